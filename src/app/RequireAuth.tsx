import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loadSignedInUser, SIGN_IN_PATH } from '../auth/oidc';
import { useSession } from '../session/SessionProvider';
import { LoadingSpinner } from '../components/LoadingSpinner';

type Status = 'loading' | 'signedIn' | 'signedOut';

/** Lets signed-in people through; sends everyone else to sign-in, remembering where they were going. */
export function RequireAuth() {
  const location = useLocation();
  const { state } = useSession();
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let active = true;
    loadSignedInUser()
      .then((user) => {
        if (active) setStatus(user ? 'signedIn' : 'signedOut');
      })
      .catch(() => {
        if (active) setStatus('signedOut');
      });
    return () => {
      active = false;
    };
  }, []);

  if (status === 'loading') return <LoadingSpinner />;
  if (status === 'signedOut') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    const query = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    return <Navigate to={`${SIGN_IN_PATH}${query}`} replace />;
  }
  if (!state.userData) return <Navigate to="/login/roleSelection" replace />;
  return <Outlet />;
}
