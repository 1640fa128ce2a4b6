import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TimberSettlement } from '../../api/generated/model';
import { showToast } from '../../components/toasts/toasts';
import { settlementsOfYear } from '../../domain/economics';
import { reportError } from '../../telemetry/errorTracking';
import type { ExportFormat } from './settlementExportFile';

// Where a failed export is reported from (error tracking, not shown): the same in every language.
export const EXPORT_ERROR_LOCATION = 'Økonomi: last ned oppgjør';

export interface SettlementExportProps {
  /** The account's settlements (all years), or undefined while they load or when they failed. */
  settlements: readonly TimberSettlement[] | undefined;
  /** Whether fetching the settlements failed. */
  failed: boolean;
  year: number;
  /** The account the file is named after. */
  accountName: string;
  context: Record<string, unknown>;
}

/**
 * 'Last ned CSV' and 'Last ned Excel' for the year's settlements and credit notes, for the accountant. The
 * file is written by a module loaded on click (settlementExportFile.ts), with the workbook library. The buttons and
 * texts follow the language; the file itself (its columns, numbers and name) is Norwegian in both (#43).
 */
export function SettlementExport({ settlements, failed, year, accountName, context }: SettlementExportProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const labelId = useId();
  const reasonId = useId();
  if (settlements === undefined && !failed) return null;
  const ofYear = settlements ? settlementsOfYear(settlements, year) : [];
  const yearText = String(year);
  const reason =
    settlements === undefined
      ? t`Du kan laste ned når tømmeroppgjørene er hentet.`
      : ofYear.length === 0
        ? t`Ingen oppgjør å laste ned for ${yearText}.`
        : null;

  const download = async (format: ExportFormat) => {
    if (!settlements) return;
    setBusy(format);
    try {
      const { downloadSettlementExport } = await import('./settlementExportFile');
      await downloadSettlementExport({ format, settlements, year, accountName });
    } catch (error) {
      reportError(error, { location: EXPORT_ERROR_LOCATION, format, ...context });
      showToast(t`Vi klarte ikke å lage filen. Prøv igjen.`, { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const button = (format: ExportFormat) => (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon aria-hidden="true" />}
      loading={busy === format}
      loadingPosition="start"
      disabled={reason !== null || busy !== null}
      onClick={() => {
        void download(format);
      }}
    >
      {format === 'csv' ? <Trans>Last ned CSV</Trans> : <Trans>Last ned Excel</Trans>}
    </Button>
  );

  return (
    <Box
      role="group"
      aria-label={t`Last ned tømmeroppgjørene for ${yearText}`}
      aria-describedby={reason ? `${labelId} ${reasonId}` : labelId}
      sx={{ mt: 2 }}
    >
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Oppgjør og kreditnotaer som regneark, med MVA:</Trans>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {button('csv')}
        {button('xlsx')}
      </Box>
      {reason && (
        <Typography id={reasonId} variant="body2" sx={{ mt: 1 }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}
