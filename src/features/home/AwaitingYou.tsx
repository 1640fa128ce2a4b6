import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { contractListQuery, orderListQuery } from '../../api/accountQueries';
import type { Contract } from '../../api/generated/model';
import { LoadError } from '../../components/LoadError';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { orderTypeLabel } from '../../domain/codeSets';
import { contractActionRoute } from '../../domain/contractRules';
import { formatDate } from '../../domain/format';
import { orderCardRoute } from '../../domain/orderRules';
import { useSetChosenContract } from '../../session/chosenContract';
import { useAccountPermissions } from '../../session/hooks';
import { waitingItems, type WaitingItem } from './awaiting';

const contractTitle = (contract: Contract): string =>
  `Kontrakt ${contract.contractNumber}${contract.propertyName ? ` · ${contract.propertyName}` : ''}`;

interface ItemView {
  key: string;
  title: string;
  text: string;
  action: string;
  /** The link's name: the action and what it is for, since every item has one. */
  actionName: string;
  to: string;
  /** A contract's sub-page opens the session's chosen contract: it is set before the link navigates. */
  contract?: Contract;
}

function viewOf(item: WaitingItem): ItemView {
  if (item.kind === 'signOrder') {
    const title = item.order.name ?? orderTypeLabel(item.order.orderType);
    return {
      key: `signOrder-${item.order.orderId}`,
      title,
      text: 'Bestillingen venter på din signatur.',
      action: 'Signer bestillingen',
      actionName: `Signer bestillingen: ${title}`,
      to: orderCardRoute(item.order.orderId),
    };
  }
  const { contract } = item;
  const common = {
    key: `${item.kind}-${contract.contractId}`,
    title: contractTitle(contract),
    to: contractActionRoute(item.kind, contract),
  };
  switch (item.kind) {
    case 'sign':
      return {
        ...common,
        text: 'Kontrakten venter på din signatur.',
        action: 'Les og signer avtale',
        actionName: `Les og signer avtale, kontrakt ${contract.contractNumber}`,
        contract,
      };
    case 'trackRepair': {
      const deadline = contract.fristForOpprettingAvKjreskader;
      return {
        ...common,
        text: `Du skal utbedre kjøresporene etter driften${deadline ? ` innen ${formatDate(deadline)}` : ''}. Bekreft når det er gjort.`,
        action: 'Bekreft sporutbedring',
        actionName: `Bekreft sporutbedring, kontrakt ${contract.contractNumber}`,
      };
    }
    case 'readyForPickup':
      return {
        ...common,
        text: 'Driften pågår. Meld fra når tømmeret er klart til henting.',
        action: 'Meld henteklart',
        actionName: `Meld henteklart, kontrakt ${contract.contractNumber}`,
        contract,
      };
  }
}

/** A list that has failed, for 'Prøv igjen'. */
const failedWhat = (contractsFailed: boolean, ordersFailed: boolean): string =>
  contractsFailed && ordersFailed
    ? 'kontraktene og bestillingene'
    : contractsFailed
      ? 'kontraktene'
      : 'bestillingene';

/**
 * 'Dette venter på deg': what needs the owner now, each with a link straight to the action. It reads the
 * account's contract and order lists that the contract list and 'Bestillinger' share, so what is signed or
 * confirmed there is gone here. It loads and fails on its own, and never holds up the rest of the page.
 */
export function AwaitingYou({ accountId }: { accountId: string }) {
  const headingId = useId();
  const { may } = useAccountPermissions();
  const setChosenContract = useSetChosenContract();
  const readsContracts = may('readContracts');
  const readsOrders = may('readOrders');
  const contracts = useQuery({ ...contractListQuery(accountId), enabled: readsContracts });
  const orders = useQuery({ ...orderListQuery(accountId), enabled: readsOrders });

  if (!readsContracts && !readsOrders) return null;

  // While 'Prøv igjen' fetches a failed list again, it shows as loading, not as failed.
  const loading = (read: boolean, query: { isPending: boolean; isError: boolean; isFetching: boolean }) =>
    read && (query.isPending || (query.isError && query.isFetching));
  const failed = (read: boolean, query: { isError: boolean; isFetching: boolean }) =>
    read && query.isError && !query.isFetching;
  const isLoading = loading(readsContracts, contracts) || loading(readsOrders, orders);
  const contractsFailed = failed(readsContracts, contracts);
  const ordersFailed = failed(readsOrders, orders);
  const items = waitingItems(contracts.data ?? [], orders.data ?? [], may).map(viewOf);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Dette venter på deg
      </Typography>
      {(contractsFailed || ordersFailed) && (
        <Box sx={{ mb: 2 }}>
          <LoadError
            what={failedWhat(contractsFailed, ordersFailed)}
            onRetry={() => {
              if (contractsFailed) void contracts.refetch();
              if (ordersFailed) void orders.refetch();
            }}
          />
        </Box>
      )}
      {items.length > 0 && (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.key}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 2,
                px: 2,
                py: 1.5,
                '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ flex: '1 1 18rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.text}
                </Typography>
              </Box>
              <Button
                component={RouterLink}
                to={item.to}
                variant="contained"
                aria-label={item.actionName}
                onClick={() => {
                  if (item.contract) setChosenContract(item.contract);
                }}
                sx={{ flexShrink: 0 }}
              >
                {item.action}
              </Button>
            </Box>
          ))}
        </Paper>
      )}
      {isLoading && <LoadingSpinner text="Henter det som venter på deg..." />}
      {!isLoading && !contractsFailed && !ordersFailed && items.length === 0 && (
        <Typography>Ingen saker venter på deg</Typography>
      )}
    </Box>
  );
}
