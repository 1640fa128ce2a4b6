import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SIGN_IN_PATH } from '../../auth/signInState';
import { useSession } from '../../session/SessionProvider';
import { BackButton } from '../../components/BackButton';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationReceipt } from './RegistrationReceipt';
import { roleFromQuery, type BusinessRole } from './registration';
import { PATHS } from '../../paths';

const HEADINGS: Record<BusinessRole, MessageDescriptor> = {
  ENTREPRENEUR: msg`Registrer deg som entreprenør`,
  ACCOUNTANT: msg`Registrer deg som regnskapsfører`,
};

/**
 * /login/userRegistration?rolle=entreprenor|regnskapsforer: a contractor or an accountant registers with
 * their company. Without a known `rolle` the person chooses in the form.
 */
export function UserRegistrationPage() {
  const { i18n } = useLingui();
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
        {role ? i18n._(HEADINGS[role]) : <Trans>Registrer deg</Trans>}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans>
          Fyll ut skjemaet med deg selv og selskapet ditt, så oppretter kundeservice en konto for dere.
        </Trans>
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
