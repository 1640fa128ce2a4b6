import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, UserData } from '../../api/generated/model';
import { createQueryClient } from '../../api/queryClient';
import { configureHttp } from '../../api/sessionHooks';
import { SessionProvider } from '../../session/SessionProvider';

/** Points the API client at the in-process sandbox with the given bearer token. */
export function connectSandboxApi(token: string): void {
  configureHttp({ baseUrl: '/api', getAccessToken: () => token, onUnauthorized: () => undefined });
}

interface RenderSignedInOptions {
  route: string;
  userData: UserData;
  activeAccount: Account | null;
}

/** Renders a signed-in page with the portal's providers and the person's session in session storage. */
export function renderSignedInPage(
  page: ReactElement,
  { route, userData, activeAccount }: RenderSignedInOptions,
) {
  window.sessionStorage.setItem('userData', JSON.stringify(userData));
  window.sessionStorage.setItem('contactId', userData.contactId);
  if (activeAccount) window.sessionStorage.setItem('activeAccount', JSON.stringify(activeAccount));
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <SnackbarProvider>
        <SessionProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={route} element={page} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { user, ...view };
}
