import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account, Contract, ContractDetail } from '../../api/generated/model';
import { apiMessageOf } from '../../api/httpStatus';
import { ErrorSummary } from '../../components/ErrorSummary';
import { WizardHeader } from '../../components/WizardHeader';
import { todayInOslo } from '../../domain/format';
import { useUserData } from '../../session/hooks';
import { reportError } from '../../telemetry/errorTracking';
import {
  assortmentsQuery,
  propertiesQuery,
  questionsQuery,
  supplyPointsQuery,
  useSaveRegistration,
  type SaveKind,
} from './api';
import { ApiMessageOr } from './ApiMessageOr';
import { AssortmentStep } from './AssortmentStep';
import { EnvironmentStep } from './EnvironmentStep';
import { summaryItems } from './fields';
import { MapStep } from './MapStep';
import { PropertyStep } from './PropertyStep';
import {
  hasErrors,
  STEP_COUNT,
  STEP_TITLES,
  validateStep,
  type RegistrationValues,
  type StepErrors,
  type StepNumber,
  type WizardMemory,
} from './registration';

/**
 * The four steps under the wizard header. 'Neste' checks the step, saves the draft on the server and moves
 * focus to the next step's heading; 'Tilbake' keeps everything; 'Fullfør senere' saves and leaves; 'Send inn'
 * saves and sends. A failed save keeps the step and every value, with the reason and 'Prøv igjen'.
 */
export function RegistrationWizard({
  account,
  memory,
  onMemoryChange,
  onSent,
  onSavedForLater,
}: {
  account: Account;
  memory: WizardMemory;
  onMemoryChange: (update: (previous: WizardMemory) => WizardMemory) => void;
  /** After 'Send inn': the registration and its contract lines as the API stored and priced them. */
  onSent: (contract: Contract, lines: ContractDetail[]) => void;
  onSavedForLater: () => void;
}) {
  const { t, i18n } = useLingui();
  const user = useUserData();
  const { step, values } = memory;
  const [errors, setErrors] = useState<StepErrors>({});
  const [failedSave, setFailedSave] = useState<SaveKind | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const today = todayInOslo();

  const properties = useQuery(propertiesQuery(account.id));
  const property = properties.data?.find((item) => item.id === values.propertyId);
  const assortments = useQuery({
    ...assortmentsQuery(account.id, property?.knr ?? '', values.operationType ?? 1),
    enabled: Boolean(property) && step >= 3,
  });
  const questions = useQuery({
    ...questionsQuery(account.id, values.loggingType ?? 0),
    enabled: values.loggingType !== null && step === 4,
  });
  const supplyPoints = useQuery({ ...supplyPointsQuery(account.id), enabled: step >= 2 });

  useEffect(() => {
    // The first step keeps focus where the page put it; every later step starts at its heading.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const change = (patch: Partial<RegistrationValues>) => {
    onMemoryChange((previous) => ({ ...previous, values: { ...previous.values, ...patch } }));
  };
  const goTo = (next: StepNumber) => {
    setErrors({});
    setFailedSave(null);
    onMemoryChange((previous) => ({ ...previous, step: next }));
  };

  /** The answers to the questions asked now: a changed logging type must not send old answers. */
  const withAskedAnswers = (current: RegistrationValues): RegistrationValues => {
    if (!questions.data) return current;
    const asked = new Set<string>(questions.data.map((question) => question.id));
    return {
      ...current,
      answers: Object.fromEntries(Object.entries(current.answers).filter(([id]) => asked.has(id))),
    };
  };

  const save = useSaveRegistration(
    {
      accountId: account.id,
      contactId: user.contactId,
      step,
      saved: memory.draft,
      assortments: assortments.data,
      withAskedAnswers,
    },
    {
      onMutate: () => {
        setFailedSave(null);
      },
      onSuccess: ({ kind, contract, lines, values: saved }) => {
        if (kind === 'send') {
          onSent(contract, lines ?? []);
          return;
        }
        if (kind === 'later') {
          onSavedForLater();
          return;
        }
        onMemoryChange((previous) => ({
          ...previous,
          draft: contract,
          values: saved,
          step: (previous.step + 1) as StepNumber,
        }));
        setErrors({});
      },
      onError: (error, { kind }) => {
        setFailedSave(kind);
        reportError(error, {
          location: `Tømmerinnmelding: lagre (steg ${String(step)}, ${kind})`,
          contractId: memory.draft?.contractId ?? null,
        });
      },
    },
  );

  const check = (): boolean => {
    const found = validateStep(step, values, { today, questions: questions.data });
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => summary.current?.focus());
      return false;
    }
    return true;
  };

  const stepContent = () => {
    const common = { accountId: account.id, values, errors, onChange: change };
    switch (step) {
      case 1:
        return <PropertyStep {...common} today={today} />;
      case 2:
        return <MapStep {...common} property={property} />;
      case 3:
        return <AssortmentStep {...common} property={property} />;
      case 4:
        return (
          <EnvironmentStep
            {...common}
            questions={questions}
            property={property}
            assortments={assortments.data}
            supplyPoints={supplyPoints.data}
            onEdit={goTo}
          />
        );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
      aria-label={t`Tømmerinnmelding`}
    >
      <WizardHeader
        step={step}
        stepCount={STEP_COUNT}
        title={i18n._(STEP_TITLES[step])}
        stepTitles={Object.values(STEP_TITLES).map((title) => i18n._(title))}
        headingRef={heading}
        finishingLater={save.isPending && save.variables.kind === 'later'}
        onFinishLater={() => {
          save.mutate({ kind: 'later', current: values });
        }}
      />
      <ErrorSummary ref={summary} items={summaryItems(errors, i18n)} />
      {failedSave && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                save.mutate({ kind: failedSave, current: values });
              }}
            >
              <Trans>Prøv igjen</Trans>
            </Button>
          }
        >
          <ApiMessageOr
            message={apiMessageOf(save.error)}
            fallback={
              failedSave === 'send' ? (
                <Trans>Innmeldingen ble ikke sendt.</Trans>
              ) : (
                <Trans>Vi klarte ikke å lagre innmeldingen.</Trans>
              )
            }
          />{' '}
          <Trans>Alt du har skrevet er tatt vare på.</Trans>
        </Alert>
      )}
      {stepContent()}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        {step > 1 && (
          <Button
            variant="outlined"
            disabled={save.isPending}
            onClick={() => {
              goTo((step - 1) as StepNumber);
            }}
          >
            <Trans>Tilbake</Trans>
          </Button>
        )}
        {step < STEP_COUNT ? (
          <Button
            variant="contained"
            type="submit"
            loading={save.isPending && save.variables.kind === 'next'}
            disabled={save.isPending}
            onClick={() => {
              if (check()) save.mutate({ kind: 'next', current: values });
            }}
          >
            <Trans>Neste</Trans>
          </Button>
        ) : (
          <Button
            variant="contained"
            type="submit"
            loading={save.isPending && save.variables.kind === 'send'}
            disabled={save.isPending}
            onClick={() => {
              if (check()) save.mutate({ kind: 'send', current: values });
            }}
          >
            <Trans>Send inn</Trans>
          </Button>
        )}
      </Stack>
    </Box>
  );
}
