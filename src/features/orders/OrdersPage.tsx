import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Account, OrderListEntry } from '../../api/generated/model';
import { LoadError } from '../../components/LoadError';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { PortalMap } from '../../components/map';
import { useActiveAccount, useUserData } from '../../session/hooks';
import { ordersQuery, propertiesQuery } from './api';
import { EnvironmentalPlanOrder } from './EnvironmentalPlanOrder';
import { OrderCard } from './OrderCard';
import { PropertyCard } from './PropertyCard';
import { PATHS } from '../../paths';

const hasId = (entry: OrderListEntry): entry is OrderListEntry & { orderId: string } =>
  typeof entry.orderId === 'string';

/**
 * /orders ('Bestillinger'): the active account's properties, where the environmental plan (MiS) is ordered,
 * and its orders, newest first. Each part loads and fails on its own.
 */
export function OrdersPage() {
  const account = useActiveAccount();
  const user = useUserData();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Bestillinger
      </Typography>
      {account ? (
        <Content account={account} contactId={user.contactId} />
      ) : (
        <Typography>Velg hvilket selskap du handler for under Bytt selskap.</Typography>
      )}
    </>
  );
}

function Content({ account, contactId }: { account: Account; contactId: string }) {
  const orders = useQuery(ordersQuery(account.id));
  const properties = useQuery(propertiesQuery(account.id));
  const retryOrders = () => {
    void orders.refetch();
  };

  return (
    <>
      <Box component="section" aria-labelledby="bestillinger-eiendommer" sx={{ mb: 4 }}>
        <Typography id="bestillinger-eiendommer" variant="h5" component="h2" gutterBottom>
          Miljøplan for eiendommene
        </Typography>
        <Typography sx={{ mb: 2 }}>
          En miljøplan (MiS-registrering) viser miljøverdiene i skogen din. Bestill den for eiendommer som
          ikke har skogbruksplan.
        </Typography>
        {properties.isPending || orders.isPending ? (
          <LoadingSpinner text="Henter eiendommene..." />
        ) : properties.isError ? (
          <LoadError
            what="eiendommene"
            onRetry={() => {
              void properties.refetch();
            }}
          />
        ) : orders.isError ? (
          <LoadError what="bestillingene" onRetry={retryOrders} />
        ) : properties.data.length === 0 ? (
          <Typography>Kontoen har ingen eiendommer registrert.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {properties.data.map((property) => (
              <li key={property.id}>
                <PropertyCard
                  property={property}
                  map={
                    <PortalMap
                      mode="property"
                      label={`Kart over eiendom ${property.propertyNumber}`}
                      property={property}
                      height={220}
                    />
                  }
                >
                  <EnvironmentalPlanOrder
                    account={account}
                    contactId={contactId}
                    property={property}
                    orders={orders.data}
                  />
                </PropertyCard>
              </li>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="bestillinger-liste">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
          <Typography id="bestillinger-liste" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
            Dine bestillinger
          </Typography>
          <Button component={RouterLink} to={PATHS.plantOrder} variant="outlined">
            Ny plantebestilling
          </Button>
        </Box>
        {orders.isPending ? (
          <LoadingSpinner text="Henter bestillingene..." />
        ) : orders.isError ? (
          <LoadError what="bestillingene" onRetry={retryOrders} />
        ) : orders.data.length === 0 ? (
          <Typography>Du har ingen bestillinger ennå.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {orders.data.filter(hasId).map((entry) => (
              <li key={entry.orderId}>
                <OrderCard accountId={account.id} contactId={contactId} entry={entry} />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
