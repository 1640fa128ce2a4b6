import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PropertyPlanDataEligibility } from '../../api/generated/model';
import { BackButton } from '../../components/BackButton';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../domain/format';
import { isEligibleForPlanOrder } from '../../domain/planOrder';
import { useAccount } from '../../session/hooks';
import { planOrderEligibilityQuery } from './api';
import { OrderReceivedDialog } from './OrderReceivedDialog';
import { PropertyPlanOrderForm } from './PropertyPlanOrderForm';
import { PATHS } from '../../paths';

const propertyLabel = (entry: PropertyPlanDataEligibility) =>
  entry.name ? `${entry.propertyNumber} · ${entry.name}` : entry.propertyNumber;

/** The eligible properties by plan territory, alphabetically, as the letter and the map name them. */
function byTerritory(entries: PropertyPlanDataEligibility[]): [string, PropertyPlanDataEligibility[]][] {
  const groups = new Map<string, PropertyPlanDataEligibility[]>();
  for (const entry of entries) {
    const territory = entry.propertyInfo.territoryName;
    groups.set(territory, [...(groups.get(territory) ?? []), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'nb'));
}

function Heading() {
  return (
    <>
      <BackButton to={PATHS.home} />
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Bestill skogbruksplan</Trans>
      </Typography>
    </>
  );
}

/**
 * /planDataOrder/ChooseMunicipality, from the banner 'Gå til bestilling' (spec §2.2): the active account's
 * properties in a forest-plan project, by territory; the chosen one's products, stands and counters; the
 * consent; the order; the receipt that signs out.
 */
export function ChooseMunicipalityPage() {
  const { t } = useLingui();
  const account = useAccount();
  const accountId = account.id;
  const accountName = account.name;
  const eligibility = useQuery(planOrderEligibilityQuery(accountId));
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The receipt's text is made as it is shown, so it follows a switch of language.
  const [receipt, setReceipt] = useState<(() => string) | null>(null);

  const orderedLabel = (entry: PropertyPlanDataEligibility): string => {
    if (!entry.planOrderedDate) return propertyLabel(entry);
    const property = propertyLabel(entry);
    const ordered = formatDate(entry.planOrderedDate);
    return t`${property} (bestilt ${ordered})`;
  };

  const choice = (all: PropertyPlanDataEligibility[]) => {
    const eligible = all.filter(isEligibleForPlanOrder);
    const orderable = eligible.filter((entry) => !entry.planOrderedDate);
    // With one property to choose, it is chosen.
    const chosen =
      orderable.find((entry) => entry.propertyId === chosenId) ??
      (orderable.length === 1 ? orderable[0] : undefined);

    return (
      <>
        {receipt && <OrderReceivedDialog summary={receipt()} />}
        <Typography sx={{ mb: 3 }}>
          <Trans>
            Skogeierandelslaget lager nye skogbruksplaner i områdene under. Velg eiendommen du vil bestille
            plan for, så ser du hva planen inneholder og hva den koster.
          </Trans>
        </Typography>
        <Stack spacing={2} sx={{ mb: 4 }}>
          {byTerritory(eligible).map(([territory, entries]) => (
            <FormControl key={territory} component="fieldset">
              <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
                <Trans>Planområde {territory}</Trans>
              </FormLabel>
              {entries.map((entry) => (
                <FormControlLabel
                  key={entry.propertyId}
                  disabled={Boolean(entry.planOrderedDate)}
                  control={
                    <Radio
                      name="plan-property"
                      value={entry.propertyId}
                      checked={chosen?.propertyId === entry.propertyId}
                      onChange={() => {
                        setChosenId(entry.propertyId);
                      }}
                    />
                  }
                  label={orderedLabel(entry)}
                />
              ))}
            </FormControl>
          ))}
        </Stack>
        {orderable.length === 0 && (
          <Alert severity="success">
            <Trans>Skogbruksplan er bestilt for alle eiendommene dine i planområdene.</Trans>
          </Alert>
        )}
        {chosen && (
          <PropertyPlanOrderForm
            key={chosen.propertyId}
            accountId={accountId}
            property={chosen}
            propertyLabel={propertyLabel(chosen)}
            onOrdered={(summary) => {
              setReceipt(() => summary);
            }}
          />
        )}
      </>
    );
  };

  return (
    <>
      <Heading />
      <QueryState
        query={eligibility}
        what={t`eiendommene som kan få skogbruksplan`}
        loadingText={t`Henter eiendommene dine...`}
        isEmpty={(entries) => !entries.some(isEligibleForPlanOrder)}
        empty={
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="info">
              <Trans>
                Ingen av eiendommene til {accountName} ligger i et område der skogbruksplan kan bestilles nå.
              </Trans>
            </Alert>
            <Button component={RouterLink} to={PATHS.home} variant="outlined">
              <Trans>Til forsiden</Trans>
            </Button>
          </Stack>
        }
      >
        {choice}
      </QueryState>
    </>
  );
}
