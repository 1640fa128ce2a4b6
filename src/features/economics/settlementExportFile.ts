import writeXlsxFile, { type Row, type SheetData } from 'write-excel-file/universal';
import type { TimberSettlement } from '../../api/generated/model';
import { saveFile } from '../../components/documents/fileActions';
import {
  EXPORT_HEADERS,
  exportFileName,
  exportRows,
  settlementsCsv,
  yesNo,
  type ExportRow,
} from '../../domain/settlementExport';

/**
 * Writes and saves the accountant's export (src/domain/settlementExport.ts). Loaded only when someone clicks
 * 'Last ned CSV' or 'Last ned Excel', so the page's chunks carry neither this nor the workbook library.
 */

export type ExportFormat = 'csv' | 'xlsx';

export interface SettlementExportRequest {
  format: ExportFormat;
  settlements: readonly TimberSettlement[];
  year: number;
  accountName: string;
}

const AMOUNT_FORMAT = '#,##0.00';
const VOLUME_FORMAT = '#,##0.0##';

/** A date cell: the day at midnight UTC, which is how the workbook library counts Excel's days. */
const dateCell = (isoDate: string) => ({
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO time, not text
  value: new Date(`${isoDate}T00:00:00Z`),
  type: Date,
  format: 'dd.mm.yyyy',
});

const workbookRow = (row: ExportRow): Row => [
  dateCell(row.date),
  row.contract,
  row.assortment,
  { value: row.volume, type: Number, format: VOLUME_FORMAT },
  { value: row.amountExclVat, type: Number, format: AMOUNT_FORMAT },
  { value: row.vat, type: Number, format: AMOUNT_FORMAT },
  { value: row.amountInclVat, type: Number, format: AMOUNT_FORMAT },
  yesNo(row.creditNote),
  row.documentNumber,
];

async function workbook(rows: readonly ExportRow[], year: number): Promise<Blob> {
  const data: SheetData = [
    EXPORT_HEADERS.map((header) => ({ value: header, fontWeight: 'bold' as const })),
    ...rows.map(workbookRow),
  ];
  return writeXlsxFile(data, {
    // The export is Norwegian in every language (#43): an accountant's system reads it.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the export's sheet name, not the page's text
    sheet: `Tømmeroppgjør ${String(year)}`,
    stickyRowsCount: 1,
    columns: [
      { width: 12 },
      { width: 12 },
      { width: 22 },
      { width: 12 },
      { width: 16 },
      { width: 14 },
      { width: 16 },
      { width: 11 },
      { width: 16 },
    ],
  }).toBlob();
}

/** Builds the year's file in the format asked for and saves it on the device. */
export async function downloadSettlementExport({
  format,
  settlements,
  year,
  accountName,
}: SettlementExportRequest): Promise<void> {
  const rows = exportRows(settlements, year);
  const blob =
    format === 'csv'
      ? new Blob([settlementsCsv(rows)], { type: 'text/csv;charset=utf-8' })
      : await workbook(rows, year);
  saveFile(exportFileName(accountName, year, format), blob);
}
