import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { resolveContactByToken } from '../../api/generated/endpoints/contacts/contacts';
import type { Account, UserData } from '../../api/generated/model';
import { createQueryClient } from '../../api/queryClient';
import { configureHttp } from '../../api/sessionHooks';
import { SessionProvider } from '../../session/SessionProvider';
import { initialSessionState, writeSessionState, type SessionState } from '../../session/sessionState';

/**
 * Test helpers of the timber-contract feature (for its *.test.tsx files). The sandbox API answers
 * in-process (tests/setup.ts); the test file mints the access token with the sandbox eID's signer.
 */

function LocationProbe() {
  const location = useLocation();
  return <p>Du er på {location.pathname}</p>;
}

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/** Points the HTTP layer at the sandbox with `token` and resolves the person, as the sign-in does. */
export async function signInWithToken(token: string): Promise<UserData> {
  configureHttp({ baseUrl: '/api', getAccessToken: () => token, onUnauthorized: () => undefined });
  return resolveContactByToken({ token, idToken: 'test-id-token' });
}

interface FeatureRenderOptions {
  token: string;
  /** The route the page is mounted on (and opened at). */
  path: string;
  /** Session state to start from; userData and activeAccount are resolved from the token when left out. */
  session?: Partial<SessionState>;
  /** Account to act for when the session does not give one; defaults to the person's first account. */
  accountId?: string;
  queryClient?: QueryClient;
}

/**
 * Renders a page of the feature with the app's providers: theme, React Query, toasts, the session (seeded
 * through session storage as after sign-in) and a memory router; any other address shows 'Du er på <path>'.
 */
export async function renderInFeature(ui: ReactElement, options: FeatureRenderOptions) {
  const userData = options.session?.userData ?? (await signInWithToken(options.token));
  configureHttp({ baseUrl: '/api', getAccessToken: () => options.token, onUnauthorized: () => undefined });
  const activeAccount: Account | null =
    options.session?.activeAccount ??
    userData.accounts.find((account) => account.id === options.accountId) ??
    userData.accounts[0] ??
    null;
  writeSessionState(window.sessionStorage, {
    ...initialSessionState,
    ...options.session,
    userData,
    contactId: userData.contactId,
    activeAccount,
  });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: options.path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [options.path] },
  );
  const result = render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={3} autoHideDuration={4000}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient, router, userData, activeAccount };
}
