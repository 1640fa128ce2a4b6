import { useQuery } from '@tanstack/react-query';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Property } from '../../api/generated/model';
import { DateField } from '../../components/date-picker';
import { QueryState } from '../../components/QueryState';
import { LOGGING_TYPES, OPERATION_TYPES } from '../../domain/codeSets';
import { formatDecares } from '../../domain/harvestArea';
import { propertiesQuery } from './api';
import { fieldId, partId, type StepProps } from './fields';
import { propertyLabel } from './registration';

/** Step 1, 'Eiendom og hogst': which property, how it is to be harvested, by whom and when. */
export function PropertyStep({ accountId, values, errors, onChange, today }: StepProps & { today: string }) {
  const { t, i18n } = useLingui();
  const properties = useQuery(propertiesQuery(accountId));
  const choiceLabel = (property: Property) => {
    const { name } = property;
    const label = propertyLabel(property);
    const area = formatDecares(property.weightedArea);
    return name ? t`${name}, ${label} (${area} produktiv skog)` : t`${label} (${area} produktiv skog)`;
  };

  return (
    <Stack spacing={3}>
      <FormControl id={fieldId('propertyId')} error={Boolean(errors.propertyId)} required>
        <FormLabel id="eiendom-tittel">
          <Trans>Eiendom</Trans>
        </FormLabel>
        <QueryState
          query={properties}
          what={t`eiendommene dine`}
          loadingText={t`Henter eiendommene ...`}
          isEmpty={(list) => list.length === 0}
          empty={
            <FormHelperText>
              <Trans>
                Kontoen har ingen eiendommer registrert hos andelslaget. Ring kundeservice, så hjelper vi deg.
              </Trans>
            </FormHelperText>
          }
        >
          {(list) => (
            <RadioGroup
              aria-labelledby="eiendom-tittel"
              value={values.propertyId}
              onChange={(event) => {
                onChange({ propertyId: event.target.value });
              }}
            >
              {list.map((property) => (
                <FormControlLabel
                  key={property.id}
                  value={property.id}
                  control={<Radio />}
                  label={choiceLabel(property)}
                />
              ))}
            </RadioGroup>
          )}
        </QueryState>
        {errors.propertyId && <FormHelperText>{i18n._(errors.propertyId)}</FormHelperText>}
      </FormControl>

      <CodeRadioGroup
        field="loggingType"
        label={t`Hogstform`}
        options={LOGGING_TYPES}
        value={values.loggingType}
        error={errors.loggingType}
        onChange={(loggingType) => {
          onChange({ loggingType });
        }}
      />

      <CodeRadioGroup
        field="operationType"
        label={t`Driftsform`}
        options={OPERATION_TYPES}
        value={values.operationType}
        error={errors.operationType}
        onChange={(operationType) => {
          onChange({ operationType });
        }}
      />

      <FormControl component="fieldset">
        <FormLabel component="legend">
          <Trans>Ønsket hogstperiode</Trans>
        </FormLabel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <DateField
            id={fieldId('harvestFrom')}
            label={t`Tidligst fra`}
            value={values.harvestFrom}
            minDate={today}
            required
            error={errors.harvestFrom && i18n._(errors.harvestFrom)}
            onChange={(harvestFrom, problem) => {
              onChange({ harvestFrom, harvestFromProblem: problem });
            }}
          />
          <DateField
            id={fieldId('harvestTo')}
            label={t`Senest til`}
            value={values.harvestTo}
            minDate={values.harvestFrom ?? today}
            required
            error={errors.harvestTo && i18n._(errors.harvestTo)}
            onChange={(harvestTo, problem) => {
              onChange({ harvestTo, harvestToProblem: problem });
            }}
          />
        </Stack>
      </FormControl>
    </Stack>
  );
}

function CodeRadioGroup({
  field,
  label,
  options,
  value,
  error,
  onChange,
}: {
  field: 'loggingType' | 'operationType';
  label: string;
  options: readonly { code: number; label: string }[];
  value: number | null;
  error: MessageDescriptor | undefined;
  onChange: (code: number) => void;
}) {
  const { i18n } = useLingui();
  const labelId = partId(fieldId(field), 'tittel');
  return (
    <FormControl id={fieldId(field)} error={Boolean(error)} required>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          onChange(Number(event.target.value));
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.code}
            value={String(option.code)}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{i18n._(error)}</FormHelperText>}
    </FormControl>
  );
}
