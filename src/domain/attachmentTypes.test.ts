import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_NAME_MAX_LENGTH,
  ATTACHMENT_TYPES,
  attachmentTypeOf,
  cleanAttachmentName,
  firstBytesOfBase64,
} from './attachmentTypes';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? Array.from(value, (char) => char.charCodeAt(0)) : [value],
    ),
  );
const PDF = bytes('%PDF-1.7\n');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const ZIP = bytes('PK', 3, 4, 20, 0, 0, 0);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const typeName = (name: string, content: Uint8Array) => attachmentTypeOf(name, content)?.name ?? null;

describe('the attachment types (spec §5 without SVG and unknown types)', () => {
  it('offers the chooser exactly the extensions of the list, and no SVG', () => {
    expect(ATTACHMENT_ACCEPT).toBe('.pdf,.png,.jpg,.jpeg,.gif,.bmp,.webp,.zip,.docx,.xlsx,.doc,.xls');
    expect(ATTACHMENT_ACCEPT).not.toMatch(/svg/);
  });

  it('knows each type by its extension and its first bytes together, whatever the case of the extension', () => {
    expect(typeName('Program.pdf', PDF)).toBe('PDF');
    expect(typeName('KART.PNG', PNG)).toBe('PNG');
    expect(typeName('bilde.jpg', JPEG)).toBe('JPEG');
    expect(typeName('bilde.jpeg', JPEG)).toBe('JPEG');
    expect(typeName('anim.gif', bytes('GIF89a', 1, 0))).toBe('GIF');
    expect(typeName('gammel.bmp', bytes('BM', 0, 0))).toBe('BMP');
    expect(typeName('foto.webp', bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('WebP');
    expect(typeName('filer.zip', ZIP)).toBe('ZIP');
    expect(typeName('tom.zip', bytes('PK', 5, 6))).toBe('ZIP');
    expect(typeName('brev.docx', ZIP)).toBe('Word');
    expect(typeName('liste.xlsx', ZIP)).toBe('Excel');
    expect(typeName('brev.doc', OLE)).toBe('Word 97-2003');
    expect(typeName('liste.xls', OLE)).toBe('Excel 97-2003');
  });

  it('refuses a file whose content is not what its name says', () => {
    expect(typeName('bilde.png', PDF)).toBeNull();
    expect(typeName('program.pdf', bytes('hei'))).toBeNull();
    expect(typeName('liste.xlsx', bytes('hei'))).toBeNull();
    expect(typeName('foto.webp', bytes('RIFF', 1, 2, 3, 4, 'WAVE'))).toBeNull();
    expect(typeName('program.pdf', new Uint8Array())).toBeNull();
  });

  it('refuses SVG, an unknown type, a file without an extension and a program named as a document', () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(typeName('logo.svg', svg)).toBeNull();
    expect(typeName('logo.pdf', svg)).toBeNull();
    expect(typeName('notat.txt', bytes('hei'))).toBeNull();
    expect(typeName('program', PDF)).toBeNull();
    expect(typeName('.pdf', PDF)).toBeNull();
    expect(typeName('faktura.pdf.exe', bytes('MZ', 0x90, 0))).toBeNull();
  });

  it('reads the first bytes of base64 content, and none of broken base64', () => {
    const read = (base64: string) => Array.from(firstBytesOfBase64(base64));
    expect(read(Buffer.from('%PDF-1.4 og mer').toString('base64'))).toEqual(
      Array.from(bytes('%PDF-1.4 og ')),
    );
    expect(read('ikke base64!')).toEqual([]);
    for (const type of ATTACHMENT_TYPES) {
      for (const signature of type.signatures) {
        const content = Uint8Array.from(signature, (byte) => byte ?? 0);
        const base64 = Buffer.from([...content, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).toString('base64');
        expect(attachmentTypeOf(`fil.${type.extensions[0] ?? ''}`, firstBytesOfBase64(base64))).toBe(type);
      }
    }
  });
});

describe('cleaning a file name', () => {
  it('takes out control characters, bidirectional controls and zero-width characters', () => {
    expect(cleanAttachmentName('program\u0000\u0007.pdf')).toBe('program.pdf');
    expect(cleanAttachmentName('Kurs\ni\r\nplanting.pdf')).toBe('Kurs i planting.pdf');
    expect(cleanAttachmentName('faktura\u202Efdp.exe')).toBe('fakturafdp.exe');
    expect(cleanAttachmentName('\u2066rapport\u2069\u200b\u200e\ufeff.pdf')).toBe('rapport.pdf');
    expect(cleanAttachmentName('sum\u0085.pdf')).toBe('sum.pdf');
  });

  it('keeps a name, not a path, collapses spaces and keeps Norwegian letters', () => {
    expect(cleanAttachmentName('../../etc/passwd.pdf')).toBe('.._.._etc_passwd.pdf');
    expect(cleanAttachmentName('C:\\Users\\kari\\Årsmøte.pdf')).toBe('C:_Users_kari_Årsmøte.pdf');
    expect(cleanAttachmentName('  Kurs   i\tplanting .pdf ')).toBe('Kurs i planting .pdf');
    expect(cleanAttachmentName('A\u030Arsmøte.pdf')).toBe('Årsmøte.pdf');
    expect(cleanAttachmentName('\u202E\u0000 ')).toBe('vedlegg');
  });

  it('cuts a long name to 100 characters, keeping its extension and never splitting a character', () => {
    const long = `${'Referat fra årsmøtet i skogeierlaget '.repeat(10)}.pdf`;
    const cut = cleanAttachmentName(long);
    expect(cut).toHaveLength(ATTACHMENT_NAME_MAX_LENGTH);
    expect(cut.endsWith('.pdf')).toBe(true);
    expect(cleanAttachmentName(`${'🌲'.repeat(150)}.png`)).toBe(`${'🌲'.repeat(96)}.png`);
  });

  it('gives a name with no unsafe characters and at most 100 characters, for any name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (name) => {
        const cleaned = cleanAttachmentName(name);
        expect(cleaned).not.toMatch(/[\p{Cc}\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff/\\]/u);
        expect(cleaned.length).toBeGreaterThan(0);
        expect(
          [...new Intl.Segmenter('nb', { granularity: 'grapheme' }).segment(cleaned)].length,
        ).toBeLessThanOrEqual(ATTACHMENT_NAME_MAX_LENGTH);
      }),
    );
  });
});
