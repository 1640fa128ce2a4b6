import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useAccount } from '../../session/hooks';
import { EconomicsView } from './EconomicsView';

/** /economics ('Økonomi'): the active account's settlements, charts and annual reports per year. */
export function EconomicsPage() {
  const account = useAccount();
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Økonomi</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {account.name}
      </Typography>
      <EconomicsView
        key={account.id}
        activeAccountId={account.id}
        accountId={account.id}
        accountName={account.name}
      />
    </Box>
  );
}
