import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Account, Arrangement } from '../../api/generated/model';
import { DocumentList } from '../../components/documents';
import { loadFailureOf } from '../../components/LoadError';
import { QueryState } from '../../components/QueryState';
import { useAccount, useAccountPermissions, useUserData } from '../../session/hooks';
import { isOwnArrangement } from '../../domain/arrangementRules';
import { reportError } from '../../telemetry/errorTracking';
import {
  arrangementListQuery,
  ideaBankDocumentContentQuery,
  ideaBankDocumentsQuery,
  ideaBankKeys,
  useDeleteArrangement,
} from './api';
import { ArrangementCard } from './ArrangementCard';
import { DeleteArrangementDialog } from './DeleteArrangementDialog';
import { ReportArrangementDialog } from './ReportArrangementDialog';
import { PATHS } from '../../paths';

type ListedArrangement = Arrangement & { id: string };
const hasId = (arrangement: Arrangement): arrangement is ListedArrangement =>
  typeof arrangement.id === 'string';

/**
 * /ideaBank ('Idébank'): the courses and events of the active account's local group, and the group's
 * templates and guides. Those who run the idea bank (manageIdeaBank) create, edit, report and delete; the
 * others read.
 */
export function IdeaBankPage() {
  const account = useAccount();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Idébank</Trans>
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        <Trans>Planlegg kurs og arrangementer i skogeierlaget, og varsle medlemmene på SMS og e-post.</Trans>
      </Typography>
      <Content account={account} />
    </>
  );
}

function Content({ account }: { account: Account }) {
  const { t } = useLingui();
  const { contactId } = useUserData();
  const { may } = useAccountPermissions();
  const canManage = may('manageIdeaBank');
  const queryClient = useQueryClient();
  const listKey = ideaBankKeys.arrangements(account.id);
  const arrangements = useQuery(arrangementListQuery(account.id, contactId));
  const documents = useQuery(ideaBankDocumentsQuery(account.id));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);
  const [toDelete, setToDelete] = useState<Arrangement | null>(null);
  const [toReport, setToReport] = useState<ListedArrangement | null>(null);

  // Spec §4: the card leaves the list at once, then the server is asked. Unlike the spec's console-only
  // failure, a refusal puts the card back where it was and says so: nothing disappears silently.
  const remove = useDeleteArrangement(account.id, {
    onError: (error, arrangement) => {
      reportError(error, { location: 'Idébank: slett arrangement', arrangementId: arrangement.id ?? null });
      const { title } = arrangement;
      showToast(t`Vi klarte ikke å slette «${title}». Arrangementet er lagt tilbake i listen.`, {
        variant: 'error',
      });
    },
    onSuccess: (_answer, arrangement) => {
      const { title } = arrangement;
      showToast(t`«${title}» er slettet`, { variant: 'success' });
    },
  });

  const actions = canManage
    ? {
        onDelete: setToDelete,
        onReport: setToReport,
      }
    : undefined;

  return (
    <>
      <Box component="section" aria-labelledby="idebank-arrangementer" sx={{ mb: 4 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Typography
            id="idebank-arrangementer"
            variant="h5"
            component="h2"
            sx={{ flexGrow: 1 }}
            ref={listHeading}
            tabIndex={-1}
          >
            <Trans>Arrangementer</Trans>
          </Typography>
          {canManage && (
            <Button component={RouterLink} to={PATHS.registerArrangement} variant="contained">
              <Trans>Nytt arrangement</Trans>
            </Button>
          )}
        </Box>
        <QueryState
          query={arrangements}
          what={t`arrangementene`}
          loadingText={t`Henter arrangementene...`}
          isEmpty={(list) => list.length === 0}
          empty={
            <Typography>
              {canManage ? (
                <Trans>
                  Skogeierlaget har ingen arrangementer ennå. Lag det første med «Nytt arrangement».
                </Trans>
              ) : (
                <Trans>Skogeierlaget har ingen arrangementer ennå.</Trans>
              )}
            </Typography>
          }
        >
          {(list) => (
            <Box
              component="ul"
              // minmax(0, 1fr): a card's wide table scrolls in its own region instead of widening the page.
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr)',
                gap: 1.5,
              }}
            >
              {list.filter(hasId).map((arrangement) => (
                <li key={arrangement.id}>
                  <ArrangementCard
                    arrangement={arrangement}
                    actions={isOwnArrangement(arrangement, account.id) ? actions : undefined}
                  />
                </li>
              ))}
            </Box>
          )}
        </QueryState>
      </Box>

      <Box component="section" aria-labelledby="idebank-dokumenter">
        <Typography id="idebank-dokumenter" variant="h5" component="h2" gutterBottom>
          <Trans>Maler og veiledere</Trans>
        </Typography>
        <DocumentList
          documents={documents.data}
          failure={loadFailureOf(documents, t`dokumentene`)}
          label={t`Maler og veiledere for arrangementer`}
          loadContent={(name) => queryClient.query(ideaBankDocumentContentQuery(account.id, name))}
          context={{ location: 'Idébank: dokument' }}
        />
      </Box>

      <DeleteArrangementDialog
        arrangement={toDelete}
        onClose={() => {
          setToDelete(null);
        }}
        onConfirm={(arrangement) => {
          setToDelete(null);
          deleted.current = true;
          remove.mutate(arrangement);
        }}
        onExited={() => {
          // The card and its 'Slett' are gone, so the dialog has nowhere to give focus back: the list's heading takes it.
          if (deleted.current) listHeading.current?.focus();
          deleted.current = false;
        }}
      />
      <ReportArrangementDialog
        arrangement={toReport}
        onClose={() => {
          setToReport(null);
        }}
        onReported={(reported) => {
          setToReport(null);
          queryClient.setQueryData<Arrangement[]>(listKey, (list) =>
            list?.map((item) => (item.id === reported.id ? reported : item)),
          );
          const { title } = reported;
          showToast(t`«${title}» er rapportert`, { variant: 'success' });
        }}
      />
    </>
  );
}
