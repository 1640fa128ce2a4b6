/**
 * What the HTTP layer needs from the signed-in session, set once at start-up. Kept apart from the axios
 * instance so the sign-in page can configure it without loading axios.
 */
export interface HttpSessionHooks {
  /** Base URL of the cooperative API. */
  baseUrl: string;
  /** How long a call may take before it is given up (ms). */
  timeoutMs: number;
  /**
   * The bearer access token of the signed-in session, or null when nobody is signed in. May wait for a renewal
   * first (a token about to expire is renewed before it is sent).
   */
  getAccessToken: () => string | null | Promise<string | null>;
  /** Called for a 401 or 403 answer: clear the session and sign out. */
  onUnauthorized: () => void;
}

let hooks: HttpSessionHooks = {
  baseUrl: '/api',
  timeoutMs: 120_000,
  getAccessToken: () => null,
  onUnauthorized: () => undefined,
};

export function configureHttp(next: HttpSessionHooks): void {
  hooks = next;
}

export const sessionHooks = (): HttpSessionHooks => hooks;
