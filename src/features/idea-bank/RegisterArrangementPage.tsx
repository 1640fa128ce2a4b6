import { useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Account, Arrangement, Attachment } from '../../api/generated/model';
import { BackButton } from '../../components/BackButton';
import { DateTimeField } from '../../components/date-picker';
import { ErrorSummary } from '../../components/ErrorSummary';
import { QueryState } from '../../components/QueryState';
import { canStillNotify } from '../../domain/arrangementNotification';
import {
  APPROVAL_BADGE,
  approvalBadgeOf,
  ARRANGEMENT_STATUS,
  isEditableArrangement,
  isOwnArrangement,
} from '../../domain/arrangementRules';
import { arrangementStatusLabel } from '../../domain/codeSets';
import { useFormMemory } from '../../session/formMemory';
import { useAccount, useUserData } from '../../session/hooks';
import { reportError } from '../../telemetry/errorTracking';
import {
  arrangementListQuery,
  ideaBankKeys,
  notifyAboutArrangement,
  saveArrangement,
  setArrangementStatus,
} from './api';
import {
  arrangementBody,
  draftOf,
  FIELD_IDS,
  NEW_NOTIFICATION,
  notificationBody,
  parseDraft,
  summaryItems,
  validateDraft,
  type ArrangementDraft,
  type DateTimeProblems,
  type FieldName,
} from './arrangementForm';
import { NotificationForm } from './NotificationForm';
import { NotificationTable } from './NotificationTable';
import { PATHS } from '../../paths';
import { FORM_COLUMN_SX } from '../../components/pageWidths';

/**
 * /ideaBank/registerArrangement (new) and ?id={arrangementId} (edit a draft), spec §2.2: the arrangement and,
 * optionally, an SMS / e-mail notification to the local group's members. The arrangement being edited comes
 * from the group's list (the API has no single-arrangement read), so a reload finds it again.
 */
export function RegisterArrangementPage() {
  const account = useAccount();
  const id = useSearchParams()[0].get('id');
  const { t } = useLingui();
  return (
    <Box sx={FORM_COLUMN_SX}>
      <BackButton to={PATHS.ideaBank} />
      <Typography variant="h4" component="h1" gutterBottom>
        {id ? t`Rediger arrangement` : t`Nytt arrangement`}
      </Typography>
      {id ? (
        <EditArrangement account={account} arrangementId={id} />
      ) : (
        <ArrangementForm key="nytt" account={account} />
      )}
    </Box>
  );
}

function EditArrangement({ account, arrangementId }: { account: Account; arrangementId: string }) {
  const { t } = useLingui();
  const { contactId } = useUserData();
  const list = useQuery(arrangementListQuery(account.id, contactId));
  const editView = (all: Arrangement[]) => {
    const arrangement = all.find((item) => item.id === arrangementId);
    if (!arrangement) {
      return (
        <Alert severity="warning">
          <Trans>Vi fant ikke arrangementet. Det kan være slettet, eller høre til et annet selskap.</Trans>{' '}
          <ToIdeaBank />
        </Alert>
      );
    }
    const { title } = arrangement;
    if (!isOwnArrangement(arrangement, account.id)) {
      return (
        <Alert severity="info">
          <Trans>
            «{title}» er laget for et annet selskap i skogeierlaget, og kan bare endres av den som handler for
            det.
          </Trans>{' '}
          <ToIdeaBank />
        </Alert>
      );
    }
    if (!isEditableArrangement(arrangement)) {
      const status = arrangementStatusLabel(arrangement.status);
      return (
        <Alert severity="info">
          <Trans>
            «{title}» har status {status}. Bare kladder kan endres.
          </Trans>{' '}
          <ToIdeaBank />
        </Alert>
      );
    }
    return <ArrangementForm key={arrangementId} account={account} saved={arrangement} />;
  };
  return (
    <QueryState query={list} what={t`arrangementet`} loadingText={t`Henter arrangementet...`}>
      {editView}
    </QueryState>
  );
}

function ToIdeaBank() {
  return (
    <Link component={RouterLink} to={PATHS.ideaBank}>
      <Trans>Gå til Idébank</Trans>
    </Link>
  );
}

type SaveStep = 'arrangement' | 'notification' | 'approval';
const SAVE_FAILED_TEXT: Record<SaveStep, MessageDescriptor> = {
  arrangement: msg`Vi klarte ikke å lagre arrangementet. Det du har skrevet er tatt vare på: prøv igjen.`,
  notification: msg`Arrangementet er lagret som kladd, men vi klarte ikke å lagre varslingen. Det du har skrevet er tatt vare på: prøv igjen.`,
  approval: msg`Arrangementet er lagret som kladd, men vi klarte ikke å sende det til godkjenning. Prøv igjen.`,
};

function ArrangementForm({ account, saved }: { account: Account; saved?: Arrangement }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft, forget] = useFormMemory<ArrangementDraft>(
    // The form memory's key in session storage: code, not text.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    `arrangement:${account.id}:${saved?.id ?? 'nytt'}`,
    draftOf(saved),
    parseDraft,
    { forgetOnLeave: true },
  );
  const [problems, setProblems] = useState<DateTimeProblems>({});
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [attempted, setAttempted] = useState(false);
  // What the server has of this arrangement: after a save whose later step failed, a retry updates it.
  const [stored, setStored] = useState<Arrangement | undefined>(saved);
  const [saving, setSaving] = useState(false);
  const [failedStep, setFailedStep] = useState<SaveStep | null>(null);
  const [openedAt] = useState(() => new Date());
  const summary = useRef<HTMLDivElement>(null);

  const errors = attempted ? validateDraft(draft, problems, new Date()) : {};
  const startKnown = draft.startDate !== '' && !problems.startDate;
  const set = <K extends keyof ArrangementDraft>(field: K, value: ArrangementDraft[K]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
  };
  const badge = approvalBadgeOf(stored?.status ?? ARRANGEMENT_STATUS.draft);
  const badgeLabel = badge && i18n._(APPROVAL_BADGE[badge]);
  const storedTitle = stored?.title ?? '';

  const save = async (status: number) => {
    setAttempted(true);
    if (summaryItems(validateDraft(draft, problems, new Date())).length > 0) {
      // The summary appears with this render; focus it once it is there.
      setTimeout(() => summary.current?.focus(), 0);
      return;
    }
    setSaving(true);
    setFailedStep(null);
    let step: SaveStep = 'arrangement';
    try {
      const body = arrangementBody(draft, account.id, ARRANGEMENT_STATUS.draft, stored);
      let current = await saveArrangement(body, stored);
      setStored(current);
      const id = current.id ?? '';
      if (draft.notification) {
        step = 'notification';
        await notifyAboutArrangement(notificationBody(draft.notification, id, draft.startDate, attachment));
        setDraft((previous) => ({ ...previous, notification: null }));
        setAttachment(null);
      }
      if (status === ARRANGEMENT_STATUS.awaitingApproval) {
        step = 'approval';
        current = await setArrangementStatus(current, status);
        setStored(current);
      }
      forget();
      // The list is not on screen now, and the portal does not refetch on mount (spec §9): fetch it here.
      await queryClient.invalidateQueries({
        queryKey: ideaBankKeys.arrangements(account.id),
        refetchType: 'all',
      });
      const { title } = current;
      showToast(
        status === ARRANGEMENT_STATUS.awaitingApproval
          ? t`«${title}» er sendt til godkjenning`
          : t`«${title}» er lagret som kladd`,
        { variant: 'success' },
      );
      await navigate(PATHS.ideaBank);
    } catch (error) {
      reportError(error, {
        location: `Idébank: lagre arrangement (${step})`,
        arrangementId: stored?.id ?? null,
      });
      setFailedStep(step);
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = (field: FieldName) => ({
    id: FIELD_IDS[field],
    error: errors[field] !== undefined,
    helperText: errors[field],
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(ARRANGEMENT_STATUS.draft);
      }}
    >
      {badgeLabel && <Chip label={t`Status: ${badgeLabel}`} variant="outlined" sx={{ mb: 2 }} />}
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Lagre som kladd så lenge du vil endre, og send til godkjenning når arrangementet er klart. Felt
          merket med * må fylles ut.
        </Trans>
      </Typography>
      <ErrorSummary ref={summary} items={summaryItems(errors)} />

      <Stack spacing={2.5} component="section" aria-labelledby="arrangement-om">
        <Typography id="arrangement-om" variant="h5" component="h2">
          <Trans>Om arrangementet</Trans>
        </Typography>
        <TextField
          label={t`Tittel`}
          value={draft.title}
          onChange={(event) => {
            set('title', event.target.value);
          }}
          required
          {...fieldProps('title')}
        />
        <DateTimeField
          id={FIELD_IDS.startDate}
          label={t`Starter`}
          value={draft.startDate === '' ? null : draft.startDate}
          onChange={(value, problem) => {
            set('startDate', value ?? '');
            setProblems((previous) => ({ ...previous, startDate: problem }));
          }}
          minDateTime={openedAt.toISOString()}
          required
          error={errors.startDate}
          helperText={t`Dato og klokkeslett, på hel eller halv time.`}
        />
        <TextField
          label={t`Sted`}
          value={draft.location}
          onChange={(event) => {
            set('location', event.target.value);
          }}
          {...fieldProps('location')}
          helperText={errors.location ?? t`For eksempel en adresse eller et møtested.`}
        />
        <TextField
          label={t`Lenke til kurs`}
          type="url"
          value={draft.linkToCourse}
          onChange={(event) => {
            set('linkToCourse', event.target.value);
          }}
          {...fieldProps('linkToCourse')}
          helperText={errors.linkToCourse ?? t`Nettsiden med påmelding eller program, om den finnes.`}
          slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url' } }}
        />
        <TextField
          label={t`Kalenderinfo`}
          value={draft.calendarInfo}
          onChange={(event) => {
            set('calendarInfo', event.target.value);
          }}
          {...fieldProps('calendarInfo')}
          helperText={errors.calendarInfo ?? t`Kort tekst til kalenderen, for eksempel «Ta med matpakke».`}
        />
        <TextField
          label={t`Beskrivelse`}
          value={draft.description}
          onChange={(event) => {
            set('description', event.target.value);
          }}
          multiline
          minRows={3}
          {...fieldProps('description')}
        />
      </Stack>

      <Stack spacing={2} component="section" aria-labelledby="arrangement-varsling" sx={{ mt: 4 }}>
        <Typography id="arrangement-varsling" variant="h5" component="h2">
          <Trans>Varsle medlemmene</Trans>
        </Typography>
        {stored && stored.notifications.length > 0 && (
          <NotificationTable
            notifications={stored.notifications}
            caption={t`Varslinger for ${storedTitle}`}
          />
        )}
        {draft.notification === null ? (
          <Box>
            <Button
              variant="outlined"
              disabled={startKnown && !canStillNotify(draft.startDate, openedAt)}
              onClick={() => {
                set('notification', NEW_NOTIFICATION);
              }}
            >
              <Trans>Legg til varsling</Trans>
            </Button>
            {startKnown && !canStillNotify(draft.startDate, openedAt) && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                <Trans>
                  Arrangementet starter for snart til å varsle: varslingen må sendes senest to dager før.
                </Trans>
              </Typography>
            )}
          </Box>
        ) : (
          <>
            <NotificationForm
              notification={draft.notification}
              onChange={(next) => {
                set('notification', next);
              }}
              startDate={startKnown ? draft.startDate : ''}
              now={openedAt}
              errors={errors}
              onDateProblem={(field, problem) => {
                setProblems((previous) => ({ ...previous, [field]: problem }));
              }}
              attachment={attachment}
              onAttachment={setAttachment}
            />
            <Box>
              <Button
                onClick={() => {
                  set('notification', null);
                  setAttachment(null);
                  setProblems((previous) => ({ ...previous, sendTime: null, reminder: null }));
                }}
              >
                <Trans>Fjern varslingen</Trans>
              </Button>
            </Box>
          </>
        )}
      </Stack>

      {failedStep && (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {i18n._(SAVE_FAILED_TEXT[failedStep])}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <Button type="submit" variant="outlined" loading={saving}>
          <Trans>Lagre kladd</Trans>
        </Button>
        <Button
          variant="contained"
          loading={saving}
          onClick={() => {
            void save(ARRANGEMENT_STATUS.awaitingApproval);
          }}
        >
          <Trans>Send til godkjenning</Trans>
        </Button>
      </Box>
    </Box>
  );
}
