import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { render } from '../../tests/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { renderPage, signInWithToken } from '../../tests/renderPage';
import { AuthenticatedLayout } from './layouts/AuthenticatedLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { insideLayout } from './router';
import { kari } from '../../tests/personas';
import { errorReference, reportError, resetErrorSink, setErrorSink } from '../telemetry/errorTracking';
import { http, HttpResponse } from 'msw';
import { sandboxServer } from '../../tests/sandboxServer';

function Broken(): never {
  throw new Error('Kontraktlisten kunne ikke tegnes');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RouteErrorPage ('Noe gikk galt')", () => {
  it('shows what went wrong, how to reach customer service, and a way to try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeInTheDocument();
    expect(screen.getByText(/Kontakt kundeservice om feilen fortsetter/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '62 00 00 00' })).toHaveAttribute('href', 'tel:+4762000000');
    expect(screen.getByText('Siden kunne ikke vises. «Prøv igjen» laster den på nytt.')).toBeInTheDocument();
    expect(screen.getByText(/^[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}$/)).toBeInTheDocument();
    // The error's own words only behind 'Tekniske detaljer'.
    const details = screen.getByText('Tekniske detaljer').closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(within(details as HTMLElement).getByText('Kontraktlisten kunne ikke tegnes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  it('shows the reference the error was reported with, for customer service', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: string[] = [];
    setErrorSink((_summary, context) => {
      if (typeof context.reference === 'string') reported.push(context.reference);
    });
    const thrown = new Error('Kontraktlisten kunne ikke tegnes');
    function Throws(): never {
      // As main.tsx's onCaughtError reports what the error page shows.
      reportError(thrown, { location: 'Visning: feil vist på siden', reference: errorReference(thrown) });
      throw thrown;
    }
    try {
      const router = createMemoryRouter([
        { path: '/', element: <Throws />, errorElement: <RouteErrorPage /> },
      ]);
      render(<RouterProvider router={router} />);
      expect(reported[0]).toMatch(/^[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}$/);
      expect(screen.getByText(reported[0] ?? '')).toBeInTheDocument();
    } finally {
      resetErrorSink();
    }
  });

  it('says offline that a page not opened since the last update is not saved, instead of "Noe gikk galt"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    function NotArrived(): never {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/OrdersPage-x.js',
      );
    }
    const router = createMemoryRouter([
      { path: '/', element: <NotArrived />, errorElement: <RouteErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Siden er ikke lagret for bruk uten nett' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Åpne den igjen når du har nett/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    expect(screen.queryByText('Noe gikk galt')).not.toBeInTheDocument();
  });

  it('keeps the header and menu when a page inside the signed-in layout throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kariUser = await signInWithToken(await signSandboxAccessToken(kari.pid));
    const { user } = renderPage(<AuthenticatedLayout />, {
      path: '/',
      initialEntry: '/timberContract',
      accountId: 'acc-kari',
      session: { userData: kariUser },
      children: [insideLayout([{ path: '/timberContract', element: <Broken /> }])],
    });

    // One main landmark, the layout's, with the error in it.
    const main = await screen.findByRole('main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByText(/Kontakt kundeservice om feilen fortsetter/)).toBeInTheDocument();
    expect(within(main).getByText('Tekniske detaljer')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();

    // The header with its menu and 'Logg ut' is still there (the phone header in the test DOM).
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    const menu = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(within(menu).getByRole('link', { name: 'Tømmerkontrakter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
  });

  it('explains a page whose code did not arrive (a new release, or no network), with a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () =>
          Promise.reject(
            new TypeError(
              'Failed to fetch dynamically imported module: http://localhost/assets/ContractListPage-Cq1.js',
            ),
          ),
        errorElement: <RouteErrorPage />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeInTheDocument();
    expect(
      screen.getByText(/En del av portalen kom ikke fram\. Det skjer når portalen har fått en ny versjon/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  it('says "Noe gikk galt" for a missing chunk when the server still has the release this tab runs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = '/assets/index-Samme1.js';
    document.head.append(entry);
    const asked: string[] = [];
    sandboxServer.use(
      http.get('*/index.html', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.html('<script type="module" crossorigin src="/assets/index-Samme1.js"></script>');
      }),
    );
    try {
      const router = createMemoryRouter([
        {
          path: '/',
          lazy: () =>
            Promise.reject(
              new TypeError(
                'Failed to fetch dynamically imported module: http://localhost/assets/OrdersPage-Borte1.js',
              ),
            ),
          errorElement: <RouteErrorPage />,
        },
      ]);
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeInTheDocument();
      expect(screen.getByText(/En del av portalen kom ikke fram/)).toBeInTheDocument();
      expect(screen.queryByText('Skogportalen er oppdatert')).not.toBeInTheDocument();
      expect(asked).toHaveLength(1);
    } finally {
      entry.remove();
    }
  });

  it('does not blame a new version for an error in the page itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByText(/En del av portalen kom ikke fram/)).not.toBeInTheDocument();
  });
});
