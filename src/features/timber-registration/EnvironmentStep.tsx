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
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AssortmentPrice,
  ConsiderationQuestion,
  Coordinate,
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
import { answerField, fieldId, partId, type StepProps } from './fields';
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
  const { t } = useLingui();
  const drawnIn = (area: readonly Coordinate[]) => {
    const size = formatDecares(areaInDecares(area));
    return t`Tegnet i kartet, ${size}`;
  };
  const period = `${formatDate(values.harvestFrom)} – ${formatDate(values.harvestTo)}`;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          <Trans>Miljøhensyn</Trans>
        </Typography>
        <QueryState
          query={questions}
          what={t`miljøspørsmålene`}
          loadingText={t`Henter miljøspørsmålene ...`}
          isEmpty={(list) => list.length === 0}
          empty={t`Det er ingen miljøspørsmål for denne hogstformen.`}
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
        label={t`Kommentar til andelslaget`}
        name="comment"
        value={values.comment}
        onChange={(comment) => {
          onChange({ comment });
        }}
      />

      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          <Trans>Oppsummering</Trans>
        </Typography>
        <SummarySection step={1} onEdit={onEdit}>
          <DescriptionList
            items={[
              { term: t`Eiendom`, details: property ? propertyLabel(property) : t`Ikke valgt` },
              {
                term: t`Hogstform`,
                details: values.loggingType === null ? t`Ikke valgt` : loggingTypeLabel(values.loggingType),
              },
              {
                term: t`Driftsform`,
                details:
                  values.operationType === null ? t`Ikke valgt` : operationTypeLabel(values.operationType),
              },
              { term: t`Ønsket hogstperiode`, details: period },
            ]}
          />
        </SummarySection>
        <SummarySection step={2} onEdit={onEdit}>
          <DescriptionList
            items={[
              ...(values.describeInText
                ? [{ term: t`Beskrivelse av stedet`, details: values.placeDescription }]
                : [
                    {
                      term: t`Hogstfelt`,
                      details: values.harvestArea ? drawnIn(values.harvestArea) : t`Ikke tegnet`,
                    },
                    {
                      term: t`Velteplass`,
                      details: values.landingPoint ? t`Plassert i kartet` : t`Ikke plassert`,
                    },
                  ]),
              {
                term: t`Leveringssted`,
                details:
                  supplyPoints?.find((point) => point.id === values.supplyPointId)?.name ??
                  t`Andelslaget foreslår`,
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
              { term: t`Sum`, details: formatVolume(totalVolume(values.volumes)) },
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
  const { t, i18n } = useLingui();
  const title = i18n._(STEP_TITLES[step]);
  const lowerCaseTitle = title.toLowerCase();
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2, borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 'bold' }}>
          {title}
        </Typography>
        <Button
          size="small"
          aria-label={t`Endre ${lowerCaseTitle}`}
          onClick={() => {
            onEdit(step);
          }}
        >
          <Trans>Endre</Trans>
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
  error: MessageDescriptor | undefined;
  onChange: (answer: YesNo) => void;
}) {
  const { i18n } = useLingui();
  const id = fieldId(answerField(question.id));
  const helpId = partId(id, 'hjelp');
  const labelId = partId(id, 'sporsmal');
  return (
    <FormControl id={id} error={Boolean(error)} required>
      <FormLabel id={labelId}>{question.text}</FormLabel>
      {question.helpText && <FormHelperText id={helpId}>{question.helpText}</FormHelperText>}
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={question.helpText ? helpId : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value === 'yes' ? 'yes' : 'no');
        }}
      >
        <FormControlLabel value="yes" control={<Radio />} label={answerLabel('yes')} />
        <FormControlLabel value="no" control={<Radio />} label={answerLabel('no')} />
      </RadioGroup>
      {error && <FormHelperText>{i18n._(error)}</FormHelperText>}
    </FormControl>
  );
}
