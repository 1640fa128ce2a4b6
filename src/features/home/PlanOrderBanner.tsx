import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ForestIcon from '@mui/icons-material/Forest';
import { Trans } from '@lingui/react/macro';
import { planOrderEligibilityQuery } from '../../api/accountQueries';
import { isEligibleForPlanOrder } from '../../domain/planOrder';
import { useAccountPermissions } from '../../session/hooks';
import { PATHS } from '../../paths';

/**
 * Spec §2.2: the forest-plan offer, for an account with a property that may order a plan and has not yet.
 * It is an offer, not something the page needs: while loading or when the lookup fails it is simply not there.
 */
export function PlanOrderBanner({ accountId }: { accountId: string }) {
  const headingId = useId();
  const { may } = useAccountPermissions();
  const mayOrder = may('order');
  const eligibility = useQuery({ ...planOrderEligibilityQuery(accountId), enabled: mayOrder });
  const offered =
    mayOrder &&
    eligibility.isSuccess &&
    eligibility.data.some((property) => isEligibleForPlanOrder(property) && !property.planOrderedDate);
  if (!offered) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderColor: 'primary.main',
        borderLeftWidth: 6,
        bgcolor: 'grey.50',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: '1 1 16rem' }}>
        <ForestIcon color="primary" aria-hidden="true" sx={{ fontSize: 32 }} />
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
          <Trans>Det er nå mulig å bestille skogbruksplan på din eiendom</Trans>
        </Typography>
      </Box>
      <Button component={RouterLink} to={PATHS.planOrder} variant="contained">
        <Trans>Gå til bestilling</Trans>
      </Button>
    </Paper>
  );
}
