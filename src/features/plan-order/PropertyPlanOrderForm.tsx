import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PropertyPlanDataEligibility } from '../../api/generated/model';
import { LoadError } from '../../components/LoadError';
import { LoadingSpinner } from '../../components/LoadingSpinner';
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
  const plan = useQuery(propertyPlanDataQuery(accountId, property));
  if (plan.isPending) return <LoadingSpinner text="Henter bestandene..." />;
  if (plan.isError) {
    return (
      <LoadError
        what="bestandene"
        onRetry={() => {
          void plan.refetch();
        }}
      />
    );
  }
  if (plan.data.stands.length === 0) {
    return (
      <Typography>Eiendommen har ingen registrerte bestander ennå. Den nye planen gir deg det.</Typography>
    );
  }
  return (
    <>
      <PlanCounterList counters={plan.data.counters} />
      <StandTable caption={`Bestandene på eiendom ${label} i dagens plan`} stands={plan.data.stands} />
    </>
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
  onOrdered: (summary: string) => void;
}) {
  const user = useUserData();
  const projectNumber = property.projectNumber ?? '';
  const products = useQuery({ ...planProductsQuery(projectNumber), enabled: projectNumber !== '' });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [consent, setConsent] = useState<ConsentChoices>(DEFAULT_CONSENT);
  const [productError, setProductError] = useState<string | undefined>();
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
      onOrdered(orderSummary(`eiendom ${propertyLabel}`, products.data ?? [], chosenIds));
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
      setProductError('Velg minst ett produkt.');
      return;
    }
    order.mutate(request());
  };

  return (
    <Box component="section" aria-label={`Skogbruksplan for ${propertyLabel}`}>
      <Typography variant="h5" component="h2" gutterBottom>
        Skogbruksplan for {propertyLabel}
      </Typography>

      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Produkter og priser
      </Typography>
      {products.isPending && <LoadingSpinner text="Henter produktene..." />}
      {products.isError && (
        <LoadError
          what="produktene i planen"
          onRetry={() => {
            void products.refetch();
          }}
        />
      )}
      {products.isSuccess && products.data.length === 0 && (
        <Typography>Det er ingen produkter å bestille i dette planområdet ennå.</Typography>
      )}
      {products.isSuccess && products.data.length > 0 && (
        <ProductChoice
          products={products.data}
          chosen={chosenIds}
          onChange={(next) => {
            setChosen(next);
            setProductError(undefined);
          }}
          error={productError}
        />
      )}

      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        Bestander og tellinger
      </Typography>
      <ForestPlanData accountId={accountId} property={property.propertyId} label={propertyLabel} />

      {products.isSuccess && products.data.length > 0 && (
        <Box sx={{ mt: 3 }}>
          {asksTerms && <ConsentFields value={consent} onChange={setConsent} />}
          <OrderSubmit
            failure={order.error}
            pending={order.isPending}
            blockedBy={
              asksTerms && !consent.termsAccepted ? 'Du må godta vilkårene før du kan bestille.' : undefined
            }
            onSubmit={submit}
          />
        </Box>
      )}
    </Box>
  );
}
