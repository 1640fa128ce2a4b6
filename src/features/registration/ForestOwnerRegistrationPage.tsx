import { useState } from 'react';
import { Navigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { SIGN_IN_PATH } from '../../auth/signInState';
import { useSession } from '../../session/SessionProvider';
import { BackButton } from '../../components/BackButton';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationReceipt } from './RegistrationReceipt';
import { PATHS } from '../../paths';

/** /login/ForestOwnerRegistration/registrationForm: a forest owner the cooperative does not know yet. */
export function ForestOwnerRegistrationPage() {
  const { state } = useSession();
  const [registered, setRegistered] = useState(false);
  if (!state.personId) return <Navigate to={SIGN_IN_PATH} replace />;
  if (registered) return <RegistrationReceipt />;
  return (
    <>
      <BackButton to={PATHS.roleSelection} />
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Registrer deg som skogeier</Trans>
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans>Fyll ut skjemaet, så oppretter kundeservice en konto for deg og skogeiendommen din.</Trans>
      </Typography>
      <RegistrationForm
        role="FOREST_OWNER"
        organization="optional"
        onRegistered={() => {
          setRegistered(true);
        }}
      />
    </>
  );
}
