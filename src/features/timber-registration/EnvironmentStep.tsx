import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  AssortmentPrice,
  ConsiderationQuestion,
  Property,
  SupplyPoint,
} from '../../api/generated/model';
import { CommentBox } from '../../components/CommentBox';
import { DescriptionList } from '../../components/DescriptionList';
import { QueryState } from '../../components/QueryState';
import { loggingTypeLabel, operationTypeLabel } from '../../domain/codeSets';
import { answerLabel, type YesNo } from '../../domain/environmentalQuestions';
import { formatDate, formatVolume } from '../../domain/format';
import { areaInDecares, formatDecares } from '../../domain/harvestArea';
import { fieldId, type StepProps } from './fields';
import { answerOf, propertyLabel, STEP_TITLES, totalVolume, type StepNumber } from './registration';

/**
 * Step 4, 'Miljø og oppsummering': the environmental questions for the chosen logging type, a comment, and
 * everything the registration holds, each part with 'Endre' back to its step.
 */
export function EnvironmentStep({
  values,
  errors,
  onChange,
  questions,
  property,
  assortments,
  supplyPoints,
  onEdit,
}: StepProps & {
  questions: UseQueryResult<ConsiderationQuestion[]>;
  property: Property | undefined;
  assortments: readonly AssortmentPrice[] | undefined;
  supplyPoints: readonly SupplyPoint[] | undefined;
  onEdit: (step: StepNumber) => void;
}) {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Miljøhensyn
        </Typography>
        <QueryState
          query={questions}
          what="miljøspørsmålene"
          loadingText="Henter miljøspørsmålene ..."
          isEmpty={(list) => list.length === 0}
          empty="Det er ingen miljøspørsmål for denne hogstformen."
        >
          {(list) => (
            <Stack spacing={2}>
              {list.map((question) => (
                <YesNoQuestion
                  key={question.id}
                  question={question}
                  value={answerOf(values.answers, question.id)}
                  error={errors[`answer-${question.id}`]}
                  onChange={(answer) => {
                    onChange({ answers: { ...values.answers, [question.id]: answer } });
                  }}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Box>

      <CommentBox
        label="Kommentar til andelslaget"
        name="comment"
        value={values.comment}
        onChange={(comment) => {
          onChange({ comment });
        }}
      />

      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Oppsummering
        </Typography>
        <SummarySection step={1} onEdit={onEdit}>
          <DescriptionList
            items={[
              { term: 'Eiendom', details: property ? propertyLabel(property) : 'Ikke valgt' },
              {
                term: 'Hogstform',
                details: values.loggingType === null ? 'Ikke valgt' : loggingTypeLabel(values.loggingType),
              },
              {
                term: 'Driftsform',
                details:
                  values.operationType === null ? 'Ikke valgt' : operationTypeLabel(values.operationType),
              },
              {
                term: 'Ønsket hogstperiode',
                details: `${formatDate(values.harvestFrom)} – ${formatDate(values.harvestTo)}`,
              },
            ]}
          />
        </SummarySection>
        <SummarySection step={2} onEdit={onEdit}>
          <DescriptionList
            items={[
              ...(values.describeInText
                ? [{ term: 'Beskrivelse av stedet', details: values.placeDescription }]
                : [
                    {
                      term: 'Hogstfelt',
                      details: values.harvestArea
                        ? `Tegnet i kartet, ${formatDecares(areaInDecares(values.harvestArea))}`
                        : 'Ikke tegnet',
                    },
                    {
                      term: 'Velteplass',
                      details: values.landingPoint ? 'Plassert i kartet' : 'Ikke plassert',
                    },
                  ]),
              {
                term: 'Leveringssted',
                details:
                  supplyPoints?.find((point) => point.id === values.supplyPointId)?.name ??
                  'Andelslaget foreslår',
              },
            ]}
          />
        </SummarySection>
        <SummarySection step={3} onEdit={onEdit}>
          <DescriptionList
            items={[
              ...(assortments ?? [])
                .filter((assortment) => (values.volumes[assortment.id] ?? 0) > 0)
                .map((assortment) => ({
                  term: assortment.name,
                  details: formatVolume(values.volumes[assortment.id] ?? 0),
                })),
              { term: 'Sum', details: formatVolume(totalVolume(values.volumes)) },
            ]}
          />
        </SummarySection>
      </Box>
    </Stack>
  );
}

function SummarySection({
  step,
  onEdit,
  children,
}: {
  step: StepNumber;
  onEdit: (step: StepNumber) => void;
  children: ReactNode;
}) {
  const title = STEP_TITLES[step];
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2, borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 'bold' }}>
          {title}
        </Typography>
        <Button
          size="small"
          aria-label={`Endre ${title.toLowerCase()}`}
          onClick={() => {
            onEdit(step);
          }}
        >
          Endre
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

function YesNoQuestion({
  question,
  value,
  error,
  onChange,
}: {
  question: ConsiderationQuestion;
  value: YesNo | '';
  error: string | undefined;
  onChange: (answer: YesNo) => void;
}) {
  const id = fieldId(`answer-${question.id}`);
  const helpId = `${id}-hjelp`;
  return (
    <FormControl id={id} error={Boolean(error)} required>
      <FormLabel id={`${id}-sporsmal`}>{question.text}</FormLabel>
      {question.helpText && <FormHelperText id={helpId}>{question.helpText}</FormHelperText>}
      <RadioGroup
        row
        aria-labelledby={`${id}-sporsmal`}
        aria-describedby={question.helpText ? helpId : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value === 'yes' ? 'yes' : 'no');
        }}
      >
        <FormControlLabel value="yes" control={<Radio />} label={answerLabel('yes')} />
        <FormControlLabel value="no" control={<Radio />} label={answerLabel('no')} />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
