import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssortmentPrice, Property } from '../../api/generated/model';
import { QueryState } from '../../components/QueryState';
import { QuantityInput } from '../../components/QuantityInput';
import { SortimentGuide } from '../../components/SortimentGuide';
import { formatNok, formatVolume } from '../../domain/format';
import { assortmentsQuery } from './api';
import { fieldId, type StepProps } from './fields';
import { totalVolume } from './registration';

/** The estimated value of the volumes at the listed prices, in whole kroner. */
export const estimatedValue = (
  volumes: Record<string, number>,
  assortments: readonly AssortmentPrice[],
): number =>
  Math.round(
    assortments.reduce(
      (sum, assortment) => sum + (volumes[assortment.id] ?? 0) * assortment.pricePerCubicMetre,
      0,
    ),
  );

/**
 * Step 3, 'Sortiment': the assortments the cooperative buys in the property's municipality for the chosen
 * operation type, with their prices, an estimated volume (m³) per assortment and the sum.
 */
export function AssortmentStep({
  accountId,
  values,
  errors,
  onChange,
  property,
}: StepProps & { property: Property | undefined }) {
  const operationType = values.operationType ?? 1;
  const assortments = useQuery({
    ...assortmentsQuery(accountId, property?.knr ?? '', operationType),
    enabled: Boolean(property),
  });

  return (
    <Stack spacing={3}>
      <SortimentGuide />
      <Box id={fieldId('volumes')} tabIndex={-1}>
        <Typography variant="h6" component="h3" gutterBottom>
          Anslått volum per sortiment
        </Typography>
        {!property ? (
          <Typography>Velg eiendom i steg 1 først.</Typography>
        ) : (
          <QueryState
            query={assortments}
            what="sortimentene og prisene"
            loadingText="Henter sortimentene og prisene ..."
            isEmpty={(list) => list.length === 0}
            empty="Andelslaget har ingen priser for denne kommunen og driftsformen ennå. Skriv et anslag i kommentaren i siste steg, så tar vi kontakt."
          >
            {(list) => (
              <Stack spacing={2}>
                <Typography>
                  Skriv hvor mange kubikkmeter (m³) du regner med av hvert sortiment. Et grovt anslag holder;
                  andelslaget måler tømmeret når det leveres.
                </Typography>
                {list.map((assortment) => (
                  <Stack
                    key={assortment.id}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0.5, sm: 2 }}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <QuantityInput
                      label={assortment.name}
                      name={`volum-${assortment.id}`}
                      unit="m³"
                      value={values.volumes[assortment.id] ?? 0}
                      onChange={(volume) => {
                        onChange({ volumes: { ...values.volumes, [assortment.id]: volume } });
                      }}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {formatNok(assortment.pricePerCubicMetre)} per m³
                      {assortment.description ? ` – ${assortment.description}` : ''}
                    </Typography>
                  </Stack>
                ))}
                <Box aria-live="polite">
                  <Typography sx={{ fontWeight: 'bold' }}>
                    Sum: {formatVolume(totalVolume(values.volumes))}
                  </Typography>
                  <Typography>
                    Anslått verdi etter prislisten: {formatNok(estimatedValue(values.volumes, list))}
                  </Typography>
                </Box>
              </Stack>
            )}
          </QueryState>
        )}
        {errors.volumes && <FormHelperText error>{errors.volumes}</FormHelperText>}
      </Box>
    </Stack>
  );
}
