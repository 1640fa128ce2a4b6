import { describe, expect, it } from 'vitest';
import { base64ToBlob, base64ToBytes, contentTypeForFileName, fileExtension, isPdf } from './files';

describe('contentTypeForFileName', () => {
  it.each([
    ['bilde.jpeg', 'image/jpeg'],
    ['bilde.jpg', 'image/jpeg'],
    ['kart.png', 'image/png'],
    ['Tømmerkontrakt 2025-087.pdf', 'application/pdf'],
    ['brev.doc', 'application/msword'],
    ['brev.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['vedlegg.zip', 'application/zip'],
    ['vedlegg.rar', 'application/vnd.rar'],
  ])('%s → %s', (name, type) => {
    expect(contentTypeForFileName(name)).toBe(type);
  });

  it('ignores the case of the extension', () => {
    expect(contentTypeForFileName('BILDE.JPG')).toBe('image/jpeg');
    expect(contentTypeForFileName('Målebrev.PdF')).toBe('application/pdf');
    expect(contentTypeForFileName('Brev.DOCX')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('uses the last extension only', () => {
    expect(contentTypeForFileName('arkiv.pdf.zip')).toBe('application/zip');
    expect(contentTypeForFileName('bilde.png.pdf')).toBe('application/pdf');
  });

  it('defaults to PDF for an unknown extension or none', () => {
    expect(contentTypeForFileName('regneark.xlsx')).toBe('application/pdf');
    expect(contentTypeForFileName('Sluttoppgjør')).toBe('application/pdf');
    expect(contentTypeForFileName('slutt.')).toBe('application/pdf');
    expect(contentTypeForFileName('')).toBe('application/pdf');
    expect(contentTypeForFileName('fil.constructor')).toBe('application/pdf');
    expect(contentTypeForFileName('fil.__proto__')).toBe('application/pdf');
  });
});

describe('fileExtension and isPdf', () => {
  it('finds the extension in lower case', () => {
    expect(fileExtension('Målebrev 2025-087.PDF')).toBe('pdf');
    expect(fileExtension('uten-endelse')).toBe('');
    expect(fileExtension('punktum.')).toBe('');
  });

  it('counts only a .pdf name as PDF', () => {
    expect(isPdf('Sluttoppgjør 2025-087.pdf')).toBe(true);
    expect(isPdf('SLUTTOPPGJØR.PDF')).toBe(true);
    expect(isPdf('bilde.png')).toBe(false);
    expect(isPdf('pdf')).toBe(false);
    expect(isPdf('notat.pdf.zip')).toBe(false);
  });
});

describe('base64ToBlob', () => {
  const PDF_HEADER = '%PDF-1.4\n';
  const base64 = btoa(PDF_HEADER);

  it('decodes base64 into the bytes, with the given content type', async () => {
    const blob = base64ToBlob(base64, 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(PDF_HEADER.length);
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe(PDF_HEADER);
  });

  it('keeps bytes above 127 as they are (binary, not text)', () => {
    const bytes = base64ToBytes(btoa(String.fromCharCode(0, 128, 200, 255)));
    expect([...bytes]).toEqual([0, 128, 200, 255]);
  });

  it('ignores line breaks and a data prefix', () => {
    const wrapped = `${base64.slice(0, 4)}\n${base64.slice(4)}\r\n`;
    expect(base64ToBytes(wrapped)).toEqual(base64ToBytes(base64));
    expect(base64ToBytes(`data:application/pdf;base64,${base64}`)).toEqual(base64ToBytes(base64));
  });

  it('gives an empty blob for empty content', () => {
    expect(base64ToBlob('', 'image/png').size).toBe(0);
  });

  it('throws for text that is not base64', () => {
    expect(() => base64ToBlob('ikke base64!', 'application/pdf')).toThrow();
  });
});
