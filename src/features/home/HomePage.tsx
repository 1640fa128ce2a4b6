import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
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
  const { firstName, lastName } = user;
  const accountName = account.name;
  return (
    <Stack spacing={4}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          <Trans>
            Velkommen, {firstName} {lastName}
          </Trans>
        </Typography>
        <Typography>
          <Trans>Du handler på vegne av {accountName}.</Trans>
        </Typography>
      </div>
      <PlanOrderBanner accountId={account.id} />
      <AwaitingYou accountId={account.id} />
      <ServiceTiles role={account.accountRole} />
    </Stack>
  );
}
