import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { SIGN_IN_PATH } from '../../auth/signInState';
import { useSession } from '../../session/SessionProvider';
import { BackButton } from '../../components/BackButton';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationReceipt } from './RegistrationReceipt';
import { roleFromQuery, type BusinessRole } from './registration';
import { PATHS } from '../../paths';

const HEADINGS: Record<BusinessRole, string> = {
  ENTREPRENEUR: 'Registrer deg som entreprenør',
  ACCOUNTANT: 'Registrer deg som regnskapsfører',
};

/**
 * /login/userRegistration?rolle=entreprenor|regnskapsforer: a contractor or an accountant registers with
 * their company. Without a known `rolle` the person chooses in the form.
 */
export function UserRegistrationPage() {
  const { state } = useSession();
  const [searchParams] = useSearchParams();
  const [registered, setRegistered] = useState(false);
  const role = roleFromQuery(searchParams.get('rolle'));
  if (!state.personId) return <Navigate to={SIGN_IN_PATH} replace />;
  if (registered) return <RegistrationReceipt />;
  return (
    <>
      <BackButton to={PATHS.roleSelection} />
      <Typography variant="h4" component="h1" gutterBottom>
        {role ? HEADINGS[role] : 'Registrer deg'}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Fyll ut skjemaet med deg selv og selskapet ditt, så oppretter kundeservice en konto for dere.
      </Typography>
      <RegistrationForm
        key={role ?? 'velg'}
        role={role}
        organization="required"
        onRegistered={() => {
          setRegistered(true);
        }}
      />
    </>
  );
}
