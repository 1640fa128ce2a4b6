import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../session/SessionProvider';
import { AwaitingYou } from './AwaitingYou';
import { PlanOrderBanner } from './PlanOrderBanner';
import { ServiceTiles } from './ServiceTiles';

/**
 * '/' ('Meny'): the forest owner's start page. The greeting and the service tiles need no data; the plan
 * offer and 'Dette venter på deg' load on their own and never hold up or break the rest.
 */
export function HomePage() {
  const { state } = useSession();
  const user = state.userData;
  const account = state.activeAccount;
  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          Velkommen{user ? `, ${user.firstName} ${user.lastName}` : ''}
        </Typography>
        {account && <Typography>Du handler på vegne av {account.name}.</Typography>}
      </div>
      {account && <PlanOrderBanner accountId={account.id} />}
      {account && <AwaitingYou accountId={account.id} />}
      <ServiceTiles role={account?.accountRole} />
    </Stack>
  );
}
