import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account, OrderListEntry } from '../../api/generated/model';
import { QueryState } from '../../components/QueryState';
import { PortalMap } from '../../components/map';
import { useAccount, useUserData } from '../../session/hooks';
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
  const account = useAccount();
  const user = useUserData();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Bestillinger</Trans>
      </Typography>
      <Content account={account} contactId={user.contactId} />
    </>
  );
}

function Content({ account, contactId }: { account: Account; contactId: string }) {
  const orders = useQuery(ordersQuery(account.id));
  const properties = useQuery(propertiesQuery(account.id));
  const { t } = useLingui();
  return (
    <>
      <Box component="section" aria-labelledby="bestillinger-eiendommer" sx={{ mb: 4 }}>
        <Typography id="bestillinger-eiendommer" variant="h5" component="h2" gutterBottom>
          <Trans>Miljøplan for eiendommene</Trans>
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <Trans>
            En miljøplan (MiS-registrering) viser miljøverdiene i skogen din. Bestill den for eiendommer som
            ikke har skogbruksplan.
          </Trans>
        </Typography>
        {/* Each property's environmental plan reads the orders: the list waits for both. */}
        <QueryState query={properties} what={t`eiendommene`} loadingText={t`Henter eiendommene...`}>
          {(propertyList) => (
            <QueryState
              query={orders}
              what={t`bestillingene`}
              loadingText={t`Henter eiendommene...`}
              isEmpty={() => propertyList.length === 0}
              empty={t`Kontoen har ingen eiendommer registrert.`}
            >
              {(orderList) => (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                  {propertyList.map((property) => {
                    const { propertyNumber } = property;
                    return (
                      <li key={property.id}>
                        <PropertyCard
                          property={property}
                          map={
                            <PortalMap
                              mode="property"
                              label={t`Kart over eiendom ${propertyNumber}`}
                              property={property}
                              height={220}
                            />
                          }
                        >
                          <EnvironmentalPlanOrder
                            account={account}
                            contactId={contactId}
                            property={property}
                            orders={orderList}
                          />
                        </PropertyCard>
                      </li>
                    );
                  })}
                </Box>
              )}
            </QueryState>
          )}
        </QueryState>
      </Box>

      <Box component="section" aria-labelledby="bestillinger-liste">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
          <Typography id="bestillinger-liste" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
            <Trans>Dine bestillinger</Trans>
          </Typography>
          <Button component={RouterLink} to={PATHS.plantOrder} variant="outlined">
            <Trans>Ny plantebestilling</Trans>
          </Button>
        </Box>
        <QueryState
          query={orders}
          what={t`bestillingene`}
          loadingText={t`Henter bestillingene...`}
          isEmpty={(list) => list.length === 0}
          empty={t`Du har ingen bestillinger ennå.`}
        >
          {(list) => (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {list.filter(hasId).map((entry) => (
                <li key={entry.orderId}>
                  <OrderCard accountId={account.id} contactId={contactId} entry={entry} />
                </li>
              ))}
            </Box>
          )}
        </QueryState>
      </Box>
    </>
  );
}
