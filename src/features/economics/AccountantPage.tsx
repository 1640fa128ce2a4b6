import { useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account } from '../../api/generated/model';
import { BackButton } from '../../components/BackButton';
import { LoadError } from '../../components/LoadError';
import { QueryState } from '../../components/QueryState';
import { formatOrganisasjonsnummer } from '../../domain/norwegianNumbers';
import { useAccount } from '../../session/hooks';
import { clientsQuery } from './api';
import { matchesClientSearch } from './clients';
import { EconomicsView } from './EconomicsView';
import { PATHS } from '../../paths';

/** The client whose economics are open: `/accountant?client=acc-kari`. */
export const CLIENT_PARAM = 'client';

const HEADING = msg`Økonomi`;

const organisationText = (account: Account, i18n: I18n) => {
  if (!account.organizationNumber) return i18n._(msg`Personlig konto`);
  const organisationNumber = formatOrganisasjonsnummer(account.organizationNumber);
  return i18n._(msg`Org.nr. ${organisationNumber}`);
};

/**
 * /accountant ('Økonomi' for accountants): the firm's clients, searchable by name or organisasjonsnummer;
 * choosing one shows that client's economics, read-only, with the client's name in the heading and 'Tilbake'
 * to the list. The client is in the address (`?client=`), so a client's page can be reloaded and linked.
 */
export function AccountantPage() {
  const account = useAccount();
  const [searchParams] = useSearchParams();
  const clientId = searchParams.get(CLIENT_PARAM);
  return (
    <Box>
      {clientId ? (
        <ClientEconomics accountantAccountId={account.id} clientId={clientId} />
      ) : (
        <ClientList accountantAccountId={account.id} firmName={account.name} />
      )}
    </Box>
  );
}

function ClientList({ accountantAccountId, firmName }: { accountantAccountId: string; firmName: string }) {
  const { i18n, t } = useLingui();
  const clients = useQuery(clientsQuery(accountantAccountId));
  const [search, setSearch] = useState('');
  const headingId = useId();

  const clientList = (all: Account[]) => {
    const matching = all.filter((client) => matchesClientSearch(client, search));
    const shown = matching.length;
    const count = all.length;
    return (
      <>
        <TextField
          label={t`Søk etter navn eller organisasjonsnummer`}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          fullWidth
          sx={{ mb: 2, maxWidth: 480 }}
        />
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {shown === 0
            ? t`Ingen kunder passer søket.`
            : // The English says 'client' or 'clients' by the count (its catalog's plural); the Norwegian as before.
              t`Viser ${shown} av ${count} kunder`}
        </Typography>
        {matching.length > 0 && (
          <List
            aria-labelledby={headingId}
            disablePadding
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {matching.map((client, index) => (
              <ListItem key={client.id} disablePadding divider={index < matching.length - 1}>
                <ListItemButton
                  component={RouterLink}
                  to={`${PATHS.accountant}?${CLIENT_PARAM}=${encodeURIComponent(client.id)}`}
                >
                  <ListItemText
                    primary={client.name}
                    secondary={organisationText(client, i18n)}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </>
    );
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {i18n._(HEADING)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {firmName}
      </Typography>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        <Trans>Kunder</Trans>
      </Typography>
      <QueryState
        query={clients}
        what={t`kundene dine`}
        loadingText={t`Laster kunder...`}
        isEmpty={(all) => all.length === 0}
        empty={t`Du har ingen kunder med tilgang ennå.`}
      >
        {clientList}
      </QueryState>
    </>
  );
}

function ClientEconomics({
  accountantAccountId,
  clientId,
}: {
  accountantAccountId: string;
  clientId: string;
}) {
  const { i18n, t } = useLingui();
  const clients = useQuery(clientsQuery(accountantAccountId));
  const clientOf = (all: Account[]) => all.find((item) => item.id === clientId);

  const clientEconomics = (client: Account) => {
    const clientName = client.name;
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          <Trans>Økonomi for {clientName}</Trans>
        </Typography>
        <Typography color="text.secondary">{organisationText(client, i18n)}</Typography>
        <Alert severity="info" sx={{ my: 2 }}>
          <Trans>Du ser kundens tømmeroppgjør og årsrapporter med lesetilgang som regnskapsfører.</Trans>
        </Alert>
        <EconomicsView
          key={client.id}
          activeAccountId={accountantAccountId}
          accountId={client.id}
          accountName={client.name}
        />
      </>
    );
  };

  return (
    <>
      <BackButton to={PATHS.accountant} />
      <QueryState
        query={clients}
        what={t`kunden`}
        loadingText={t`Laster kunden...`}
        error={(failure) => (
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              {i18n._(HEADING)}
            </Typography>
            <LoadError what={failure.what} onRetry={failure.onRetry} />
          </>
        )}
        isEmpty={(all) => clientOf(all) === undefined}
        empty={
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              {i18n._(HEADING)}
            </Typography>
            <Alert severity="warning">
              <Trans>Fant ikke kunden. Du har kanskje ikke lenger tilgang til den.</Trans>
            </Alert>
          </>
        }
      >
        {(all) => {
          const client = clientOf(all);
          return client && clientEconomics(client);
        }}
      </QueryState>
    </>
  );
}
