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

export const ACCOUNTANT_TEXTS = {
  heading: 'Økonomi',
  clients: 'Kunder',
  search: 'Søk etter navn eller organisasjonsnummer',
  noClients: 'Du har ingen kunder med tilgang ennå.',
  noMatch: 'Ingen kunder passer søket.',
  clientHeading: (name: string) => `Økonomi for ${name}`,
  readOnly: 'Du ser kundens tømmeroppgjør og årsrapporter med lesetilgang som regnskapsfører.',
  notFound: 'Fant ikke kunden. Du har kanskje ikke lenger tilgang til den.',
} as const;

const organisationText = (account: Account) =>
  account.organizationNumber
    ? `Org.nr. ${formatOrganisasjonsnummer(account.organizationNumber)}`
    : 'Personlig konto';

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
  const clients = useQuery(clientsQuery(accountantAccountId));
  const [search, setSearch] = useState('');
  const headingId = useId();

  const clientList = (all: Account[]) => {
    const matching = all.filter((client) => matchesClientSearch(client, search));
    return (
      <>
        <TextField
          label={ACCOUNTANT_TEXTS.search}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          fullWidth
          sx={{ mb: 2, maxWidth: 480 }}
        />
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {matching.length === 0
            ? ACCOUNTANT_TEXTS.noMatch
            : `Viser ${String(matching.length)} av ${String(all.length)} kunder`}
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
                    secondary={organisationText(client)}
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
        {ACCOUNTANT_TEXTS.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {firmName}
      </Typography>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {ACCOUNTANT_TEXTS.clients}
      </Typography>
      <QueryState
        query={clients}
        what="kundene dine"
        loadingText="Laster kunder..."
        isEmpty={(all) => all.length === 0}
        empty={ACCOUNTANT_TEXTS.noClients}
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
  const clients = useQuery(clientsQuery(accountantAccountId));
  const clientOf = (all: Account[]) => all.find((item) => item.id === clientId);

  const clientEconomics = (client: Account) => (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {ACCOUNTANT_TEXTS.clientHeading(client.name)}
      </Typography>
      <Typography color="text.secondary">{organisationText(client)}</Typography>
      <Alert severity="info" sx={{ my: 2 }}>
        {ACCOUNTANT_TEXTS.readOnly}
      </Alert>
      <EconomicsView
        key={client.id}
        activeAccountId={accountantAccountId}
        accountId={client.id}
        accountName={client.name}
      />
    </>
  );

  return (
    <>
      <BackButton to={PATHS.accountant} />
      <QueryState
        query={clients}
        what="kunden"
        loadingText="Laster kunden..."
        error={(failure) => (
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              {ACCOUNTANT_TEXTS.heading}
            </Typography>
            <LoadError what={failure.what} onRetry={failure.onRetry} />
          </>
        )}
        isEmpty={(all) => clientOf(all) === undefined}
        empty={
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              {ACCOUNTANT_TEXTS.heading}
            </Typography>
            <Alert severity="warning">{ACCOUNTANT_TEXTS.notFound}</Alert>
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
