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
import { initialSessionState, readSessionState, writeSessionState } from '../../session/sessionState';

/**
 * Test helpers of the profile feature (used by its *.test.tsx files only). The sandbox API answers in-process
 * (tests/setup.ts); the caller mints the access token with the sandbox eID's signer.
 */

/** Points the HTTP layer at the sandbox with `token` and resolves the person, as the sign-in does. */
export async function signInWithToken(token: string): Promise<UserData> {
  configureHttp({ baseUrl: '/api', getAccessToken: () => token, onUnauthorized: () => undefined });
  return resolveContactByToken({ token, idToken: 'test-id-token' });
}

/** The session as it is in session storage now (the provider writes it back on every change). */
export const storedSession = () => readSessionState(window.sessionStorage);

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

interface RenderPageOptions {
  userData: UserData;
  activeAccount?: Account | null;
  /** Where the page lives in the route table. */
  path: string;
  /** The address to open; defaults to `path`. */
  initialEntry?: string;
  queryClient?: QueryClient;
}

/** A query client as the app's, but with no retry so a failed load shows at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/**
 * Renders a page with the app's providers around it: theme, React Query, toasts, the session (seeded
 * through session storage, as after sign-in) and a memory router. Any other address shows its path in
 * `data-testid="location"`.
 */
export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const { userData, activeAccount = null, path, initialEntry = path } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  writeSessionState(window.sessionStorage, {
    ...initialSessionState,
    userData,
    contactId: userData.contactId,
    activeAccount,
  });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry] },
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
  return { ...result, router, queryClient };
}
