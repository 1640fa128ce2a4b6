import type { PortalConfig } from '../config';
import { LONGEST_WAIT_MS, whenIdleAfterLoad, whenQuiet } from '../whenQuiet';
import { clearClientSession, leaveAfterClearing, sessionEndingInThisPage } from '../session/clearSession';
import type * as Oidc from './oidc';
import { idleTooLong, lastActivityAt, noteActivity } from './activity';
import { joinSignedInTabs, takeRenewedTokens, takeSignInFromAnotherTab } from './tabs';
import {
  HANDOVER_RETURN_KEY,
  holdsSignIn,
  renewalCutShort,
  SIGN_IN_PATH,
  usableStoredSignIn,
  type StoredSignIn,
} from './signInState';

/**
 * The sign-in as the app uses it, without oidc-client-ts in the entry chunk: the sign-in page needs the
 * library only when 'Logg inn med BankID' is clicked. Everything goes through here, never through
 * src/auth/oidc.ts directly, so the library is always configured (and the session watched, spec §9) before
 * it is used.
 *
 * A tab that holds a sign-in with a good access token (a signed-in page opened or reloaded) starts its page
 * and its first calls with that token, read from session storage (src/auth/signInState.ts), and loads the
 * library once the page is drawn and the browser idle: renewal and the session watch (spec §9) start then,
 * well before the token needs renewing. A tab whose token must be renewed first loads it at start-up. A tab
 * that holds no sign-in has nothing to renew or watch, and loads it when it is first asked for (signing in,
 * the callback).
 */
type OidcModule = typeof Oidc;

let portalConfig: PortalConfig | null = null;
let loading: Promise<OidcModule> | null = null;
let loaded: OidcModule | null = null;

const loadInBackground = (): void => {
  loadAuth().catch(() => {
    // Tried again by the first call that needs it, which reports the failure.
  });
};

/**
 * Where to load oidc-client-ts from, and when: at once for a tab whose sign-in must be renewed; at the first
 * idle moment for a tab signed in with a good token (configured and watching then: the watch is what parks the
 * forms when the sign-in runs out); once the page is quiet for a signed-out tab, where it is only fetched so a
 * click on 'Logg inn med BankID' need not wait (src/whenQuiet.ts).
 */
export function startAuth(config: PortalConfig): void {
  portalConfig = config;
  if (holdsSignIn()) joinTabs(config);
  if (!holdsSignIn()) whenQuiet(prefetch);
  else if (renewalCutShort(CUT_RENEWAL_REDO_MS)) {
    loadAuth()
      .then((oidc) => oidc.redoCutRenewal())
      .catch(() => {
        // Asked again by the first call that needs a token.
      });
  } else if (!renewalDueSoon(usableStoredSignIn(config.oidc), config)) whenIdleAfterLoad(loadInBackground);
  else loadInBackground();
}

/**
 * How long after a renewal was cut short (the page left while it was at the eID) the next page redoes it at once:
 * the eID takes a spent refresh token again for 30 s (its reuse interval); later it revokes the sign-in anyway.
 */
const CUT_RENEWAL_REDO_MS = 30_000;

/** This tab among the portal's signed-in tabs (src/auth/tabs.ts): what it does when another speaks. */
function joinTabs(config: PortalConfig): void {
  joinSignedInTabs(config, {
    renewed: (spent, user) => {
      void takeRenewedTokens(config, spent, user).then((taken) =>
        taken && loaded ? loaded.reloadUserRenewedElsewhere() : undefined,
      );
    },
    used: (at) => {
      if ((lastActivityAt() ?? 0) < at) noteActivity(at);
    },
    signedOut: () => {
      endSessionLocally();
    },
  });
}

/**
 * Whether the library would renew the stored token before an idle moment is sure to have come: then it is
 * loaded at once. A page left while its renewal was on the way (a reload, a link) hands the next page the
 * spent refresh token, and the eID takes a spent one again only for a short while (its reuse interval, 30 s
 * in the sandbox); after that it ends the sign-in as a stolen token's. Waiting up to 15 s for idle on a slow
 * phone, on top of the page's own load, could miss it.
 */
function renewalDueSoon(stored: StoredSignIn | null, config: PortalConfig): boolean {
  if (stored === null) return true;
  const secondsLeft = stored.expiresAt - Math.floor(Date.now() / 1000);
  return secondsLeft <= config.oidc.renewBeforeExpirySeconds + LONGEST_WAIT_MS / 1000 + 5;
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

/** Fetches the module without configuring it, so a click on 'Logg inn med BankID' need not wait for it. */
const prefetch = (): void => {
  import('./oidc').catch(() => {
    // The click loads it again, and says so if it cannot.
  });
};

/**
 * This tab's signed-in person and access token, read from session storage without the library, while the
 * token is good; null when nobody is signed in or the token must be renewed first (then only
 * {@link loadSignedInUser} can tell).
 */
export function storedSignIn(): StoredSignIn | null {
  if (!portalConfig) return null;
  return usableStoredSignIn(portalConfig.oidc);
}

/**
 * See {@link Oidc.getAccessToken}. Until the module has loaded, a good token is read from session storage, so
 * a signed-in page's first calls do not wait for the library; one to renew waits for it. Without a sign-in in
 * this tab: no token.
 */
export async function getAccessToken(): Promise<string | null> {
  if (loaded) return loaded.getAccessToken();
  const stored = storedSignIn();
  if (stored) return stored.accessToken;
  if (holdsSignIn()) return (await loadAuth()).getAccessToken();
  return loading ? (await loading).getAccessToken() : null;
}

/** See {@link Oidc.endSessionLocally}. Without the module there is no user in memory to forget. */
export function endSessionLocally(): void {
  if (sessionEndingInThisPage()) return;
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

/**
 * Before a tab with no sign-in of its own shows a page that needs one: takes the sign-in of another of the
 * browser's tabs, if one is signed in (src/auth/tabs.ts), and sends this tab through the callback page, which
 * resolves the person and their account as after a sign-in, then goes on to where the tab was going. The
 * sign-in pages themselves (/login/...) ask no one: a person may open one to sign in as someone else.
 */
export async function signInFromAnotherTab(config: PortalConfig): Promise<boolean> {
  const { pathname, search, hash } = window.location;
  // Offline the person and their account cannot be looked up: such a tab starts as it did before (the offline
  // page), and takes the sign-in when opened again on the network.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- paths, not texts
  if (pathname.startsWith('/login') || holdsSignIn() || !window.navigator.onLine) return false;
  if (!(await takeSignInFromAnotherTab(config))) return false;
  window.sessionStorage.setItem(HANDOVER_RETURN_KEY, `${pathname}${search}${hash}`);
  return true;
}

/**
 * The callback page's work: a sign-in handed over by another tab when this tab was sent there for one (see
 * {@link signInFromAnotherTab}), else the eID's answer.
 */
export async function finishSignIn(): ReturnType<OidcModule['completeSignIn']> {
  const handedOverTo = window.sessionStorage.getItem(HANDOVER_RETURN_KEY);
  window.sessionStorage.removeItem(HANDOVER_RETURN_KEY);
  const oidc = await loadAuth();
  const finished = await (handedOverTo === null
    ? oidc.completeSignIn()
    : oidc.completeHandover(handedOverTo));
  if (portalConfig) joinTabs(portalConfig);
  return finished;
}

export const signOut: OidcModule['signOut'] = async () => (await loadAuth()).signOut();

export const renewSignIn: OidcModule['renewSignIn'] = async () => (await loadAuth()).renewSignIn();

/** See {@link Oidc.signOutForInactivity}. Should that fail, the tab is signed out here all the same. */
export function signOutForInactivity(): void {
  loadAuth()
    .then((oidc) => oidc.signOutForInactivity())
    .catch(() => {
      clearClientSession();
      leaveAfterClearing(SIGN_IN_PATH);
    });
}

/**
 * A tab reopened (Ctrl+Shift+T brings its session storage back) after standing unused past the idle limit is
 * signed out before it shows anything; one reopened sooner goes on signed in, until the eID session's end.
 * True when it is being signed out.
 */
export function signOutIfUnusedTooLong(config: PortalConfig): boolean {
  if (!idleTooLong(config.oidc.idleSignOutSeconds)) return false;
  signOutForInactivity();
  return true;
}

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
