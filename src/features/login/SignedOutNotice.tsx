import Alert from '@mui/material/Alert';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ParkedBecause } from '../../session/formMemory';
import { portalConfig } from '../../config';

/**
 * Why the person is on the sign-in page again (a sign-in that ran out, or a tab signed out for standing unused,
 * src/auth/oidc.ts), and that nothing typed is lost. Its texts are an area of their own (`signed-out`), loaded
 * by the sign-in page's route only when there is something to say (routes.ts): the sign-in page most people
 * see does without them.
 */
export function SignedOutNotice({ because }: { because: ParkedBecause }) {
  const { i18n } = useLingui();
  const idleTime = i18n._(idleTimeText(portalConfig().oidc.idleSignOutSeconds));
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {because === 'ranOut' ? (
        <Trans>
          Innloggingen din gikk ut. Logg inn igjen for å fortsette der du var. Det du hadde skrevet inn, er
          tatt vare på.
        </Trans>
      ) : (
        <Trans>
          Du ble logget ut fordi portalen ikke var i bruk på {idleTime}. Logg inn igjen for å fortsette der du
          var. Det du hadde skrevet inn, er tatt vare på.
        </Trans>
      )}
    </Alert>
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
