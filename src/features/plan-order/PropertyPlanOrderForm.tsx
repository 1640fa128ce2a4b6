import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PropertyPlanDataEligibility } from '../../api/generated/model';
import { QueryState } from '../../components/QueryState';
import { useUserData } from '../../session/hooks';
import { reportError } from '../../telemetry/errorTracking';
import { planProductsQuery, propertyPlanDataQuery, useOrderForestPlan, type PlanOrderRequest } from './api';
import { ConsentFields, DEFAULT_CONSENT, type ConsentChoices } from './ConsentFields';
import { orderSummary, OrderSubmit } from './OrderSubmit';
import { ProductChoice } from './ProductChoice';
import { PlanCounterList, StandTable } from './StandTable';

function ForestPlanData({
  accountId,
  property,
  label,
}: {
  accountId: string;
  property: string;
  label: string;
}) {
  const { t } = useLingui();
  const plan = useQuery(propertyPlanDataQuery(accountId, property));
  return (
    <QueryState
      query={plan}
      what={t`bestandene`}
      loadingText={t`Henter bestandene...`}
      isEmpty={(data) => data.stands.length === 0}
      empty={t`Eiendommen har ingen registrerte bestander ennå. Den nye planen gir deg det.`}
    >
      {(data) => (
        <>
          <PlanCounterList counters={data.counters} />
          <StandTable caption={t`Bestandene på eiendom ${label} i dagens plan`} stands={data.stands} />
        </>
      )}
    </QueryState>
  );
}

/** The order of a forest plan for one property: products, stands and counters, consent, and 'Bestill'. */
export function PropertyPlanOrderForm({
  accountId,
  property,
  propertyLabel,
  onOrdered,
}: {
  accountId: string;
  property: PropertyPlanDataEligibility;
  propertyLabel: string;
  /** The receipt's text, made when it is shown (in the language of that moment). */
  onOrdered: (summary: () => string) => void;
}) {
  const { t } = useLingui();
  const user = useUserData();
  const projectNumber = property.projectNumber ?? '';
  const products = useQuery({ ...planProductsQuery(projectNumber), enabled: projectNumber !== '' });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [consent, setConsent] = useState<ConsentChoices>(DEFAULT_CONSENT);
  const [productMissing, setProductMissing] = useState(false);
  // Spec §5: employees are not asked for the terms.
  const asksTerms = !user.isEmployee;

  // The plan itself (the first product) is ticked to begin with; the rest are extras.
  const chosenIds = chosen ?? (products.data?.[0] ? [products.data[0].productId] : []);

  const request = (): PlanOrderRequest => ({
    order: {
      orderCode: null,
      accountId,
      portalChangedBy: user.contactId,
      territoryId: property.propertyInfo.territoryId,
      projectNumber: property.projectNumber ?? null,
      propertyIds: [property.propertyId],
      productIds: chosenIds,
    },
    consent: asksTerms
      ? {
          id: accountId,
          allowCooperativePlandataUsage: consent.cooperativeUse,
          allowExternalPlandataUsage: consent.externalUse,
          changedByContactId: user.contactId,
        }
      : null,
  });
  const order = useOrderForestPlan(accountId, {
    onSuccess: () => {
      const ordered = products.data ?? [];
      onOrdered(() => orderSummary({ property: propertyLabel }, ordered, chosenIds));
    },
    onError: (error) => {
      reportError(error, {
        location: 'Skogbruksplan: bestille for eiendom',
        accountId,
        propertyId: property.propertyId,
      });
    },
  });

  const submit = () => {
    if (chosenIds.length === 0) {
      setProductMissing(true);
      return;
    }
    order.mutate(request());
  };

  return (
    <Box component="section" aria-label={t`Skogbruksplan for ${propertyLabel}`}>
      <Typography variant="h5" component="h2" gutterBottom>
        <Trans>Skogbruksplan for {propertyLabel}</Trans>
      </Typography>

      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        <Trans>Produkter og priser</Trans>
      </Typography>
      <QueryState
        query={products}
        what={t`produktene i planen`}
        loadingText={t`Henter produktene...`}
        isEmpty={(list) => list.length === 0}
        empty={t`Det er ingen produkter å bestille i dette planområdet ennå.`}
      >
        {(list) => (
          <ProductChoice
            products={list}
            chosen={chosenIds}
            onChange={(next) => {
              setChosen(next);
              setProductMissing(false);
            }}
            error={productMissing ? t`Velg minst ett produkt.` : undefined}
          />
        )}
      </QueryState>

      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        <Trans>Bestander og tellinger</Trans>
      </Typography>
      <ForestPlanData accountId={accountId} property={property.propertyId} label={propertyLabel} />

      {products.isSuccess && products.data.length > 0 && (
        <Box sx={{ mt: 3 }}>
          {asksTerms && <ConsentFields value={consent} onChange={setConsent} />}
          <OrderSubmit
            failure={order.error}
            pending={order.isPending}
            blockedBy={
              asksTerms && !consent.termsAccepted ? t`Du må godta vilkårene før du kan bestille.` : undefined
            }
            onSubmit={submit}
          />
        </Box>
      )}
    </Box>
  );
}
