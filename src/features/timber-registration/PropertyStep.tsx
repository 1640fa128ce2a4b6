import { useQuery } from '@tanstack/react-query';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DateField } from '../../components/date-picker';
import { QueryState } from '../../components/QueryState';
import { LOGGING_TYPES, OPERATION_TYPES } from '../../domain/codeSets';
import { formatDecares } from '../../domain/harvestArea';
import { propertiesQuery } from './api';
import { fieldId, type StepProps } from './fields';
import { propertyLabel } from './registration';

/** Step 1, 'Eiendom og hogst': which property, how it is to be harvested, by whom and when. */
export function PropertyStep({ accountId, values, errors, onChange, today }: StepProps & { today: string }) {
  const properties = useQuery(propertiesQuery(accountId));

  return (
    <Stack spacing={3}>
      <FormControl id={fieldId('propertyId')} error={Boolean(errors.propertyId)} required>
        <FormLabel id="eiendom-tittel">Eiendom</FormLabel>
        <QueryState
          query={properties}
          what="eiendommene dine"
          loadingText="Henter eiendommene ..."
          isEmpty={(list) => list.length === 0}
          empty={
            <FormHelperText>
              Kontoen har ingen eiendommer registrert hos andelslaget. Ring kundeservice, så hjelper vi deg.
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
                  label={`${property.name ? `${property.name}, ` : ''}${propertyLabel(property)} (${formatDecares(property.weightedArea)} produktiv skog)`}
                />
              ))}
            </RadioGroup>
          )}
        </QueryState>
        {errors.propertyId && <FormHelperText>{errors.propertyId}</FormHelperText>}
      </FormControl>

      <CodeRadioGroup
        field="loggingType"
        label="Hogstform"
        options={LOGGING_TYPES}
        value={values.loggingType}
        error={errors.loggingType}
        onChange={(loggingType) => {
          onChange({ loggingType });
        }}
      />

      <CodeRadioGroup
        field="operationType"
        label="Driftsform"
        options={OPERATION_TYPES}
        value={values.operationType}
        error={errors.operationType}
        onChange={(operationType) => {
          onChange({ operationType });
        }}
      />

      <FormControl component="fieldset">
        <FormLabel component="legend">Ønsket hogstperiode</FormLabel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <DateField
            id={fieldId('harvestFrom')}
            label="Tidligst fra"
            value={values.harvestFrom}
            minDate={today}
            required
            error={errors.harvestFrom}
            onChange={(harvestFrom, problem) => {
              onChange({ harvestFrom, harvestFromProblem: problem });
            }}
          />
          <DateField
            id={fieldId('harvestTo')}
            label="Senest til"
            value={values.harvestTo}
            minDate={values.harvestFrom ?? today}
            required
            error={errors.harvestTo}
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
  error: string | undefined;
  onChange: (code: number) => void;
}) {
  const labelId = `${fieldId(field)}-tittel`;
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
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
