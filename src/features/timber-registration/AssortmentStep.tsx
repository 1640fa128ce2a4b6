import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssortmentPrice, Property } from '../../api/generated/model';
import { QueryState } from '../../components/QueryState';
import { QuantityInput } from '../../components/QuantityInput';
import { SortimentGuide } from '../../components/SortimentGuide';
import { formatNok, formatVolume } from '../../domain/format';
import { assortmentsQuery } from './api';
import { fieldId, type StepProps } from './fields';
import { totalVolume } from './registration';

/** The unit of the volumes: a symbol, the same in every language. */
const CUBIC_METRES = 'm³';

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
  const { t, i18n } = useLingui();
  const operationType = values.operationType ?? 1;
  const pricePerCubicMetre = (price: string) => t`${price} per m³`;
  const sumOf = (sum: string) => t`Sum: ${sum}`;
  const valueOf = (value: string) => t`Anslått verdi etter prislisten: ${value}`;
  const assortments = useQuery({
    ...assortmentsQuery(accountId, property?.knr ?? '', operationType),
    enabled: Boolean(property),
  });

  return (
    <Stack spacing={3}>
      <SortimentGuide />
      <Box id={fieldId('volumes')} tabIndex={-1}>
        <Typography variant="h6" component="h3" gutterBottom>
          <Trans>Anslått volum per sortiment</Trans>
        </Typography>
        {!property ? (
          <Typography>
            <Trans>Velg eiendom i steg 1 først.</Trans>
          </Typography>
        ) : (
          <QueryState
            query={assortments}
            what={t`sortimentene og prisene`}
            loadingText={t`Henter sortimentene og prisene ...`}
            isEmpty={(list) => list.length === 0}
            empty={t`Andelslaget har ingen priser for denne kommunen og driftsformen ennå. Skriv et anslag i kommentaren i siste steg, så tar vi kontakt.`}
          >
            {(list) => (
              <Stack spacing={2}>
                <Typography>
                  <Trans>
                    Skriv hvor mange kubikkmeter (m³) du regner med av hvert sortiment. Et grovt anslag
                    holder; andelslaget måler tømmeret når det leveres.
                  </Trans>
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
                      unit={CUBIC_METRES}
                      value={values.volumes[assortment.id] ?? 0}
                      onChange={(volume) => {
                        onChange({ volumes: { ...values.volumes, [assortment.id]: volume } });
                      }}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {pricePerCubicMetre(formatNok(assortment.pricePerCubicMetre))}
                      {assortment.description ? ` – ${assortment.description}` : ''}
                    </Typography>
                  </Stack>
                ))}
                <Box aria-live="polite">
                  <Typography sx={{ fontWeight: 'bold' }}>
                    {sumOf(formatVolume(totalVolume(values.volumes)))}
                  </Typography>
                  <Typography>{valueOf(formatNok(estimatedValue(values.volumes, list)))}</Typography>
                </Box>
              </Stack>
            )}
          </QueryState>
        )}
        {errors.volumes && <FormHelperText error>{i18n._(errors.volumes)}</FormHelperText>}
      </Box>
    </Stack>
  );
}
