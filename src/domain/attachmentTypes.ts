/**
 * The files an arrangement notification may carry: the one list the file chooser, the form's check and the
 * sandbox API (as the cooperative's API must) all use. Spec §5 lists the types by the browser's data prefix;
 * a prefix is only what the file's name suggests, so a type is recognised here by its extension and by the
 * file's first bytes together. Of the spec's list, SVG is left out (an image that can carry script) and so is
 * 'octet-stream' (a file of unknown type).
 */
export interface AttachmentType {
  /** What a person calls it, for messages. */
  name: string;
  /** Lower case, without the dot. */
  extensions: readonly string[];
  /** The file starts with one of these; null matches any byte. */
  signatures: readonly (readonly (number | null)[])[];
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** Word 97-2003 and Excel 97-2003 are OLE compound files. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  { name: 'PDF', extensions: ['pdf'], signatures: [ascii('%PDF-')] },
  { name: 'PNG', extensions: ['png'], signatures: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { name: 'JPEG', extensions: ['jpg', 'jpeg'], signatures: [[0xff, 0xd8, 0xff]] },
  { name: 'GIF', extensions: ['gif'], signatures: [ascii('GIF87a'), ascii('GIF89a')] },
  { name: 'BMP', extensions: ['bmp'], signatures: [ascii('BM')] },
  {
    name: 'WebP',
    extensions: ['webp'],
    signatures: [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]],
  },
  { name: 'ZIP', extensions: ['zip'], signatures: [ZIP, EMPTY_ZIP] },
  // .docx and .xlsx are ZIP files inside.
  { name: 'Word', extensions: ['docx'], signatures: [ZIP] },
  { name: 'Excel', extensions: ['xlsx'], signatures: [ZIP] },
  { name: 'Word 97-2003', extensions: ['doc'], signatures: [OLE] },
  { name: 'Excel 97-2003', extensions: ['xls'], signatures: [OLE] },
];

/** For the file chooser's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((type) => type.extensions)
  .map((extension) => `.${extension}`)
  .join(',');

/** How many of a file's first bytes the longest signature needs. */
export const ATTACHMENT_SIGNATURE_BYTES = Math.max(
  ...ATTACHMENT_TYPES.flatMap((type) => type.signatures.map((signature) => signature.length)),
);

/** A file name's length once cleaned, in characters: enough to recognise, short enough for any file system. */
export const ATTACHMENT_NAME_MAX_LENGTH = 100;

/** The extension of a file name, lower case and without the dot; '' when it has none. */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const matches = (bytes: Uint8Array, signature: readonly (number | null)[]) =>
  bytes.length >= signature.length &&
  signature.every((byte, index) => byte === null || bytes[index] === byte);

/** The type a file is, when its extension and its first bytes agree on one of the list; otherwise null. */
export function attachmentTypeOf(name: string, firstBytes: Uint8Array): AttachmentType | null {
  const extension = extensionOf(name);
  return (
    ATTACHMENT_TYPES.find(
      (type) =>
        type.extensions.includes(extension) &&
        type.signatures.some((signature) => matches(firstBytes, signature)),
    ) ?? null
  );
}

/** The first bytes of base64 content (without a data prefix), enough for every signature. */
export function firstBytesOfBase64(base64: string): Uint8Array {
  const chars = Math.ceil(ATTACHMENT_SIGNATURE_BYTES / 3) * 4;
  try {
    return Uint8Array.from(atob(base64.slice(0, chars)), (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/**
 * Control characters (C0, DEL, C1), the bidirectional controls that can make 'faktura\u202Efdp.exe' read as
 * 'fakturaexe.pdf', zero-width characters and the byte-order mark.
 */
const isUnsafe = (code: number): boolean =>
  code <= 0x1f ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x61c ||
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2060 && code <= 0x2069) ||
  code === 0xfeff;

/** What a reader sees as one character, so a cut never splits one. */
const graphemesOf = (text: string): string[] =>
  Array.from(new Intl.Segmenter('nb', { granularity: 'grapheme' }).segment(text), (part) => part.segment);

/**
 * A file name as it may be stored and shown: without control and bidirectional characters, without folders
 * (a name, not a path), spaces collapsed, and cut to ATTACHMENT_NAME_MAX_LENGTH characters keeping its
 * extension. A name with nothing left is 'vedlegg'.
 */
export function cleanAttachmentName(name: string): string {
  const cleaned = Array.from(name.normalize('NFC').replace(/[\t\n\v\f\r]+/g, ' '))
    .filter((char) => !isUnsafe(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/[/\\]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') return 'vedlegg';
  const characters = graphemesOf(cleaned);
  if (characters.length <= ATTACHMENT_NAME_MAX_LENGTH) return cleaned;
  const extension = graphemesOf(extensionOf(cleaned)).slice(0, 10);
  const suffix = extension.length === 0 ? '' : `.${extension.join('')}`;
  const room = ATTACHMENT_NAME_MAX_LENGTH - (extension.length === 0 ? 0 : extension.length + 1);
  const base = characters.slice(0, room).join('').trimEnd();
  return `${base}${suffix}`;
}
