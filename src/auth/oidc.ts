import {
  ErrorResponse,
  UserManager,
  WebStorageStateStore,
  type SigninSilentArgs,
  type User,
} from 'oidc-client-ts';
import type { PortalConfig } from '../config';
import { activeLocale } from '../i18n/i18n';
import {
  clearClientSession,
  clientSessionClearedInThisPage,
  clientSessionErased,
  markSessionEnding,
  onSessionEnding,
  leaveAfterClearing,
  onClientSessionCleared,
} from '../session/clearSession';
import { parkFormsAndClearSession, type ParkedBecause } from '../session/formMemory';
import { reportError } from '../telemetry/errorTracking';
import { noteActivity } from './activity';
import { safeReturnTo } from './returnTo';
import { watchSession } from './sessionWatch';
import { oneRenewalAtATime, tellRenewed, tellSignedOut, tokenDigest } from './tabs';
import {
  CALLBACK_PATH,
  MIN_TOKEN_SECONDS,
  OIDC_STORAGE_PREFIX,
  RENEWAL_UNDER_WAY_KEY,
  SESSION_END_KEY,
  SIGN_IN_PATH,
  sessionEndsAt,
} from './signInState';

export { CALLBACK_PATH, SIGN_IN_PATH, sessionEndsAt };

/**
 * OpenID Connect sign-in (authorization code + PKCE) with the national eID broker. Tokens and sign-in state
 * live in session storage only: they end with the tab, and never reach local storage. The app reaches this
 * module through src/auth/auth.ts, which loads it (and oidc-client-ts) only when there is a sign-in to do or
 * to keep, and configures it first.
 *
 * Renewal is oidc-client-ts's own: `automaticSilentRenew` renews the access token a little before it expires
 * (`oidc.renewBeforeExpirySeconds`), with the refresh token the eID gives (rotated on every use). The sign-in
 * itself lasts as long as the eID session (`oidc.sessionLifetimeSeconds` from the sign-in); see
 * {@link sessionEndsAt} and the warning in src/app/SessionExpiryDialog.tsx.
 */
let userManager: UserManager | null = null;
let currentUser: User | null = null;
let sessionLifetimeSeconds = 0;
let sessionWarningSeconds = 0;
/** A sign-out has begun, or the session was cleared, since this page configured the sign-in. */
let sessionEnding = false;

/** Whether the browser says it has no network (Chromium and Firefox: no connection at all). */
const isOffline = (): boolean => !window.navigator.onLine;

interface SignInState {
  returnTo: string;
}

/**
 * How long after 'beforeunload' the page counts as being left. A page still here after that stayed after all
 * (the leave was cancelled, or the link was a download), and renews again.
 */
export const LEAVING_PAGE_MS = 3000;
let leavingSince: number | null = null;
let leavingWatched = false;

/**
 * Notes when the page is being left (a reload, a link out, the address bar). The browser fires
 * 'beforeunload' before it asks for the next page, and this page's timers keep running until that page
 * arrives: a renewal started then is cut off with the page, after the eID has spent the refresh token this
 * tab keeps. The next page would renew with the spent token, and the eID would revoke the sign-in (found by
 * the fault matrix: a session check that started during a reload signed Kari out).
 */
function watchPageLeaving(): void {
  if (leavingWatched) return;
  leavingWatched = true;
  window.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
  });
  // Back from the back/forward cache: the page is in use again.
  window.addEventListener('pageshow', () => {
    leavingSince = null;
  });
}

const isLeavingPage = (): boolean => leavingSince !== null && Date.now() - leavingSince < LEAVING_PAGE_MS;

/**
 * A rotated refresh token may be used once: a second use (two renewals racing, the timer's and the session
 * check's) is taken by the eID as theft and revokes the sign-in. So renewals in this tab run one at a time,
 * and a renewal asked for while one runs gets that one's answer. Without network none is tried: it cannot be
 * answered, and a request that reached the eID while its answer got lost would spend the token; the session
 * watch asks again when the network is back. Nor while the page is being left: the answer would be lost the
 * same way, and the next page renews.
 */
class PortalUserManager extends UserManager {
  #renewal: Promise<User | null> | null = null;

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    if (isOffline()) return Promise.reject(new Error('Ingen nettforbindelse: innloggingen fornyes senere.'));
    if (isLeavingPage())
      return Promise.reject(new Error('Siden forlates: innloggingen fornyes på neste side.'));
    // The stored user is read now, before anything can clear it, as the library's own renewal would.
    this.#renewal ??= this.#renewAcrossTabs(this._loadUser(), args).finally(() => {
      this.#renewal = null;
    });
    return this.#renewal;
  }

  /**
   * Other tabs of this browser may hold the same refresh token (a sign-in handed over, src/auth/tabs.ts): one
   * renews at a time, and tells the others, which take its tokens. A tab that waited for the lock while another
   * renewed finds the new tokens already stored, and renews no more.
   */
  async #renewAcrossTabs(asking: Promise<User | null>, args?: SigninSilentArgs): Promise<User | null> {
    const spending = (await asking)?.refresh_token;
    return oneRenewalAtATime(async () => {
      const stored = await this._loadUser();
      // Signed out (or run out) while waiting for the lock: nothing to renew. Without a refresh token the library
      // would try the eID in a hidden frame, which the content policy forbids, and write a sign-in state into a
      // tab that has been cleared.
      if (sessionEnding || !stored?.refresh_token) return null;
      if (spending !== undefined && stored.refresh_token !== spending) return stored;
      window.sessionStorage.setItem(RENEWAL_UNDER_WAY_KEY, String(Date.now()));
      let renewed: User | null;
      try {
        renewed = await super.signinSilent(args);
      } finally {
        // The answer is in (stored, or refused): the next page need not hurry. A page left meanwhile never gets here.
        window.sessionStorage.removeItem(RENEWAL_UNDER_WAY_KEY);
      }
      if (
        spending !== undefined &&
        renewed?.refresh_token !== undefined &&
        renewed.refresh_token !== spending
      ) {
        tellRenewed(await tokenDigest(spending), renewed.toStorageString());
      }
      return renewed;
    });
  }
}

/**
 * Where the user (tokens) is kept. Once the session is cleared (sign-out, expiry) nothing is stored again in
 * this page's life: a renewal that was under way when the person signed out must not put tokens back.
 */
class UserStore extends WebStorageStateStore {
  #cleared = false;

  constructor() {
    super({ store: window.sessionStorage, prefix: OIDC_STORAGE_PREFIX });
    onClientSessionCleared(() => {
      this.#cleared = true;
    });
  }

  override async set(key: string, value: string): Promise<void> {
    if (!this.#cleared) await super.set(key, value);
  }
}

export function configureAuth(config: PortalConfig): UserManager {
  const origin = window.location.origin;
  const userStore = new UserStore();
  sessionLifetimeSeconds = config.oidc.sessionLifetimeSeconds;
  sessionWarningSeconds = config.oidc.sessionWarningSeconds;
  watchPageLeaving();
  sessionEnding = false;
  onSessionEnding(() => {
    sessionEnding = true;
  });
  userManager = new PortalUserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${SIGN_IN_PATH}`,
    response_type: 'code',
    scope: config.oidc.scope,
    ...(config.oidc.acrValues ? { acr_values: config.oidc.acrValues } : {}),
    // Each sign-in asks the eID again: a shared computer must not sign the previous person back in.
    prompt: 'login',
    userStore,
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: OIDC_STORAGE_PREFIX }),
    loadUserInfo: false,
    // Renewal with the refresh token (oidc-client-ts uses it when there is one), before the token expires.
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: config.oidc.renewBeforeExpirySeconds,
    // The eID's session iframe (check_session) is not used: the content policy allows no frames. The session
    // is checked with a refresh instead (sessionWatch.ts).
    monitorSession: false,
  });
  let cleared = false;
  onClientSessionCleared(() => {
    cleared = true;
  });
  userManager.events.addUserLoaded((user) => {
    if (!cleared) currentUser = user;
  });
  userManager.events.addUserUnloaded(() => {
    currentUser = null;
  });
  return userManager;
}

function manager(): UserManager {
  if (!userManager) throw new Error('Innloggingen er ikke satt opp (configureAuth er ikke kalt).');
  return userManager;
}

/** The page the person is on, to come back to after signing in again. */
const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

/** Whether an error from the eID means the sign-in is over there (signed out, expired, revoked). */
export const endsSession = (error: unknown): boolean =>
  error instanceof ErrorResponse && (error.error === 'invalid_grant' || error.error === 'login_required');

/**
 * The signed-in user from session storage, or null. An expired access token is renewed when there is a
 * refresh token (a tab that slept past the token's lifetime); a sign-in the eID has ended counts as signed out,
 * and its session is cleared here (the caller sends the person to sign in): with the forms parked when the
 * sign-in ran out meanwhile, with nothing kept when it was ended elsewhere.
 *
 * Offline the eID cannot be asked. A sign-in that has not run out then still counts, so a reload in the forest
 * shows the portal with what this tab has already fetched (src/offline) instead of a sign-in page that cannot
 * work; the calls to the API fail until the network is back, when the session watch asks the eID again and
 * the first call renews the token.
 */
export async function loadSignedInUser(): Promise<User | null> {
  const user = await manager().getUser();
  if (user?.expired && user.refresh_token) {
    try {
      currentUser = await manager().signinSilent();
    } catch (error) {
      if (!endsSession(error)) {
        if (isOffline() && !ranOut()) {
          currentUser = user;
          return currentUser;
        }
        throw error;
      }
      currentUser = null;
      if (ranOut()) parkFormsAndClearSession(user.profile.sub, safeReturnTo(currentPath()));
      else clearClientSession();
    }
    return currentUser;
  }
  currentUser = user && !user.expired ? user : null;
  return currentUser;
}

/**
 * The access token for an API call. One that is about to expire (a laptop woke, or a renewal failed) is
 * renewed first. Null when nobody is signed in, or the eID has ended the sign-in (the API's 401 then signs out).
 * When a renewal fails for another reason (no network) and the token has expired, the call fails as a network
 * error would: the page shows it and keeps what was typed.
 */
export async function getAccessToken(): Promise<string | null> {
  // A tab reloaded on a page outside the signed-in layout (registration, order by code) has its sign-in in
  // session storage, but nothing has loaded it yet: the call itself does.
  const user = currentUser ?? (await loadSignedInUser());
  if (!user) return null;
  if ((user.expires_in ?? 0) > MIN_TOKEN_SECONDS || !user.refresh_token) {
    return user.expired ? null : user.access_token;
  }
  try {
    const renewed = await manager().signinSilent();
    return renewed?.access_token ?? null;
  } catch (error) {
    if (endsSession(error)) return null;
    if (!user.expired) return user.access_token;
    throw new Error('Innloggingen kunne ikke fornyes', { cause: error });
  }
}

/** The answer of one check of the sign-in with the eID. */
export type SessionCheck = 'active' | 'ended' | 'unknown';

/**
 * Asks the eID whether the sign-in still holds, with a refresh (which also renews the tokens). `unknown`
 * without a refresh token (nothing to ask with); a failure that is not a definitive answer (no network, the
 * eID down) throws, and the next check asks again.
 */
export async function checkSession(): Promise<SessionCheck> {
  const user = await manager().getUser();
  if (!user?.refresh_token) return 'unknown';
  try {
    await manager().signinSilent();
    return 'active';
  } catch (error) {
    if (endsSession(error)) return 'ended';
    throw error;
  }
}

/**
 * Computed once at sign-in from the ID token (`auth_time` and `iat` say how much of the eID session is left by
 * the eID's clock), so a browser clock that is off does not move the end.
 */
function rememberSessionEnd(user: User): void {
  const { auth_time: authTime, iat } = user.profile;
  // Seconds left of the eID session when the ID token was made, by the eID's clock.
  const left =
    typeof authTime === 'number' && typeof iat === 'number'
      ? authTime + sessionLifetimeSeconds - iat
      : sessionLifetimeSeconds;
  window.sessionStorage.setItem(SESSION_END_KEY, String(Date.now() + Math.max(0, left) * 1000));
}

/**
 * The portal's language for the eID's pages (#43): OpenID Connect's `ui_locales`, in the sign-in and sign-out
 * requests. The national eID takes `nb` and `en`, as the test eID does (sandbox/eid/pages.ts).
 */
const uiLocales = (): string => activeLocale();

export async function signIn(returnTo: string): Promise<void> {
  const state: SignInState = { returnTo: safeReturnTo(returnTo) };
  await manager().signinRedirect({ state, ui_locales: uiLocales() });
}

/** Completes the code flow on the callback route; returns the user and where they were going. */
export async function completeSignIn(): Promise<{ user: User; returnTo: string }> {
  const user = await manager().signinRedirectCallback();
  currentUser = user;
  rememberSessionEnd(user);
  noteActivity();
  const state = user.state as Partial<SignInState> | undefined;
  return { user, returnTo: safeReturnTo(state?.returnTo) };
}

/**
 * Finishes a sign-in handed over by another tab (src/auth/tabs.ts): the tokens are in this tab's session
 * storage already; the person and where they were going, as {@link completeSignIn} gives them.
 */
export async function completeHandover(returnTo: string): Promise<{ user: User; returnTo: string }> {
  const user = await manager().getUser();
  if (!user) throw new Error('Innloggingen fra den andre fanen er ikke her.');
  currentUser = user;
  noteActivity();
  return { user, returnTo: safeReturnTo(returnTo) };
}

/**
 * The page before this one was left while its renewal was at the eID (see RENEWAL_UNDER_WAY_KEY): renew now,
 * while the eID still takes the refresh token it may have spent.
 */
export async function redoCutRenewal(): Promise<void> {
  try {
    currentUser = await manager().signinSilent();
  } catch (error) {
    if (endsSession(error)) onSessionEnded();
  }
}

/** Another tab renewed this tab's tokens, and they are stored: loaded, with the renewal timer set anew. */
export async function reloadUserRenewedElsewhere(): Promise<void> {
  const user = await manager().getUser();
  if (user && !clientSessionClearedInThisPage()) currentUser = user;
}

/**
 * Revokes the tokens at the eID when it offers a revocation endpoint (RFC 7009), so a copied token stops
 * working now rather than at expiry. The refresh token goes first: it is the one that lasts, and revoking it
 * ends the sign-in at the eID; the access token is revoked after it even when that failed, since each is worth
 * stopping on its own. oidc-client-ts's `revokeTokensOnSignout` is not used: it makes sign-out fail when the
 * provider has no such endpoint or a call fails (plain oidc-provider refuses to revoke JWT access tokens; the
 * sandbox's eID takes them, sandbox/eid/provider.ts), and stops at the first error. Sign-out must always go through, so a failed revocation is only
 * reported, by the error-tracking rule: never the token, nor the eID's answer.
 */
async function revokeTokensIfSupported(): Promise<void> {
  let endpoint: string | undefined;
  try {
    endpoint = await manager().metadataService.getRevocationEndpoint();
  } catch (error) {
    reportError(eidFailure(error), { location: 'Utlogging: fant ikke tilbakekallingen hos eID' });
    return;
  }
  if (!endpoint) return;
  for (const type of ['refresh_token', 'access_token'] as const) {
    try {
      await manager().revokeTokens([type]);
    } catch (error) {
      reportError(eidFailure(error), { location: 'Utlogging: kunne ikke trekke tilbake token', token: type });
    }
  }
}

/**
 * What may be told of a failed call to the eID: its kind and OAuth error code. oidc-client-ts puts the eID's
 * whole answer into the message of some errors, and the description is the eID's own text.
 */
const eidFailure = (error: unknown): { name: string; error?: string } => ({
  name: error instanceof Error ? error.name : typeof error,
  ...(error instanceof ErrorResponse && error.error ? { error: error.error } : {}),
});

/** Ends the session here and at the eID, which sends the browser back to the sign-in page. */
export async function signOut(): Promise<void> {
  markSessionEnding();
  // Every tab of the portal signs out with this one (#41); they clear what they keep themselves.
  tellSignedOut();
  await revokeTokensIfSupported();
  await manager().removeUser();
  currentUser = null;
  clearClientSession();
  await clientSessionErased();
  try {
    // By client_id and the registered return address, never by id_token_hint: the ID token (the person's
    // fødselsnummer and name) would stay in the browser's history and in the eID's and proxies' logs (#40).
    // oidc-client-ts adds the hint only from a stored user, removed above, and then sends client_id instead.
    await manager().signoutRedirect({ extraQueryParams: { ui_locales: uiLocales() } });
  } catch {
    window.location.assign(SIGN_IN_PATH);
  }
}

/**
 * The tab has stood unused past the idle limit (src/app/SessionExpiryDialog.tsx, or a tab reopened later: see
 * src/auth/auth.ts): a sign-out, at the eID too, so that the next person at this computer cannot sign in
 * again without BankID; but what was typed is parked for the same person's next sign-in, with where they
 * were, as when the sign-in runs out. The sign-in page says why.
 */
export async function signOutForInactivity(): Promise<void> {
  markSessionEnding();
  const returnTo = safeReturnTo(currentPath());
  const sub = (currentUser ?? (await manager().getUser()))?.profile.sub;
  await revokeTokensIfSupported();
  await manager().removeUser();
  parkForms(returnTo, 'idle', sub);
  await clientSessionErased();
  try {
    await manager().signoutRedirect({ extraQueryParams: { ui_locales: uiLocales() } });
  } catch {
    window.location.assign(SIGN_IN_PATH);
  }
}

/**
 * For a 401 or 403 from the API, or a sign-in the eID has ended (signed out in another tab, revoked): the
 * token is no longer good, so forget it without a round trip to the eID (which may be what failed) and start
 * over on the sign-in page. Nothing is kept (spec §8).
 */
export function endSessionLocally(): void {
  if (sessionEnding) return;
  currentUser = null;
  clearClientSession();
  leaveAfterClearing(SIGN_IN_PATH);
}

/**
 * Spec §9: from start-up, the sign-in is checked with the eID on an interval, on window focus and on
 * reconnect (sessionWatch.ts), and the automatic renewal's own answer counts too: when the eID says the
 * sign-in is over, {@link onSessionEnded} decides between an expiry (forms kept) and an end elsewhere.
 * Returns the function that stops it all.
 */
export function startSessionWatch(config: PortalConfig): () => void {
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    stop();
    onSessionEnded();
  };
  const onRenewError = (error: Error): void => {
    if (endsSession(error)) end();
  };
  const stopWatch = watchSession({
    check: checkSession,
    intervalMs: config.oidc.sessionCheckSeconds * 1000,
    onEnded: end,
  });
  manager().events.addSilentRenewError(onRenewError);
  function stop(): void {
    stopWatch();
    manager().events.removeSilentRenewError(onRenewError);
  }
  return stop;
}

/**
 * Parks the forms in progress for the signed-in person (src/session/formMemory.ts) and clears the session;
 * false when nobody is signed in (nothing to park for).
 */
function parkForms(
  returnTo: string,
  because: ParkedBecause = 'ranOut',
  sub = currentUser?.profile.sub,
): boolean {
  currentUser = null;
  if (sub === undefined) {
    clearClientSession();
    return false;
  }
  parkFormsAndClearSession(sub, safeReturnTo(returnTo), Date.now(), because);
  return true;
}

/**
 * The eID session has run out: keep what was typed (parked for the same person's next sign-in), clear the
 * rest, and ask for sign-in again, back to this page afterwards.
 */
export function expireSession(): void {
  const returnTo = safeReturnTo(currentPath());
  parkForms(returnTo);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- paths, not texts
  const query = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  leaveAfterClearing(`${SIGN_IN_PATH}${query}`);
}

/**
 * 'Forbli innlogget': a fresh sign-in at the eID right away (a refresh cannot make the eID session longer),
 * back to this page with what was typed. The forms are parked as for an expiry, so if someone else signs in
 * at the eID they are not shown that person's forms.
 */
export async function renewSignIn(): Promise<void> {
  const returnTo = safeReturnTo(currentPath());
  parkForms(returnTo);
  await clientSessionErased();
  await signIn(returnTo);
}

/**
 * The eID answered that the sign-in is over. Close to its planned end (in the warning time or after) that is
 * the sign-in running out, which keeps the forms; earlier, it was ended elsewhere, which keeps nothing.
 */
export function onSessionEnded(now = Date.now()): void {
  if (ranOut(now)) expireSession();
  else endSessionLocally();
}

/** Whether the sign-in is in its warning time or past its end: an end now is it running out. */
function ranOut(now = Date.now()): boolean {
  const endsAt = sessionEndsAt();
  return endsAt !== null && now >= endsAt - sessionWarningSeconds * 1000;
}
