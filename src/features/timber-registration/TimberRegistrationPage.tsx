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
  type WizardMemory,
} from './registration';
import { RegistrationWizard } from './RegistrationWizard';
import { PATHS } from '../../paths';

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
        Tømmerinnmelding
      </Typography>
      <Registration key={account.id} account={account} />
    </Box>
  );
}

function Registration({ account }: { account: Account }) {
  const [memory, setMemory, forget] = useFormMemory(`tommerinnmelding:${account.id}`, START, parseMemory);
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
        showToast('Innmeldingen er lagret. Du kan fortsette der du slapp under Tømmerinnmelding.', {
          variant: 'success',
        });
        void navigate(PATHS.home);
      }}
    />
  );
}

/** Before the wizard: continue the draft saved with 'Fullfør senere', or start anew. */
function Start({ accountId, onBegin }: { accountId: string; onBegin: (memory: WizardMemory) => void }) {
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
  const discard = useDiscardDraft(accountId, {
    onSuccess: () => {
      onBegin(FRESH);
    },
  });

  return (
    <QueryState
      query={drafts}
      what="innmeldingene du ikke har sendt ennå"
      loadingText="Ser etter innmeldinger du ikke har sendt ..."
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
              Start en ny innmelding
            </Button>
          </Box>
        </Stack>
      )}
      // No draft: the effect above starts a new registration.
      isEmpty={(list) => list.length === 0}
      empty={<LoadingSpinner text="Starter innmeldingen ..." />}
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
                Du har en innmelding som ikke er sendt
              </Typography>
              <DescriptionList
                items={[
                  { term: 'Påbegynt', details: formatDate(draft.createdDate) },
                  { term: 'Eiendom', details: draft.propertyName ?? 'Ikke valgt' },
                  {
                    term: 'Hogstform',
                    details: draft.loggingType ? loggingTypeLabel(draft.loggingType) : 'Ikke valgt',
                  },
                  {
                    term: 'Du slapp på',
                    details: `Steg ${String(stepOf(draft.registrationStep))}: ${STEP_TITLES[stepOf(draft.registrationStep)]}`,
                  },
                ]}
              />
              {(resume.isError || discard.isError) && (
                <Alert severity="error" sx={{ my: 2 }}>
                  {resume.isError
                    ? 'Vi klarte ikke å hente innmeldingen. Prøv igjen.'
                    : `${apiMessageOf(discard.error) ?? 'Vi klarte ikke å slette innmeldingen.'} Prøv igjen.`}
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
                  Fortsett innmeldingen
                </Button>
                <Button
                  variant="outlined"
                  loading={discard.isPending}
                  disabled={resume.isPending}
                  onClick={() => {
                    discard.mutate(draft);
                  }}
                >
                  Slett den og start på nytt
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={2}>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
        Innmeldingen er sendt
      </Typography>
      <Alert severity="success">
        Takk! Andelslaget har fått tømmerinnmeldingen din med nummer {contract.contractNumber}. En
        skogbruksleder tar kontakt for å avtale hogsten.
      </Alert>
      <DescriptionList
        items={[
          { term: 'Innmeldingsnummer', details: contract.contractNumber },
          { term: 'Sendt', details: formatDate(todayInOslo()) },
          { term: 'Eiendom', details: contract.propertyName ?? '' },
          ...lines.map((line) => ({
            term: line.assortmentName,
            details:
              line.pricePerUnit === null || line.pricePerUnit === undefined
                ? formatVolume(line.volume)
                : `${formatVolume(line.volume)} til ${formatNok(line.pricePerUnit)} per m³`,
          })),
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={RouterLink} to={PATHS.contracts}>
          Gå til Tømmerkontrakter
        </Button>
        <Button variant="outlined" onClick={onNew}>
          Meld inn mer tømmer
        </Button>
      </Stack>
    </Stack>
  );
}
