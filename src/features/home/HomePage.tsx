import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccount, useUserData } from '../../session/hooks';
import { AwaitingYou } from './AwaitingYou';
import { PlanOrderBanner } from './PlanOrderBanner';
import { ServiceTiles } from './ServiceTiles';

/**
 * '/' ('Meny'): the forest owner's start page. The greeting and the service tiles need no data; the plan
 * offer and 'Dette venter på deg' load on their own and never hold up or break the rest.
 */
export function HomePage() {
  const user = useUserData();
  const account = useAccount();
  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          Velkommen, {user.firstName} {user.lastName}
        </Typography>
        <Typography>Du handler på vegne av {account.name}.</Typography>
      </div>
      <PlanOrderBanner accountId={account.id} />
      <AwaitingYou accountId={account.id} />
      <ServiceTiles role={account.accountRole} />
    </Stack>
  );
}
