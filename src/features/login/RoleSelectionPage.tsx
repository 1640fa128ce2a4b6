import { Navigate, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SIGN_IN_PATH } from '../../auth/signInState';
import { useSession } from '../../session/SessionProvider';
import { LogoutButton } from '../../components/LogoutButton';
import { hasPlanOrderProducts } from '../../domain/planOrder';
import { PATHS } from '../../paths';

interface RoleChoice {
  label: MessageDescriptor;
  to: string;
}

const FOREST_OWNER: RoleChoice = {
  label: msg`Skogeier`,
  to: PATHS.forestOwnerRegistration,
};
const PLAN_ORDER: RoleChoice = {
  label: msg`Skogeier som har fått melding om planbestilling`,
  to: PATHS.planOrderByCode,
};
const OTHER_CHOICES: RoleChoice[] = [
  { label: msg`Entreprenør`, to: `${PATHS.userRegistration}?rolle=entreprenor` },
  { label: msg`Regnskapsfører`, to: `${PATHS.userRegistration}?rolle=regnskapsforer` },
  { label: msg`Jeg er på feil sted / har ingen konto`, to: PATHS.noUser },
];

/** 'Jeg er...': for a signed-in person the cooperative does not know yet (spec §2.1). */
export function RoleSelectionPage() {
  const { state } = useSession();
  const { i18n } = useLingui();
  if (!state.personId) return <Navigate to={SIGN_IN_PATH} replace />;
  const choices = [
    FOREST_OWNER,
    ...(hasPlanOrderProducts(state.planData) ? [PLAN_ORDER] : []),
    ...OTHER_CHOICES,
  ];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Jeg er...</Trans>
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Vi fant deg ikke i kunderegisteret vårt. Velg det som passer for deg, så hjelper vi deg videre.
        </Trans>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {choices.map((choice) => (
          <li key={choice.to}>
            <Button
              component={RouterLink}
              to={choice.to}
              variant="outlined"
              size="large"
              fullWidth
              sx={{ minHeight: 56, justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
            >
              {i18n._(choice.label)}
            </Button>
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 3 }}>
        <LogoutButton />
      </Box>
    </>
  );
}
