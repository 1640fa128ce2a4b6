import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SignInWithBankId } from '../../components/SignInWithBankId';
import { whyFormsWereParked } from '../../session/formMemory';
import { portalConfig } from '../../config';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // After a sign-in that ran out, or a tab signed out for standing unused (src/auth/oidc.ts): say why, and
  // that nothing typed is lost.
  const [parkedBecause] = useState(() => whyFormsWereParked());
  const { i18n } = useLingui();
  const idleTime = i18n._(idleTimeText(portalConfig().oidc.idleSignOutSeconds));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Logg inn</Trans>
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Trans>Logg inn for å se tømmerkontrakter, bestillinger og økonomi for skogeiendommen din.</Trans>
      </Typography>
      {parkedBecause === 'ranOut' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>
            Innloggingen din gikk ut. Logg inn igjen for å fortsette der du var. Det du hadde skrevet inn, er
            tatt vare på.
          </Trans>
        </Alert>
      )}
      {parkedBecause === 'idle' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>
            Du ble logget ut fordi portalen ikke var i bruk på {idleTime}. Logg inn igjen for å fortsette der
            du var. Det du hadde skrevet inn, er tatt vare på.
          </Trans>
        </Alert>
      )}
      <SignInWithBankId returnTo={searchParams.get('returnTo') ?? '/'} />
    </>
  );
}

/** '30 minutter', '1 time', '90 sekunder': the idle limit as config.json sets it, in the active language. */
function idleTimeText(seconds: number) {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return msg`${plural(hours, { one: '# time', other: '# timer' })}`;
  }
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return msg`${plural(minutes, { one: '# minutt', other: '# minutter' })}`;
  }
  return msg`${plural(seconds, { one: '# sekund', other: '# sekunder' })}`;
}
