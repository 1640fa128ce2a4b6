import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadSignedInUser, storedSignIn } from '../auth/auth';
import { CALLBACK_PATH, HANDOVER_RETURN_KEY, SIGN_IN_PATH } from '../auth/signInState';
import { useSession } from '../session/SessionProvider';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { PATHS } from '../paths';

type Status = 'loading' | 'signedIn' | 'signedOut';

/**
 * Starts the offline copy (src/offline) for `sub`; its code is loaded then, not with the page. Precached, so
 * it is there offline too; a copy that cannot start leaves the portal as it is (the copy is a help).
 */
const keepOfflineCopy = (queryClient: QueryClient, sub: string): Promise<void> =>
  import('../offline/offlineCopy').then(
    (offlineCopy) => offlineCopy.keepOfflineCopy(queryClient, sub),
    () => undefined,
  );

/** Online with a good token in this tab: the page need not wait for the sign-in library nor the offline copy. */
const signedInOnline = () => (window.navigator.onLine ? storedSignIn() : null);

/**
 * Lets signed-in people through; sends everyone else to sign-in, remembering where they were going. Starts
 * the offline copy for the signed-in person (src/offline).
 */
export function RequireAuth() {
  const location = useLocation();
  const { state } = useSession();
  const [status, setStatus] = useState<Status>(() => (signedInOnline() ? 'signedIn' : 'loading'));
  // A sign-in just taken from another tab (src/auth/auth.ts signInFromAnotherTab) is finished on the callback
  // page, which finds the person and their account, then comes back here.
  const [handedOver] = useState(() => window.sessionStorage.getItem(HANDOVER_RETURN_KEY) !== null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (handedOver) return undefined;
    const stored = signedInOnline();
    if (stored) {
      // Online the copy is only written to: the page goes ahead, and what it has fetched meanwhile is kept too.
      void keepOfflineCopy(queryClient, stored.sub);
      return undefined;
    }
    let active = true;
    loadSignedInUser()
      .then(async (user) => {
        // Offline, the kept copy of what this person opened is back in the cache before the page shows.
        if (user) await keepOfflineCopy(queryClient, user.profile.sub);
        if (active) setStatus(user ? 'signedIn' : 'signedOut');
      })
      .catch(() => {
        if (active) setStatus('signedOut');
      });
    return () => {
      active = false;
    };
  }, [queryClient, handedOver]);

  if (handedOver) return <Navigate to={CALLBACK_PATH} replace />;
  if (status === 'loading') return <LoadingSpinner />;
  if (status === 'signedOut') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a query string, not a text
    const query = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    return <Navigate to={`${SIGN_IN_PATH}${query}`} replace />;
  }
  if (!state.userData) return <Navigate to={PATHS.roleSelection} replace />;
  return <Outlet />;
}
