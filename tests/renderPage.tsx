import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../src/i18n/i18n';
import { ToastSlot } from '../src/components/toasts/ToastSlot';
import userEvent from '@testing-library/user-event';
import { decodeJwt } from 'jose';
import { signSandboxIdToken } from '../sandbox/eid/tokens';
import { resolveContactByToken } from '../src/api/generated/endpoints/contacts/contacts';
import type { Account, UserData } from '../src/api/generated/model';
import { createQueryClient } from '../src/api/queryClient';
import { configureHttp } from '../src/api/sessionHooks';
import { SessionProvider } from '../src/session/SessionProvider';
import {
  initialSessionState,
  readSessionState,
  writeSessionState,
  type SessionState,
} from '../src/session/sessionState';

/**
 * Shared helpers of the component tests under src/. The sandbox API answers in-process
 * (tests/setup.ts); a test mints its access token with the sandbox eID's signer (sandbox/eid/tokens).
 */

/** A query client as the app's, but with no retry so a failed load shows at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/** Points the HTTP layer at the in-process sandbox API with `token` as the bearer token. */
export function connectSandboxApi(token: string): void {
  configureHttp({
    baseUrl: '/api',
    timeoutMs: 120_000,
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
  });
}

/** The ID token the test eID issues alongside an access token of the sandbox's signer. */
export async function idTokenFor(accessToken: string): Promise<string> {
  const { pid } = decodeJwt(accessToken);
  if (typeof pid !== 'string') throw new Error('signInWithToken: the access token has no pid');
  return signSandboxIdToken(pid);
}

/** Points the HTTP layer at the sandbox with `token` and resolves the person, as the sign-in does. */
export async function signInWithToken(token: string): Promise<UserData> {
  connectSandboxApi(token);
  return resolveContactByToken({ token, idToken: await idTokenFor(token) });
}

/** The session as it is in session storage now (the provider writes it back on every change). */
export const storedSession = (): SessionState => readSessionState(window.sessionStorage);

/** Any address other than the page's: tells where a link or redirect went, e.g. 'Du er på /login/bankId'. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`Du er på ${location.pathname}${location.search}`}</p>;
}

export interface RenderPageOptions {
  /** Where the page lives in the route table. */
  path: string;
  /** The address to open; defaults to `path`. */
  initialEntry?: string;
  /**
   * Session to start from, seeded through session storage as the portal keeps it (after sign-in, say).
   * `contactId` defaults to that of `userData`.
   */
  session?: Partial<SessionState>;
  /** Act for this account of `session.userData` (it must be one of the person's accounts). */
  accountId?: string;
  /** Child routes of the page (for a layout, which shows them through its Outlet). */
  children?: RouteObject[];
  /** Defaults to createTestQueryClient(). */
  queryClient?: QueryClient;
  /**
   * Mount the page in the router alone, without theme, React Query, toasts or session: for a page that
   * must need none of them (rendering fails if it reaches for one).
   */
  routerOnly?: boolean;
}

function accountOf(userData: UserData | null | undefined, accountId: string): Account {
  const account = userData?.accounts.find((candidate) => candidate.id === accountId);
  if (!account) throw new Error(`renderPage: the session's person has no account '${accountId}'`);
  return account;
}

/**
 * Renders a page with the app's providers around it: theme, React Query, toasts, the session (seeded
 * through session storage) and a memory router. Any other address shows 'Du er på <path><search>' in
 * `data-testid="location"`. Set up the HTTP layer first (connectSandboxApi or signInWithToken) if the
 * page talks to the API.
 */
export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const { path, initialEntry = path, session = {}, accountId, routerOnly = false, children } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  writeSessionState(window.sessionStorage, {
    ...initialSessionState,
    contactId: session.userData?.contactId ?? null,
    ...session,
    ...(accountId === undefined ? {} : { activeAccount: accountOf(session.userData, accountId) }),
  });
  const router = createMemoryRouter(
    [
      { path, element: page, ...(children ? { children } : {}) },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      {routerOnly ? (
        <RouterProvider router={router} />
      ) : (
        <ThemeProvider theme={createTheme()}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
            <ToastSlot />
          </QueryClientProvider>
        </ThemeProvider>
      )}
    </I18nProvider>,
  );
  return { ...result, user, router, queryClient };
}
