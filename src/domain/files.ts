/**
 * Files the API hands over as base64 (spec §3 Document, §5 "file name to content type"): which content type a
 * file name stands for, and turning the base64 text into a Blob for a download or a preview. Pure functions.
 */

export const DEFAULT_CONTENT_TYPE = 'application/pdf';

/** Spec §5: the extensions the portal knows; anything else (or none) is treated as PDF. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

/** 'Målebrev 2025-087.PDF' → 'pdf'; '' when the name has no extension ('README', 'arkiv.'). */
export function fileExtension(name: string): string {
  const trimmed = name.trim();
  const dot = trimmed.lastIndexOf('.');
  if (dot < 0) return '';
  return trimmed.slice(dot + 1).toLowerCase();
}

/** The content type for a file name by its extension (case-insensitive); application/pdf by default. */
export function contentTypeForFileName(name: string): string {
  const extension = fileExtension(name);
  // Own keys only: 'file.constructor' must not find Object.prototype.constructor.
  return (
    (Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : undefined) ?? DEFAULT_CONTENT_TYPE
  );
}

/**
 * Whether the file is a PDF by its name, i.e. can be previewed in the page. Only a '.pdf' name counts: a name
 * without a known extension is still downloaded as PDF (the spec's default), but not offered for preview.
 */
export function isPdf(name: string): boolean {
  return fileExtension(name) === 'pdf';
}

/** A `data:…;base64,` prefix, which the API should not send but which is harmless to accept. */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;

/**
 * The bytes of base64 text (without a data prefix, as the API sends it; whitespace and line breaks are
 * ignored). Throws for text that is not base64.
 */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const clean = base64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** A Blob of the given content type from base64 text (see `base64ToBytes`). */
export function base64ToBlob(base64: string, contentType: string): Blob {
  return new Blob([base64ToBytes(base64)], { type: contentType });
}
