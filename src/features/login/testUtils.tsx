import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../api/queryClient';
import { configureHttp } from '../../api/sessionHooks';
import { SessionProvider } from '../../session/SessionProvider';

/** Session values a login page reads, seeded into session storage the way the portal keeps them (JSON). */
export interface LoginSession {
  personId?: string | null;
  planData?: unknown;
}

interface RenderLoginOptions {
  /** The route pattern the page is mounted on. */
  route: string;
  /** Where the test starts (defaults to `route`). */
  at?: string;
  session?: LoginSession;
  /** Bearer token for the sandbox API (from signSandboxAccessToken), or none. */
  token?: string | null;
}

/** Any other route: tells where a link or redirect went. */
function WhereAmI() {
  const location = useLocation();
  return <p>{`Du er på ${location.pathname}${location.search}`}</p>;
}

/** Renders a login page with the portal's providers, talking to the in-process sandbox API. */
export function renderLoginPage(
  page: ReactElement,
  { route, at, session = {}, token = null }: RenderLoginOptions,
) {
  for (const [key, value] of Object.entries(session)) {
    if (value !== undefined && value !== null) window.sessionStorage.setItem(key, JSON.stringify(value));
  }
  configureHttp({ baseUrl: '/api', getAccessToken: () => token, onUnauthorized: () => undefined });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <SnackbarProvider>
        <SessionProvider>
          <MemoryRouter initialEntries={[at ?? route]}>
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { user, ...view };
}
