import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { finishSignIn as finishSignInHereOrHandedOver } from '../../auth/auth';
import { SIGN_IN_PATH } from '../../auth/signInState';
import { safeReturnTo } from '../../auth/returnTo';
import { discardParkedForms, restoreParkedForms, type ParkedContext } from '../../session/formMemory';
import { useSession } from '../../session/SessionProvider';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { reportError } from '../../telemetry/errorTracking';
import { resolvePerson, type ResolvedPerson } from './api';
import { PATHS } from '../../paths';

interface FinishedSignIn {
  person: ResolvedPerson;
  returnTo: string;
  /** Forms and place parked when this person's previous sign-in ran out (src/session/formMemory.ts). */
  parked: ParkedContext | null;
}

/** One code exchange per page load, even when React runs the effect twice. */
let pendingSignIn: Promise<FinishedSignIn> | null = null;

const finishSignIn = () => {
  pendingSignIn ??= finishSignInHereOrHandedOver().then(async ({ user, returnTo }) => {
    const person = await resolvePerson(user);
    // Only the same person, signed in again within the hour, gets the parked forms back.
    const parked = person.kind === 'unknown' ? null : restoreParkedForms(user.profile.sub);
    if (person.kind === 'unknown') discardParkedForms();
    return { person, returnTo, parked };
  });
  return pendingSignIn;
};

export function CallbackPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { dispatch } = useSession();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    finishSignIn()
      .then(({ person, returnTo, parked }) => {
        if (!active) return;
        if (person.kind === 'unknown') {
          dispatch({ type: 'set', key: 'personId', payload: person.personIdKnown ? true : null });
          if (person.planOrderLetter) {
            dispatch({ type: 'set', key: 'planData', payload: person.planOrderLetter });
          }
          // The plan-order letter's link is for people the cooperative may not know yet: back to it.
          const ordersByCode = returnTo.toLowerCase().startsWith(PATHS.planOrderByCode);
          void navigate(ordersByCode ? returnTo : PATHS.roleSelection, { replace: true });
          return;
        }
        dispatch({ type: 'setUserData', payload: person.userData });
        const [onlyAccount, ...others] = person.userData.accounts;
        if (onlyAccount && others.length === 0) dispatch({ type: 'setActiveAccount', payload: onlyAccount });
        if (parked) {
          // Back where the sign-in ran out: the same account (if still the person's) and the same contract.
          dispatch({ type: 'setActiveAccount', payload: parked.activeAccountId });
          dispatch({ type: 'set', key: 'contractId', payload: parked.contractId });
          dispatch({ type: 'set', key: 'operationType', payload: parked.operationType });
          dispatch({ type: 'set', key: 'orderId', payload: parked.orderId });
        }
        // A sign-in started without a return address (the front page) goes back to the parked page.
        const target = returnTo === '/' && parked ? safeReturnTo(parked.returnTo) : returnTo;
        void navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        reportError(error, { location: 'Innlogging: fullføre innloggingen' });
        pendingSignIn = null;
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [dispatch, navigate]);

  if (failed) {
    return (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          <Trans>Innloggingen kunne ikke fullføres. Prøv å logge inn på nytt.</Trans>
        </Alert>
        <Button component={RouterLink} to={SIGN_IN_PATH} variant="contained">
          <Trans>Til innlogging</Trans>
        </Button>
      </>
    );
  }
  return <LoadingSpinner text={t`Logger inn...`} />;
}
