import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account } from '../../api/generated/model';
import { apiMessageOf, httpStatusOf } from '../../api/httpStatus';
import { SIGN_IN_PATH } from '../../auth/signInState';
import { instantParts } from '../../domain/formatInstant';
import { useSession } from '../../session/SessionProvider';
import { FromTheCooperative } from '../../components/FromTheCooperative';
import { useConfirmPasscode } from './api';
import {
  normalizePasscode,
  PASSCODE_EMPTY_MESSAGE,
  PASSCODE_FORMAT_MESSAGE,
  validatePasscode,
} from './passcode';
import { PATHS } from '../../paths';

const FIELD_ID = 'engangskode';
const RESULT_ID = 'engangskode-resultat';
const REJECTED_FALLBACK = msg`Koden ble ikke godkjent. Sjekk at du har skrevet den riktig.`;
const LOCKED_FALLBACK = msg`For mange feil koder. Vent en stund før du prøver igjen.`;

/** The rule's answers (passcode.ts speaks Norwegian), as messages in the active language. */
const PASSCODE_PROBLEMS: Record<string, MessageDescriptor> = {
  [PASSCODE_EMPTY_MESSAGE]: msg`Skriv inn koden du har fått.`,
  [PASSCODE_FORMAT_MESSAGE]: msg`Koden består av 4 til 8 siffer.`,
};

/**
 * A refusal: the API's own words when it gave any (Norwegian, from the cooperative: an English page says so),
 * else the portal's own message, in the active language.
 */
type Outcome =
  | { kind: 'confirmed'; passcode: string; at: number }
  | { kind: 'rejected'; apiMessage: string | null; fallback: MessageDescriptor }
  | { kind: 'failed' };

interface PasscodeForm {
  passcode: string;
}

/**
 * /oneTimeCode ('Engangskode'): contractors, transporters and forest-culture workers confirm the one-time
 * codes they are given, mostly on a phone in the field, one after the other.
 */
export function OneTimeCodePage() {
  const { state } = useSession();
  if (!state.userData) return <Navigate to={SIGN_IN_PATH} replace />;
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Engangskode</Trans>
      </Typography>
      {state.activeAccount ? (
        <PasscodeEntry contactId={state.userData.contactId} account={state.activeAccount} />
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={PATHS.accesses} color="inherit" size="small">
              <Trans>Bytt selskap</Trans>
            </Button>
          }
        >
          <Trans>Velg hvilket selskap du handler for før du bekrefter en kode.</Trans>
        </Alert>
      )}
    </Box>
  );
}

function PasscodeEntry({ contactId, account }: { contactId: string; account: Account }) {
  const { t, i18n } = useLingui();
  const problemText = (problem: string | undefined) => {
    if (problem === undefined) return undefined;
    const known = PASSCODE_PROBLEMS[problem];
    return known ? i18n._(known) : problem;
  };
  const confirmation = useConfirmPasscode();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { control, handleSubmit, reset, setFocus } = useForm<PasscodeForm>({
    defaultValues: { passcode: '' },
  });

  const submit = ({ passcode }: PasscodeForm) => {
    if (confirmation.isPending) return;
    setOutcome(null);
    confirmation.mutate(
      { passcode, contactId, accountId: account.id },
      {
        onSuccess: (result) => {
          if (result.confirmed) {
            setOutcome({ kind: 'confirmed', passcode, at: Date.now() });
            reset({ passcode: '' });
          } else {
            const message = result.message?.trim() ?? '';
            setOutcome({
              kind: 'rejected',
              apiMessage: message === '' ? null : message,
              fallback: REJECTED_FALLBACK,
            });
          }
        },
        onError: (error) => {
          // Too many wrong codes: the API locks the check for a while and says for how long.
          if (httpStatusOf(error) === 429) {
            setOutcome({
              kind: 'rejected',
              apiMessage: apiMessageOf(error) ?? null,
              fallback: LOCKED_FALLBACK,
            });
          } else {
            setOutcome({ kind: 'failed' });
          }
        },
      },
    );
  };

  // After a refusal the field is where the next step happens (fixing the code), and after 'Registrer en ny
  // kode' too (the next code); set before the field is drawn again, so focused in the effect after.
  const focusField = useRef(false);
  useEffect(() => {
    if (outcome?.kind === 'rejected' || outcome?.kind === 'failed' || focusField.current) {
      focusField.current = false;
      setFocus('passcode');
    }
  }, [outcome, setFocus]);

  const problem = outcome?.kind === 'rejected' || outcome?.kind === 'failed';
  const accountName = account.name;

  if (outcome?.kind === 'confirmed') {
    return (
      <ConfirmedReceipt
        passcode={outcome.passcode}
        at={outcome.at}
        accountName={account.name}
        onNext={() => {
          focusField.current = true;
          setOutcome(null);
        }}
      />
    );
  }

  return (
    <>
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Skriv inn engangskoden du har fått. Den vises i feltsystemet til skogeierandelslaget, eller kommer
          på SMS. Du bekrefter for {accountName}.
        </Trans>
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          void handleSubmit(submit)(event);
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {outcome?.kind === 'rejected' && (
          <Alert id={RESULT_ID} severity="error" sx={{ fontSize: '1rem' }}>
            {outcome.apiMessage === null ? (
              i18n._(outcome.fallback)
            ) : (
              <FromTheCooperative message={outcome.apiMessage} />
            )}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert id={RESULT_ID} severity="error" sx={{ fontSize: '1rem' }}>
            <Trans>Vi fikk ikke kontakt med tjenesten. Prøv igjen.</Trans>
          </Alert>
        )}
        <Controller
          name="passcode"
          control={control}
          rules={{ validate: validatePasscode }}
          render={({ field, fieldState }) => (
            <TextField
              id={FIELD_ID}
              label={t`Engangskode`}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(normalizePasscode(event.target.value));
              }}
              error={fieldState.error !== undefined || problem}
              helperText={problemText(fieldState.error?.message) ?? t`4 til 8 siffer.`}
              autoComplete="one-time-code"
              fullWidth
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  inputMode: 'numeric',
                  pattern: '[0-9]*',
                  autoCapitalize: 'off',
                  spellCheck: false,
                },
                input:
                  problem && fieldState.error === undefined
                    ? { 'aria-describedby': `${FIELD_ID}-helper-text ${RESULT_ID}` }
                    : {},
              }}
              sx={{
                '& .MuiInputBase-input': { fontSize: 28, letterSpacing: '0.2em', py: 1.5 },
              }}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={confirmation.isPending}
          sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' }, alignSelf: { sm: 'flex-start' } }}
        >
          <Trans>Bekreft kode</Trans>
        </Button>
      </Box>
    </>
  );
}

/**
 * The receipt of a confirmed code: what was confirmed, for whom and when, so a contractor who looks up from the
 * machine knows it went through; 'Registrer en ny kode' brings back the empty field (it takes focus, so Enter
 * goes on at once).
 */
function ConfirmedReceipt({
  passcode,
  at,
  accountName,
  onNext,
}: {
  passcode: string;
  at: number;
  accountName: string;
  onNext: () => void;
}) {
  const { i18n } = useLingui();
  const { date, time } = instantParts(at, i18n.locale === 'en' ? 'en' : 'nb');
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus();
  }, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="success" role="status" sx={{ fontSize: '1rem' }}>
        <AlertTitle sx={{ fontSize: '1.125rem' }}>
          <Trans>Koden er bekreftet</Trans>
        </AlertTitle>
        <Trans>
          Kode {passcode} for {accountName}, bekreftet {date} kl. {time}.
        </Trans>
      </Alert>
      <Button
        ref={next}
        variant="contained"
        size="large"
        onClick={onNext}
        sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' }, alignSelf: { sm: 'flex-start' } }}
      >
        <Trans>Registrer en ny kode</Trans>
      </Button>
    </Box>
  );
}
