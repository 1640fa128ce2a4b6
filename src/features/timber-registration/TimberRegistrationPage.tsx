import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account, Contract, ContractDetail } from '../../api/generated/model';
import { Contract as ContractSchema } from '../../api/generated/zod/answers';
import { apiMessageOf } from '../../api/httpStatus';
import { DescriptionList } from '../../components/DescriptionList';
import { LoadError } from '../../components/LoadError';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { QueryState } from '../../components/QueryState';
import { loggingTypeLabel } from '../../domain/codeSets';
import { formatDate, formatNok, formatVolume, todayInOslo } from '../../domain/format';
import { useFormMemory } from '../../session/formMemory';
import { useAccount } from '../../session/hooks';
import { draftsQuery, useDiscardDraft, useResumeDraft } from './api';
import {
  emptyRegistration,
  STEP_TITLES,
  stepOf,
  type RegistrationValues,
  type StepNumber,
  type WizardMemory,
} from './registration';
import { RegistrationWizard } from './RegistrationWizard';
import { ApiMessageOr } from './ApiMessageOr';
import { PATHS } from '../../paths';

/** Where the tab keeps what is typed, per account (the key's prefix). */
const MEMORY_KEY = 'tommerinnmelding';
const START: WizardMemory = { phase: 'start', step: 1, values: emptyRegistration, draft: null };
const FRESH: WizardMemory = { ...START, phase: 'wizard' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the tab stored, if it still has the shape of this version of the wizard. */
export function parseMemory(stored: unknown): WizardMemory | null {
  if (!isRecord(stored) || !isRecord(stored.values)) return null;
  if (stored.phase !== 'start' && stored.phase !== 'wizard') return null;
  return {
    phase: stored.phase,
    step: stepOf(typeof stored.step === 'number' ? stored.step : 1),
    values: { ...emptyRegistration, ...(stored.values as Partial<RegistrationValues>) },
    draft: isContract(stored.draft) ? stored.draft : null,
  };
}

/** The saved draft the tab remembered is used only when it still has the contract's shape, as an answer must. */
const isContract = (stored: unknown): stored is Contract => ContractSchema.safeParse(stored).success;

/**
 * /timberRegistration ('Tømmerinnmelding'): the owner reports timber for the cooperative to harvest and buy,
 * in four steps. A draft left with 'Fullfør senere' is offered again; what is typed survives a reload.
 */
export function TimberRegistrationPage() {
  const account = useAccount();
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Tømmerinnmelding</Trans>
      </Typography>
      <Registration key={account.id} account={account} />
    </Box>
  );
}

function Registration({ account }: { account: Account }) {
  const { t } = useLingui();
  const [memory, setMemory, forget] = useFormMemory(`${MEMORY_KEY}:${account.id}`, START, parseMemory);
  const [receipt, setReceipt] = useState<{ contract: Contract; lines: ContractDetail[] } | null>(null);
  const navigate = useNavigate();

  if (receipt) {
    return (
      <Receipt
        contract={receipt.contract}
        lines={receipt.lines}
        onNew={() => {
          setReceipt(null);
          setMemory(START);
        }}
      />
    );
  }
  if (memory.phase === 'start') {
    return <Start accountId={account.id} onBegin={setMemory} />;
  }
  return (
    <RegistrationWizard
      account={account}
      memory={memory}
      onMemoryChange={setMemory}
      onSent={(contract, lines) => {
        forget();
        setReceipt({ contract, lines });
      }}
      onSavedForLater={() => {
        forget();
        showToast(t`Innmeldingen er lagret. Du kan fortsette der du slapp under Tømmerinnmelding.`, {
          variant: 'success',
        });
        void navigate(PATHS.home);
      }}
    />
  );
}

/** Before the wizard: continue the draft saved with 'Fullfør senere', or start anew. */
function Start({ accountId, onBegin }: { accountId: string; onBegin: (memory: WizardMemory) => void }) {
  const { t, i18n } = useLingui();
  const drafts = useQuery(draftsQuery(accountId));
  const heading = useRef<HTMLHeadingElement>(null);
  const draft = drafts.data?.[0];

  useEffect(() => {
    if (drafts.data?.length === 0) onBegin(FRESH);
  }, [drafts.data, onBegin]);

  useEffect(() => {
    if (draft) heading.current?.focus();
  }, [draft]);

  const resume = useResumeDraft(accountId, {
    onSuccess: (values, chosen) => {
      onBegin({ phase: 'wizard', step: stepOf(chosen.registrationStep), values, draft: chosen });
    },
  });
  const leftOn = (step: StepNumber) => {
    const title = i18n._(STEP_TITLES[step]);
    return t`Steg ${step}: ${title}`;
  };
  const discard = useDiscardDraft(accountId, {
    onSuccess: () => {
      onBegin(FRESH);
    },
  });

  return (
    <QueryState
      query={drafts}
      what={t`innmeldingene du ikke har sendt ennå`}
      loadingText={t`Ser etter innmeldinger du ikke har sendt ...`}
      error={(failure) => (
        <Stack spacing={2}>
          <LoadError what={failure.what} onRetry={failure.onRetry} />
          <Box>
            <Button
              variant="outlined"
              onClick={() => {
                onBegin(FRESH);
              }}
            >
              <Trans>Start en ny innmelding</Trans>
            </Button>
          </Box>
        </Stack>
      )}
      // No draft: the effect above starts a new registration.
      isEmpty={(list) => list.length === 0}
      empty={<LoadingSpinner text={t`Starter innmeldingen ...`} />}
    >
      {() =>
        draft && (
          <Card variant="outlined">
            <CardContent>
              <Typography
                ref={heading}
                tabIndex={-1}
                variant="h5"
                component="h2"
                gutterBottom
                sx={{ outline: 'none' }}
              >
                <Trans>Du har en innmelding som ikke er sendt</Trans>
              </Typography>
              <DescriptionList
                items={[
                  { term: t`Påbegynt`, details: formatDate(draft.createdDate) },
                  { term: t`Eiendom`, details: draft.propertyName ?? t`Ikke valgt` },
                  {
                    term: t`Hogstform`,
                    details: draft.loggingType ? loggingTypeLabel(draft.loggingType) : t`Ikke valgt`,
                  },
                  { term: t`Du slapp på`, details: leftOn(stepOf(draft.registrationStep)) },
                ]}
              />
              {(resume.isError || discard.isError) && (
                <Alert severity="error" sx={{ my: 2 }}>
                  {resume.isError ? (
                    <Trans>Vi klarte ikke å hente innmeldingen. Prøv igjen.</Trans>
                  ) : (
                    <>
                      <ApiMessageOr
                        message={apiMessageOf(discard.error)}
                        fallback={<Trans>Vi klarte ikke å slette innmeldingen.</Trans>}
                      />{' '}
                      <Trans>Prøv igjen.</Trans>
                    </>
                  )}
                </Alert>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
                <Button
                  variant="contained"
                  loading={resume.isPending}
                  disabled={discard.isPending}
                  onClick={() => {
                    resume.mutate(draft);
                  }}
                >
                  <Trans>Fortsett innmeldingen</Trans>
                </Button>
                <Button
                  variant="outlined"
                  loading={discard.isPending}
                  disabled={resume.isPending}
                  onClick={() => {
                    discard.mutate(draft);
                  }}
                >
                  <Trans>Slett den og start på nytt</Trans>
                </Button>
              </Stack>
            </CardContent>
          </Card>
        )
      }
    </QueryState>
  );
}

/** The receipt after 'Send inn', with the contract lines as the cooperative stored and priced them. */
function Receipt({
  contract,
  lines,
  onNew,
}: {
  contract: Contract;
  lines: readonly ContractDetail[];
  onNew: () => void;
}) {
  const { t } = useLingui();
  const { contractNumber } = contract;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={2}>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
        <Trans>Innmeldingen er sendt</Trans>
      </Typography>
      <Alert severity="success">
        <Trans>
          Takk! Andelslaget har fått tømmerinnmeldingen din med nummer {contractNumber}. En skogbruksleder tar
          kontakt for å avtale hogsten.
        </Trans>
      </Alert>
      <DescriptionList
        items={[
          { term: t`Innmeldingsnummer`, details: contractNumber },
          { term: t`Sendt`, details: formatDate(todayInOslo()) },
          { term: t`Eiendom`, details: contract.propertyName ?? '' },
          ...lines.map((line) => {
            const volume = formatVolume(line.volume);
            if (line.pricePerUnit === null || line.pricePerUnit === undefined) {
              return { term: line.assortmentName, details: volume };
            }
            const price = formatNok(line.pricePerUnit);
            return { term: line.assortmentName, details: t`${volume} til ${price} per m³` };
          }),
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={RouterLink} to={PATHS.contracts}>
          <Trans>Gå til Tømmerkontrakter</Trans>
        </Button>
        <Button variant="outlined" onClick={onNew}>
          <Trans>Meld inn mer tømmer</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
