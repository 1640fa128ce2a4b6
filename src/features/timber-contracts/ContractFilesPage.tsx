import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract, Document, TimberSettlement } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';
import { BackButton } from '../../components/BackButton';
import { CreditNoteChip } from '../../components/CreditNoteChip';
import { DocumentList } from '../../components/documents';
import { LoadError, loadFailureOf } from '../../components/LoadError';
// The toggle alone: the map's code comes when it is opened.
import { ContractMapToggle } from '../../components/map/ContractMapToggle';
import { formatDate, formatNok } from '../../domain/format';
import {
  contractDocumentContentQuery,
  contractDocumentsQuery,
  resultReportQuery,
  settlementReportQuery,
  settlementsQuery,
} from './api';
import { ContractJourney } from './ContractJourney';
import { WithChosenContract } from './chosenContract';
import { PATHS } from '../../paths';

export const CONTRACT_FILES_TEXTS = {
  heading: msg`Kontraktsfiler`,
  documents: msg`Dokumenter`,
  settlements: msg`Tømmeroppgjør`,
  noSettlements: msg`Ingen tømmeroppgjør ennå.`,
  result: msg`Resultat skogsdrift`,
} as const;

/**
 * /timberContract/contractFiles: the chosen contract's documents, its timber settlements (each with its PDF)
 * and, once the operation is settled, the 'Resultat skogsdrift' report. Files are fetched only when the user
 * downloads or previews them.
 */
export function ContractFilesPage() {
  const { i18n } = useLingui();
  return (
    <Box>
      <BackButton to={PATHS.contracts} />
      <Typography variant="h4" component="h1" gutterBottom>
        {i18n._(CONTRACT_FILES_TEXTS.heading)}
      </Typography>
      <WithChosenContract>
        {({ contract, accountId }) => <ContractFiles contract={contract} accountId={accountId} />}
      </WithChosenContract>
    </Box>
  );
}

interface ContractFilesProps {
  contract: Contract;
  accountId: string;
}

function ContractFiles({ contract, accountId }: ContractFilesProps) {
  const { contractNumber } = contract;
  const context = { contractId: contract.contractId, contractNumber, accountId };
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Kontrakt {contractNumber}</Trans>
        {contract.propertyName ? ` · ${contract.propertyName}` : ''}
      </Typography>
      <ContractJourney contract={contract} />
      <Box sx={{ mb: 3 }}>
        <ContractMapToggle contractId={contract.contractId} contractNumber={contract.contractNumber} />
      </Box>
      <ContractDocuments contract={contract} accountId={accountId} context={context} />
      <Settlements contract={contract} accountId={accountId} context={context} />
    </>
  );
}

interface SectionProps extends ContractFilesProps {
  context: Record<string, unknown>;
}

function ContractDocuments({ contract, accountId, context }: SectionProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const documents = useQuery(contractDocumentsQuery(accountId, contract.contractId));
  return (
    <Box component="section" aria-labelledby="kontraktsfiler-dokumenter" sx={{ mb: 4 }}>
      <Typography id="kontraktsfiler-dokumenter" variant="h5" component="h2" gutterBottom>
        {i18n._(CONTRACT_FILES_TEXTS.documents)}
      </Typography>
      <DocumentList
        documents={documents.data}
        failure={loadFailureOf(documents, t`dokumentene`)}
        loadContent={(name) =>
          // The name is a path segment: encoded, so '#', '?' or '/' in a file name cannot break the path.
          queryClient.query(contractDocumentContentQuery(accountId, contract.contractId, name))
        }
        context={context}
      />
    </Box>
  );
}

/** The name a settlement's PDF is listed and saved under, in the active language (as on the Finances page). */
export const settlementFileName = (settlement: TimberSettlement, i18n: I18n): string => {
  const number = settlement.settlementNumber;
  return i18n._(settlement.isCreditNote ? msg`Kreditnota ${number}.pdf` : msg`Tømmeroppgjør ${number}.pdf`);
};

function Settlements({ contract, accountId, context }: SectionProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const settlements = useQuery(settlementsQuery(accountId, contract.contractId));
  const byFileName = new Map((settlements.data ?? []).map((item) => [settlementFileName(item, i18n), item]));
  const documents: Document[] | undefined = settlements.data?.map((item) => ({
    name: settlementFileName(item, i18n),
  }));

  const loadContent = async (name: string): Promise<Document> => {
    const settlement = byFileName.get(name);
    if (!settlement) throw new Error(`Fant ikke tømmeroppgjøret ${name}`);
    return queryClient.query(settlementReportQuery(accountId, settlement.id));
  };

  return (
    <Box component="section" aria-labelledby="kontraktsfiler-oppgjor" sx={{ mb: 4 }}>
      <Typography id="kontraktsfiler-oppgjor" variant="h5" component="h2" gutterBottom>
        {i18n._(CONTRACT_FILES_TEXTS.settlements)}
      </Typography>
      <DocumentList
        documents={documents}
        failure={loadFailureOf(settlements, t`tømmeroppgjørene`)}
        loadContent={loadContent}
        context={context}
        emptyText={i18n._(CONTRACT_FILES_TEXTS.noSettlements)}
        renderDetails={(document) => {
          const settlement = byFileName.get(document.name);
          return settlement ? <SettlementDetails settlement={settlement} /> : null;
        }}
      />
      <ForestOperationResult contract={contract} accountId={accountId} context={context} />
    </Box>
  );
}

function SettlementDetails({ settlement }: { settlement: TimberSettlement }) {
  // `t` in the render: the details render again when the language changes (the date's and amount's formats follow it).
  const { t } = useLingui();
  const { settlementNumber } = settlement;
  const date = formatDate(settlement.date);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t`Oppgjør ${settlementNumber} · ${date}`}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatNok(settlement.amount)}
      </Typography>
      {settlement.isCreditNote && <CreditNoteChip />}
    </Box>
  );
}

/**
 * 'Resultat skogsdrift': the API answers 404 until the operation has a result, which is not an error; the
 * part simply does not show. The report comes with its content, so showing it fetches nothing more.
 */
function ForestOperationResult({ contract, accountId, context }: SectionProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const report = useQuery(resultReportQuery(accountId, contract.contractId));
  if (report.isPending || (report.isError && report.isFetching)) return null;
  if (report.isError) {
    if (httpStatusOf(report.error) === 404) return null;
    return (
      <Box sx={{ mt: 3 }}>
        <LoadError
          what={t`resultatet av skogsdriften`}
          onRetry={() => {
            void report.refetch();
          }}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {i18n._(CONTRACT_FILES_TEXTS.result)}
      </Typography>
      <DocumentList
        documents={[{ name: report.data.name, createdDate: report.data.createdDate ?? null }]}
        loadContent={() => queryClient.query(resultReportQuery(accountId, contract.contractId))}
        context={context}
      />
    </Box>
  );
}
