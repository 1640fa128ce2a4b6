import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function contractTitle(contract: Contract, i18n: I18n): string {
  const { contractNumber, propertyName } = contract;
  return i18n._(
    propertyName ? msg`Kontrakt ${contractNumber} · ${propertyName}` : msg`Kontrakt ${contractNumber}`,
  );
}

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

/** An item's texts in the active language (the component calls useLingui, so they follow a switch). */
function viewOf(item: WaitingItem, i18n: I18n): ItemView {
  if (item.kind === 'signOrder') {
    const title = item.order.name ?? orderTypeLabel(item.order.orderType);
    return {
      key: `signOrder-${item.order.orderId}`,
      title,
      text: i18n._(msg`Bestillingen venter på din signatur.`),
      action: i18n._(msg`Signer bestillingen`),
      actionName: i18n._(msg`Signer bestillingen: ${title}`),
      to: orderCardRoute(item.order.orderId),
    };
  }
  const { contract } = item;
  const { contractNumber } = contract;
  const common = {
    key: `${item.kind}-${contract.contractId}`,
    title: contractTitle(contract, i18n),
    to: contractActionRoute(item.kind, contract),
  };
  switch (item.kind) {
    case 'sign':
      return {
        ...common,
        text: i18n._(msg`Kontrakten venter på din signatur.`),
        action: i18n._(msg`Les og signer avtale`),
        actionName: i18n._(msg`Les og signer avtale, kontrakt ${contractNumber}`),
        contract,
      };
    case 'trackRepair': {
      const deadline = contract.fristForOpprettingAvKjreskader;
      const date = deadline ? formatDate(deadline) : '';
      return {
        ...common,
        text: i18n._(
          date
            ? msg`Du skal utbedre kjøresporene etter driften innen ${date}. Bekreft når det er gjort.`
            : msg`Du skal utbedre kjøresporene etter driften. Bekreft når det er gjort.`,
        ),
        action: i18n._(msg`Bekreft sporutbedring`),
        actionName: i18n._(msg`Bekreft sporutbedring, kontrakt ${contractNumber}`),
      };
    }
    case 'readyForPickup':
      return {
        ...common,
        text: i18n._(msg`Driften pågår. Meld fra når tømmeret er klart til henting.`),
        action: i18n._(msg`Meld henteklart`),
        actionName: i18n._(msg`Meld henteklart, kontrakt ${contractNumber}`),
        contract,
      };
  }
}

/** A list that has failed, for 'Prøv igjen'. */
const failedWhat = (contractsFailed: boolean, ordersFailed: boolean): MessageDescriptor =>
  contractsFailed && ordersFailed
    ? msg`kontraktene og bestillingene`
    : contractsFailed
      ? msg`kontraktene`
      : msg`bestillingene`;

/**
 * 'Dette venter på deg': what needs the owner now, each with a link straight to the action. It reads the
 * account's contract and order lists that the contract list and 'Bestillinger' share, so what is signed or
 * confirmed there is gone here. It loads and fails on its own, and never holds up the rest of the page.
 */
export function AwaitingYou({ accountId }: { accountId: string }) {
  const { i18n } = useLingui();
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
  const items = waitingItems(contracts.data ?? [], orders.data ?? [], may).map((item) => viewOf(item, i18n));

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        <Trans>Dette venter på deg</Trans>
      </Typography>
      {(contractsFailed || ordersFailed) && (
        <Box sx={{ mb: 2 }}>
          <LoadError
            what={i18n._(failedWhat(contractsFailed, ordersFailed))}
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
      {isLoading && <LoadingSpinner text={i18n._(msg`Henter det som venter på deg...`)} />}
      {!isLoading && !contractsFailed && !ordersFailed && items.length === 0 && (
        <Typography>
          <Trans>Ingen saker venter på deg</Trans>
        </Typography>
      )}
    </Box>
  );
}
