import type { PortalConfig } from '../config';
import { clearClientSession, leaveAfterClearing } from '../session/clearSession';
import type * as Oidc from './oidc';
import { holdsSignIn, SIGN_IN_PATH } from './signInState';

/**
 * The sign-in as the app uses it, without oidc-client-ts in the entry chunk: the sign-in page needs the
 * library only when 'Logg inn med BankID' is clicked. Everything goes through here, never through
 * src/auth/oidc.ts directly, so the library is always configured (and the session watched, spec §9) before
 * it is used.
 *
 * A tab that holds a sign-in (src/auth/signInState.ts) loads it at start-up, as before: its tokens are renewed
 * and its session watched from the first moment. A tab that holds none has nothing to renew or watch, and
 * loads it when it is first asked for (signing in, the callback, a signed-in route).
 */
type OidcModule = typeof Oidc;

let portalConfig: PortalConfig | null = null;
let loading: Promise<OidcModule> | null = null;
let loaded: OidcModule | null = null;

/** Where to load oidc-client-ts from, and when: now for a tab that holds a sign-in, else when idle. */
export function startAuth(config: PortalConfig): void {
  portalConfig = config;
  if (holdsSignIn()) {
    loadAuth().catch(() => {
      // Tried again by the first call that needs it, which reports the failure.
    });
  } else {
    prefetchWhenIdle();
  }
}

/** The sign-in module, configured and watching the session; loaded once. */
export function loadAuth(): Promise<OidcModule> {
  loading ??= import('./oidc').then(
    (oidc) => {
      if (!portalConfig) throw new Error('Innloggingen er ikke satt opp (startAuth er ikke kalt).');
      oidc.configureAuth(portalConfig);
      oidc.startSessionWatch(portalConfig);
      loaded = oidc;
      return oidc;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Fetches the module once the page has loaded and the browser is idle, so the click need not wait for it. */
function prefetchWhenIdle(): void {
  const prefetch = () => {
    import('./oidc').catch(() => {
      // The click loads it again, and says so if it cannot.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 10_000 });
    else setTimeout(prefetch, 2_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** See {@link Oidc.getAccessToken}. Without the module nobody is signed in: no token. */
export async function getAccessToken(): Promise<string | null> {
  return loading ? (await loading).getAccessToken() : null;
}

/** See {@link Oidc.endSessionLocally}. Without the module there is no user in memory to forget. */
export function endSessionLocally(): void {
  if (loaded) {
    loaded.endSessionLocally();
    return;
  }
  clearClientSession();
  leaveAfterClearing(SIGN_IN_PATH);
}

export const loadSignedInUser: OidcModule['loadSignedInUser'] = async () =>
  (await loadAuth()).loadSignedInUser();

export const signIn: OidcModule['signIn'] = async (returnTo) => (await loadAuth()).signIn(returnTo);

export const completeSignIn: OidcModule['completeSignIn'] = async () => (await loadAuth()).completeSignIn();

export const signOut: OidcModule['signOut'] = async () => (await loadAuth()).signOut();

export const renewSignIn: OidcModule['renewSignIn'] = async () => (await loadAuth()).renewSignIn();

/** See {@link Oidc.expireSession}. Asked for signed in, when the module is loaded already. */
export function expireSession(): void {
  if (loaded) {
    loaded.expireSession();
    return;
  }
  void loadAuth().then((oidc) => {
    oidc.expireSession();
  });
}
