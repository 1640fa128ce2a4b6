import { PATHS } from '../paths';

/**
 * What the app knows of the sign-in without oidc-client-ts: the routes, and what this tab holds in session
 * storage. The library is loaded only when it has work to do (src/auth/auth.ts).
 */
export const CALLBACK_PATH = PATHS.signInCallback;
export const SIGN_IN_PATH = PATHS.signIn;

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

/**
 * When a person last used this tab (epoch ms), kept with the sign-in: a tab closed and reopened (Ctrl+Shift+T
 * restores its session storage) knows how long it stood unused (src/auth/activity.ts).
 */
export const LAST_ACTIVITY_KEY = 'innlogging-sist-brukt';

/**
 * Where a tab that took its sign-in from another tab (src/auth/tabs.ts) was going: set at start-up, read once
 * by the callback page, which finishes that sign-in as it finishes one from the eID.
 */
export const HANDOVER_RETURN_KEY = 'innlogging-fra-annen-fane';

/** The User Timing measure of a new tab's start-up spent asking the other tabs for a sign-in. */
export const TAB_HANDOVER_MEASURE = 'skogportal:innlogging-fra-annen-fane';

/**
 * Set (epoch ms) while a renewal's request is at the eID, removed when its answer is stored. A page that finds
 * it was left with a renewal under way: the eID may have spent the refresh token this tab still holds, and
 * takes it once more only within its reuse interval, so the next page renews at once (src/auth/auth.ts).
 */
export const RENEWAL_UNDER_WAY_KEY = 'innlogging-fornyes';

/** Whether the page before this one was left while a renewal was under way, less than `withinMs` ago. */
export function renewalCutShort(
  withinMs: number,
  now = Date.now(),
  storage: Storage = window.sessionStorage,
): boolean {
  const since = Number(storage.getItem(RENEWAL_UNDER_WAY_KEY));
  return Number.isFinite(since) && since > 0 && now - since < withinMs;
}

/** Seconds a token must still be good for when a request leaves; a shorter-lived one is renewed first. */
export const MIN_TOKEN_SECONDS = 5;

/** What a page needs of the stored sign-in before oidc-client-ts has loaded: the token and whose it is. */
export interface StoredSignIn {
  accessToken: string;
  /** The eID's `sub` of the signed-in person. */
  sub: string;
  /** When the access token expires, epoch seconds. */
  expiresAt: number;
}

/** The key oidc-client-ts keeps the user under: its user store's prefix, then `user:<authority>:<client id>`. */
export const userStorageKey = (authority: string, clientId: string): string =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- storage keys, not texts
  `${OIDC_STORAGE_PREFIX}user:${authority}:${clientId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The signed-in user as oidc-client-ts stored it in this tab, read without the library, when its access token
 * is good for at least {@link MIN_TOKEN_SECONDS} more; null otherwise (nobody signed in, a stored user of
 * another shape, or a token to renew, which only the library can do). A signed-in page's first calls start
 * with this token while the library loads beside them.
 */
export function usableStoredSignIn(
  oidc: { authority: string; clientId: string },
  storage: Storage = window.sessionStorage,
  nowSeconds = Math.floor(Date.now() / 1000),
): StoredSignIn | null {
  const stored = storage.getItem(userStorageKey(oidc.authority, oidc.clientId));
  if (!stored) return null;
  let user: unknown;
  try {
    user = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(user) || !isRecord(user.profile)) return null;
  const { access_token: accessToken, expires_at: expiresAt } = user;
  const { sub } = user.profile;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof sub !== 'string' || typeof expiresAt !== 'number') return null;
  if (expiresAt - nowSeconds <= MIN_TOKEN_SECONDS) return null;
  return { accessToken, sub, expiresAt };
}
