import { Navigate } from 'react-router';
import Typography from '@mui/material/Typography';
import { SIGN_IN_PATH } from '../../auth/oidc';
import { useSession } from '../../session/SessionProvider';

/** 'Jeg er...': for a signed-in person the cooperative does not know yet (spec §2.1). */
export function RoleSelectionPage() {
  const { state } = useSession();
  if (!state.personId) return <Navigate to={SIGN_IN_PATH} replace />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Jeg er...
      </Typography>
      <Typography>Vi fant deg ikke i kunderegisteret vårt.</Typography>
    </>
  );
}
