import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { PortalConfig } from '../config';
import { clearClientSession } from '../session/clearSession';
import { safeReturnTo } from './returnTo';

/**
 * OpenID Connect sign-in (authorization code + PKCE) with the national eID broker. Tokens and sign-in state
 * live in session storage only: they end with the tab, and never reach local storage.
 */
let userManager: UserManager | null = null;
let currentUser: User | null = null;

export const CALLBACK_PATH = '/login/callback';
export const SIGN_IN_PATH = '/login/bankId';

interface SignInState {
  returnTo: string;
}

export function configureAuth(config: PortalConfig): UserManager {
  const origin = window.location.origin;
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  userManager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${SIGN_IN_PATH}`,
    response_type: 'code',
    scope: config.oidc.scope,
    ...(config.oidc.acrValues ? { acr_values: config.oidc.acrValues } : {}),
    // Each sign-in asks the eID again: a shared computer must not sign the previous person back in.
    prompt: 'login',
    userStore: store,
    stateStore: store,
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
  });
  userManager.events.addUserLoaded((user) => {
    currentUser = user;
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

/** The signed-in user from session storage, or null. Expired sessions count as signed out. */
export async function loadSignedInUser(): Promise<User | null> {
  const user = await manager().getUser();
  currentUser = user && !user.expired ? user : null;
  return currentUser;
}

export const getAccessToken = (): string | null =>
  currentUser && !currentUser.expired ? currentUser.access_token : null;

export async function signIn(returnTo: string): Promise<void> {
  const state: SignInState = { returnTo: safeReturnTo(returnTo) };
  await manager().signinRedirect({ state });
}

/** Completes the code flow on the callback route; returns the user and where they were going. */
export async function completeSignIn(): Promise<{ user: User; returnTo: string }> {
  const user = await manager().signinRedirectCallback();
  currentUser = user;
  const state = user.state as Partial<SignInState> | undefined;
  return { user, returnTo: safeReturnTo(state?.returnTo) };
}

/**
 * Revokes the tokens at the eID when it offers a revocation endpoint (RFC 7009), so a copied token stops
 * working now rather than at expiry. oidc-client-ts's `revokeTokensOnSignout` is not used: it makes sign-out
 * fail when the provider has no such endpoint, or when the call fails (oidc-provider, the sandbox's, refuses to
 * revoke JWT access tokens). Sign-out must always go through, so a failed revocation is only logged.
 */
async function revokeTokensIfSupported(): Promise<void> {
  try {
    const endpoint = await manager().metadataService.getRevocationEndpoint();
    if (endpoint) await manager().revokeTokens();
  } catch (error) {
    console.warn('Kunne ikke trekke tilbake tokenene ved utlogging', error);
  }
}

/** Ends the session here and at the eID, which sends the browser back to the sign-in page. */
export async function signOut(): Promise<void> {
  const idToken = currentUser?.id_token;
  await revokeTokensIfSupported();
  await manager().removeUser();
  currentUser = null;
  clearClientSession();
  try {
    await manager().signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  } catch {
    window.location.assign(SIGN_IN_PATH);
  }
}

/**
 * For a 401 or 403 from the API: the token is no longer good, so forget it without a round trip to the
 * eID (which may be what failed) and start over on the sign-in page.
 */
export function endSessionLocally(): void {
  currentUser = null;
  clearClientSession();
  window.location.assign(SIGN_IN_PATH);
}
