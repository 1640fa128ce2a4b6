import type { Document } from '../../src/api/generated/model/index.ts';
import { isoDateTime, yearOf } from './dates.ts';
import { pdfBase64 } from './pdf.ts';

/** A document as the sandbox keeps it: with its PDF content, which lists leave out. */
export interface StoredDocument extends Document {
  fileContent: string;
}

/** A one-page PDF document deposited `createdOffsetDays` from today. */
export const document = (
  name: string,
  title: string,
  lines: string[],
  createdOffsetDays: number,
): StoredDocument => ({
  name,
  fileContent: pdfBase64(title, lines),
  depositDate: isoDateTime(createdOffsetDays),
  status: 'Arkivert',
  totalPrice: null,
  createdDate: isoDateTime(createdOffsetDays),
  year: yearOf(createdOffsetDays),
});
