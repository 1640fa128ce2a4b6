/**
 * Builds a small, valid one-page PDF with a title and some lines of text, so the sandbox's documents open
 * in a real PDF viewer. Latin-1 only (the built-in Helvetica font), which covers Norwegian letters.
 */
const escapePdfText = (text: string): string => text.replace(/[\\()]/g, (char) => `\\${char}`);

export function makePdf(title: string, lines: readonly string[]): Uint8Array {
  const textOps = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `(${escapePdfText(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line) => ['0 -22 Td', `(${escapePdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${String(Buffer.byteLength(textOps, 'latin1'))} >>\nstream\n${textOps}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xrefOffset)}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

export const pdfBase64 = (title: string, lines: readonly string[]): string =>
  Buffer.from(makePdf(title, lines)).toString('base64');
