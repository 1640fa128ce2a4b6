import { useEffect, useId, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract, EnvironmentalConsiderations } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';
import { BackButton } from '../../components/BackButton';
import { QueryState } from '../../components/QueryState';
import { isEnvironmentalReportCompleted, operationTypeLabel } from '../../domain/codeSets';
import {
  answerLabel,
  answersOf,
  encodeAnswers,
  ENVIRONMENTAL_QUESTIONS,
  questionsFor,
  type Answers,
  type EnvironmentalQuestion,
  type FormAnswer,
  type QuestionId,
} from '../../domain/environmentalQuestions';
import { reportError } from '../../telemetry/errorTracking';
import { considerationsQuery, useSaveConsiderations } from './api';
import { ContractJourney } from './ContractJourney';
import { WithChosenContract, type ChosenContract } from './chosenContract';
import { environmentalReportRoute } from '../../domain/contractRules';
import { PATHS } from '../../paths';
import { FORM_COLUMN_SX } from '../../components/pageWidths';

const SENT_MESSAGE = msg`Miljørapporten er sendt inn`;
const UNANSWERED_SUMMARY = msg`Svar på alle spørsmålene før du sender inn.`;
const UNANSWERED_QUESTION = msg`Velg ja eller nei.`;
const SAVE_FAILED = msg`Vi klarte ikke å sende inn miljørapporten. Prøv igjen.`;
const ERROR_LOCATION = 'Tømmerkontrakter: miljørapport';

/** /timberContract/envReportPrivate: the environmental report of an operation the owner ran (types 2 and 6). */
export function EnvironmentalReportPrivatePage() {
  return <EnvironmentalReportPage privateOperation />;
}

/** /timberContract/envReportAToperation: the environmental report of an operation the cooperative ran. */
export function EnvironmentalReportOperationPage() {
  return <EnvironmentalReportPage privateOperation={false} />;
}

function EnvironmentalReportPage({ privateOperation }: { privateOperation: boolean }) {
  return (
    <Box sx={FORM_COLUMN_SX}>
      <BackButton to={PATHS.contracts} />
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Miljørapport</Trans>
      </Typography>
      <WithChosenContract>
        {(chosen) => <EnvironmentalReport {...chosen} privateOperation={privateOperation} />}
      </WithChosenContract>
    </Box>
  );
}

interface ReportProps extends ChosenContract {
  privateOperation: boolean;
}

function EnvironmentalReport({ contract, accountId, privateOperation }: ReportProps) {
  const { t } = useLingui();
  const considerations = useQuery(considerationsQuery(accountId, contract.contractId, privateOperation));
  /** The report as the API saved it, once it is sent from this page. */
  const [sent, setSent] = useState<EnvironmentalConsiderations | null>(null);

  // The contract's operation type decides the variant; opened under the other one, go to the right one.
  const ownRoute = environmentalReportRoute(contract);
  if (
    ownRoute !== (privateOperation ? PATHS.environmentalReportPrivate : PATHS.environmentalReportOperation)
  ) {
    return <Navigate to={ownRoute} replace />;
  }

  const completed = sent !== null || isEnvironmentalReportCompleted(contract.completedEnvironmentalReport);

  return (
    <>
      <ContractSummary contract={contract} />
      <ContractJourney contract={contract} />
      <QueryState query={considerations} what={t`miljørapporten`} loadingText={t`Henter miljørapporten...`}>
        {(report) =>
          completed ? (
            <SentReport
              report={sent ?? report}
              privateOperation={privateOperation}
              justSent={sent !== null}
            />
          ) : (
            <ReportForm
              contract={contract}
              accountId={accountId}
              privateOperation={privateOperation}
              report={report}
              onSent={setSent}
            />
          )
        }
      </QueryState>
    </>
  );
}

function ContractSummary({ contract }: { contract: Contract }) {
  // `t` in the render: the summary renders again when the language changes (the operation type's label follows it).
  const { t } = useLingui();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        mt: 0,
        mb: 3,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      <dt>{t`Kontrakt`}</dt>
      <dd>{contract.contractNumber}</dd>
      <dt>{t`Driftsform`}</dt>
      <dd>{operationTypeLabel(contract.operationType)}</dd>
      {contract.propertyName && (
        <>
          <dt>{t`Eiendom`}</dt>
          <dd>{contract.propertyName}</dd>
        </>
      )}
    </Box>
  );
}

/** A sent report: read-only, each question with 'Ja', 'Nei' or 'Ikke besvart'. */
function SentReport({
  report,
  privateOperation,
  justSent,
}: {
  report: EnvironmentalConsiderations;
  privateOperation: boolean;
  justSent: boolean;
}) {
  const { i18n } = useLingui();
  const statusRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const answers = answersOf(report);
  const asked = new Set<QuestionId>(questionsFor(privateOperation).map((question) => question.id));
  // The variant's questions, and any other answer the API holds (nothing stored is hidden).
  const shown = ENVIRONMENTAL_QUESTIONS.filter(
    (question) => asked.has(question.id) || answers[question.id] !== undefined,
  );

  // Sent from this page: the form is gone, so keyboard and screen-reader users continue from the status.
  useEffect(() => {
    if (justSent) statusRef.current?.focus();
  }, [justSent]);

  return (
    <>
      <Alert severity="success" role="status" ref={statusRef} tabIndex={-1} sx={{ mb: 3 }}>
        {i18n._(SENT_MESSAGE)}
      </Alert>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        <Trans>Svarene i rapporten</Trans>
      </Typography>
      <Box
        component="dl"
        aria-labelledby={headingId}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr max-content' },
          columnGap: 3,
          m: 0,
          '& dt, & dd': { py: 1, borderBottom: 1, borderColor: 'divider' },
          '& dt': { borderBottom: { xs: 0, sm: 1 }, pb: { xs: 0, sm: 1 } },
          '& dd': { m: 0, fontWeight: 700, pt: { xs: 0.25, sm: 1 } },
        }}
      >
        {shown.map((question) => (
          <Box key={question.id} sx={{ display: 'contents' }}>
            <dt>{question.text}</dt>
            <dd>{answerLabel(answers[question.id])}</dd>
          </Box>
        ))}
      </Box>
    </>
  );
}

type ReportValues = Partial<Record<QuestionId, FormAnswer>>;

interface ReportFormProps {
  contract: Contract;
  accountId: string;
  privateOperation: boolean;
  report: EnvironmentalConsiderations;
  onSent: (saved: EnvironmentalConsiderations) => void;
}

function ReportForm({ contract, accountId, privateOperation, report, onSent }: ReportFormProps) {
  const { t, i18n } = useLingui();
  const idPrefix = useId();
  const questions = questionsFor(privateOperation);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryFocusRequest, setSummaryFocusRequest] = useState(0);

  const { control, handleSubmit, formState, setFocus } = useForm<ReportValues>({
    defaultValues: initialValues(questions, answersOf(report)),
    shouldFocusError: false,
  });
  const unanswered = questions.filter((question) => formState.errors[question.id] !== undefined);

  useEffect(() => {
    if (summaryFocusRequest > 0) summaryRef.current?.focus();
  }, [summaryFocusRequest]);

  const save = useSaveConsiderations(accountId, contract.contractId, privateOperation, {
    onSuccess: (saved) => {
      showToast(i18n._(SENT_MESSAGE), { variant: 'success' });
      onSent(saved);
    },
    onError: (error) => {
      // Sent already (another tab or device): the hook fetches the contract and report again to show it.
      if (httpStatusOf(error) === 409) return;
      reportError(error, { location: ERROR_LOCATION, contractId: contract.contractId });
    },
  });
  const alreadySent = save.isError && httpStatusOf(save.error) === 409;

  const submit = handleSubmit(
    (values) => {
      if (save.isPending) return;
      const answers: Answers = {};
      for (const question of questions) {
        const answer = values[question.id];
        if (answer === 'yes' || answer === 'no') answers[question.id] = answer;
      }
      save.mutate(encodeAnswers({ ...report, contractId: contract.contractId, privateOperation }, answers));
    },
    () => {
      setSummaryFocusRequest((count) => count + 1);
    },
  );

  const fieldId = (id: QuestionId) => `${idPrefix}-${id}`;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t`Miljørapport`}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      {unanswered.length > 0 && (
        <Alert severity="error" ref={summaryRef} tabIndex={-1} sx={{ mb: 3 }}>
          <AlertTitle>{i18n._(UNANSWERED_SUMMARY)}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {unanswered.map((question) => (
              <li key={question.id}>
                <Link
                  href={`#${fieldId(question.id)}`}
                  color="inherit"
                  onClick={(event) => {
                    event.preventDefault();
                    setFocus(question.id);
                  }}
                >
                  {question.text}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Svar ja eller nei på alle spørsmålene om hensynene som er tatt i driften. Når rapporten er sendt
          inn, kan den ikke endres.
        </Trans>
      </Typography>
      <Stack spacing={3}>
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            control={control}
            inputId={fieldId(question.id)}
          />
        ))}
        {save.isError &&
          (alreadySent ? (
            <Alert severity="info">
              <Trans>Miljørapporten er allerede sendt inn. Vi henter den innsendte rapporten.</Trans>
            </Alert>
          ) : (
            <Alert severity="error">{i18n._(SAVE_FAILED)}</Alert>
          ))}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={save.isPending}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            <Trans>Send inn miljørapport</Trans>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function initialValues(questions: readonly EnvironmentalQuestion[], answers: Answers): ReportValues {
  const values: ReportValues = {};
  for (const question of questions) values[question.id] = answers[question.id] ?? '';
  return values;
}

/** One question: a fieldset with the question as legend and a 'Ja'/'Nei' radio group. */
function QuestionField({
  question,
  control,
  inputId,
}: {
  question: EnvironmentalQuestion;
  control: Control<ReportValues>;
  inputId: string;
}) {
  const { t, i18n } = useLingui();
  /* eslint-disable lingui/no-unlocalized-strings -- element ids, not text */
  const legendId = `${inputId}-sporsmal`;
  const helpId = `${inputId}-hjelp`;
  const errorId = `${inputId}-feil`;
  /* eslint-enable lingui/no-unlocalized-strings */
  return (
    <Controller
      name={question.id}
      control={control}
      // The rule keeps the message itself, shown in the language active when it shows (below).
      rules={{ validate: (value) => value === 'yes' || value === 'no' || UNANSWERED_QUESTION.id }}
      render={({ field, fieldState }) => {
        const describedBy = [question.help ? helpId : null, fieldState.error ? errorId : null]
          .filter((id) => id !== null)
          .join(' ');
        return (
          <FormControl component="fieldset" error={fieldState.error !== undefined} sx={{ minWidth: 0 }}>
            <FormLabel
              component="legend"
              id={legendId}
              sx={{ color: 'text.primary', fontWeight: 700, mb: 0.5 }}
            >
              {question.text}
            </FormLabel>
            {question.help && (
              <FormHelperText id={helpId} error={false} sx={{ mx: 0, mt: 0, mb: 0.5, fontSize: '0.875rem' }}>
                {question.help}
              </FormHelperText>
            )}
            <RadioGroup
              row
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => {
                field.onChange(event.target.value);
              }}
              onBlur={field.onBlur}
              aria-labelledby={legendId}
              aria-describedby={describedBy === '' ? undefined : describedBy}
              aria-required="true"
              aria-invalid={fieldState.error !== undefined}
            >
              <FormControlLabel
                value="yes"
                label={t`Ja`}
                control={<Radio slotProps={{ input: { id: inputId, ref: field.ref } }} />}
              />
              <FormControlLabel value="no" label={t`Nei`} control={<Radio />} />
            </RadioGroup>
            {fieldState.error && (
              <FormHelperText id={errorId} sx={{ mx: 0, fontSize: '0.875rem', fontWeight: 700 }}>
                {i18n._(UNANSWERED_QUESTION)}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
