import { useEffect, useState } from 'react';
import { useNavigate, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { completeSignIn, SIGN_IN_PATH } from '../../auth/oidc';
import { useSession } from '../../session/SessionProvider';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { reportError } from '../../telemetry/errorTracking';
import { resolvePerson, type ResolvedPerson } from './resolvePerson';

const PLAN_ORDER_BY_CODE_PATH = '/login/planbestilling';

/** One code exchange per page load, even when React runs the effect twice. */
let pendingSignIn: Promise<{ person: ResolvedPerson; returnTo: string }> | null = null;

const finishSignIn = () => {
  pendingSignIn ??= completeSignIn().then(async ({ user, returnTo }) => ({
    person: await resolvePerson(user),
    returnTo,
  }));
  return pendingSignIn;
};

export function CallbackPage() {
  const navigate = useNavigate();
  const { dispatch } = useSession();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    finishSignIn()
      .then(({ person, returnTo }) => {
        if (!active) return;
        if (person.kind === 'unknown') {
          dispatch({ type: 'set', key: 'personId', payload: person.personIdKnown ? true : null });
          // The plan-order letter's link is for people the cooperative may not know yet: back to it.
          const ordersByCode = returnTo.toLowerCase().startsWith(PLAN_ORDER_BY_CODE_PATH);
          void navigate(ordersByCode ? returnTo : '/login/roleSelection', { replace: true });
          return;
        }
        dispatch({ type: 'setUserData', payload: person.userData });
        const [onlyAccount, ...others] = person.userData.accounts;
        if (onlyAccount && others.length === 0) dispatch({ type: 'setActiveAccount', payload: onlyAccount });
        void navigate(returnTo, { replace: true });
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
          Innloggingen kunne ikke fullføres. Prøv å logge inn på nytt.
        </Alert>
        <Button component={RouterLink} to={SIGN_IN_PATH} variant="contained">
          Til innlogging
        </Button>
      </>
    );
  }
  return <LoadingSpinner text="Logger inn..." />;
}
