import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract, MeasuringNote } from '../../api/generated/model';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { BackButton } from '../../components/BackButton';
import {
  DOCUMENT_FAILED_TEXT,
  FileActionButtons,
  useFileActions,
  type FileSource,
} from '../../components/documents';
import { QueryState } from '../../components/QueryState';
import { PdfPreview } from '../../components/PdfPreview';
import { measuringMethodLabel } from '../../domain/codeSets';
import { DATE_FORMAT, formatDate, formatVolume, parseInOslo } from '../../domain/format';
import { measuringNoteReportQuery, measuringNotesQuery } from './api';
import { ContractJourney } from './ContractJourney';
import { SettlementSummary } from './SettlementSummary';
import { WithChosenContract } from './chosenContract';
import { PATHS } from '../../paths';

export const MEASURING_NOTES_TEXTS = {
  heading: msg`Målebrev`,
  empty: msg`Ingen målebrev ennå.`,
  pdfHeading: msg`Målebrev som PDF`,
  show: msg`Vis målebrev`,
  download: msg`Last ned`,
} as const;

/**
 * /timberContract/measuringNotes: the chosen contract's measuring notes (målebrev) as a table, each with its
 * PDF to preview or download. On a phone the table scrolls sideways inside its own box (focusable, so it can
 * be scrolled with the keyboard) instead of widening the page.
 */
export function MeasuringNotesPage() {
  const { i18n } = useLingui();
  return (
    <Box>
      <BackButton to={PATHS.contracts} />
      <Typography variant="h4" component="h1" gutterBottom>
        {i18n._(MEASURING_NOTES_TEXTS.heading)}
      </Typography>
      <WithChosenContract>
        {({ contract, accountId }) => <MeasuringNotes contract={contract} accountId={accountId} />}
      </WithChosenContract>
    </Box>
  );
}

/**
 * The name a measuring note's PDF is saved and shown under: one file per note, told apart, in the active
 * language. The date is day first with dots in both languages (DD.MM.YYYY): a file name cannot hold the
 * slashes of an English date.
 */
export const measuringNoteFileName = (contract: Contract, note: MeasuringNote, i18n: I18n): string => {
  const { contractNumber } = contract;
  const { assortmentName } = note;
  const date = parseInOslo(note.date)?.format(DATE_FORMAT) ?? '';
  return i18n._(msg`Målebrev ${contractNumber} ${assortmentName} ${date}.pdf`);
};

function MeasuringNotes({ contract, accountId }: { contract: Contract; accountId: string }) {
  const { t, i18n } = useLingui();
  const { contractNumber } = contract;
  const queryClient = useQueryClient();
  const notes = useQuery(measuringNotesQuery(accountId, contract.contractId));
  const actions = useFileActions({
    contractId: contract.contractId,
    contractNumber: contract.contractNumber,
    accountId,
  });
  const showButtons = useRef(new Map<string, HTMLButtonElement>());
  const registerShowButton = (key: string, button: HTMLButtonElement | null) => {
    if (button) showButtons.current.set(key, button);
    else showButtons.current.delete(key);
  };

  const sourceFor = (note: MeasuringNote): FileSource => ({
    key: note.id,
    fileName: measuringNoteFileName(contract, note, i18n),
    load: () => queryClient.query(measuringNoteReportQuery(accountId, note.id)),
  });

  const tableLabel = t`Målebrev for kontrakt ${contractNumber}`;
  const preview = actions.preview;

  const table = (list: MeasuringNote[]) => (
    <>
      <SidewaysScroll label={tableLabel} framed>
        <Table size="small" aria-label={tableLabel} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">
                <Trans>Dato</Trans>
              </TableCell>
              <TableCell scope="col">
                <Trans>Sortiment</Trans>
              </TableCell>
              <TableCell scope="col">
                <Trans>Målemetode</Trans>
              </TableCell>
              <TableCell scope="col" align="right">
                <Trans>Volum</Trans>
              </TableCell>
              <TableCell scope="col">
                <Trans>Målebrev</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((note) => {
              const source = sourceFor(note);
              const state = actions.stateOf(note.id);
              const open = preview?.key === note.id;
              const which = `${formatDate(note.date)} ${note.assortmentName}`;
              return (
                <TableRow key={note.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(note.date)}</TableCell>
                  <TableCell>{note.assortmentName}</TableCell>
                  <TableCell>{measuringMethodLabel(note.measuringMethod)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatVolume(note.volume)}
                  </TableCell>
                  <TableCell>
                    <FileActionButtons
                      source={source}
                      state={state}
                      actions={actions}
                      previewOpen={open}
                      previewId="malebrev-forhandsvisning"
                      registerPreviewButton={registerShowButton}
                      showLabel={i18n._(MEASURING_NOTES_TEXTS.show)}
                      downloadLabel={i18n._(MEASURING_NOTES_TEXTS.download)}
                      previewHiddenText={which}
                      downloadHiddenText={t`målebrev ${which}`}
                      noWrap
                    />
                    {state.busy !== null && (
                      <Typography role="status" variant="body2" sx={{ mt: 0.5 }}>
                        <Trans>Henter målebrevet...</Trans>
                      </Typography>
                    )}
                    {state.failed && (
                      <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5, minWidth: 200 }}>
                        {DOCUMENT_FAILED_TEXT}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </SidewaysScroll>
      {preview && (
        <Box id="malebrev-forhandsvisning" sx={{ mt: 2 }}>
          <PdfPreview
            key={preview.key}
            fileName={preview.fileName}
            data={preview.blob}
            onClose={() => {
              actions.closePreview();
              showButtons.current.get(preview.key)?.focus();
            }}
            onError={(error) => {
              actions.reportPreviewError(preview.fileName, error);
            }}
          />
        </Box>
      )}
    </>
  );

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Kontrakt {contractNumber}</Trans>
        {contract.propertyName ? ` · ${contract.propertyName}` : ''}
      </Typography>
      <ContractJourney contract={contract} />
      <SettlementSummary contract={contract} accountId={accountId} />
      <Typography variant="h6" component="h2" gutterBottom>
        {i18n._(MEASURING_NOTES_TEXTS.pdfHeading)}
      </Typography>
      <QueryState
        query={notes}
        what={t`målebrevene`}
        loadingText={t`Laster målebrev...`}
        isEmpty={(list) => list.length === 0}
        empty={i18n._(MEASURING_NOTES_TEXTS.empty)}
      >
        {table}
      </QueryState>
    </>
  );
}
