/**
 * What the app knows of the sign-in without oidc-client-ts: the routes, and what this tab holds in session
 * storage. The library is loaded only when it has work to do (src/auth/auth.ts).
 */
export const CALLBACK_PATH = '/login/callback';
export const SIGN_IN_PATH = '/login/bankId';

/**
 * Prefix of every key oidc-client-ts writes (the signed-in user, and the state of a sign-in under way). Given
 * to its stores explicitly (src/auth/oidc.ts), so {@link holdsSignIn} does not lean on the library's default.
 */
export const OIDC_STORAGE_PREFIX = 'oidc.';

/**
 * Whether this tab holds anything of a sign-in: a user (signed in, perhaps with an expired token to renew) or
 * a sign-in on its way back from the eID. Tokens live in this tab's session storage only, so with no such key
 * nobody is signed in here, and there is nothing to renew or watch.
 */
export function holdsSignIn(storage: Storage = window.sessionStorage): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(OIDC_STORAGE_PREFIX)) return true;
  }
  return false;
}

/**
 * When the eID session ends, as epoch milliseconds by this browser's clock, kept with the tokens (set at
 * sign-in by src/auth/oidc.ts).
 */
export const SESSION_END_KEY = 'innlogging-utloper';

/** When the eID session ends (epoch ms, this browser's clock), or null when not signed in. */
export function sessionEndsAt(): number | null {
  const stored = Number(window.sessionStorage.getItem(SESSION_END_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}
