import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { render } from '../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { sandboxServer } from '../../tests/sandboxServer';
import { expectNoAxeViolations } from '../../tests/axe';
import { PortalUpdated, RouteErrorPage } from '../app/RouteErrorPage';
import { useFormMemory } from '../session/formMemory';
import { entryScriptOf, watchForFailedChunks } from './newRelease';

/**
 * An open tab after a deploy (#42): this tab runs /assets/index-gammel.js, the server's index.html names the
 * next release's entry. In a file of its own: once a page has seen a newer release it keeps that answer.
 */
const RUNNING_ENTRY = '/assets/index-gammel.js';
const SERVED_HTML =
  '<!doctype html><html lang="nb"><head><script type="module" crossorigin src="/assets/index-ny.js"></script></head><body><div id="root"></div></body></html>';
const FORM_KEY = 'kontaktskjema-test';

/** A form that forgets what was typed when the person leaves it, as the profile's forms do. */
function CityForm() {
  const [city, setCity] = useFormMemory(
    FORM_KEY,
    '',
    (stored) => (typeof stored === 'string' ? stored : null),
    {
      forgetOnLeave: true,
    },
  );
  return (
    <main>
      <h1>Kontaktinformasjon</h1>
      <label>
        Poststed
        <input
          value={city}
          onChange={(event) => {
            setCity(event.target.value);
          }}
        />
      </label>
      <Link to="/okonomi">Økonomi</Link>
    </main>
  );
}

/** The portal's routes in small: the form, and a page whose chunk the server no longer has. */
const routes = () =>
  createMemoryRouter(
    [
      { path: '/', element: <CityForm />, errorElement: <RouteErrorPage /> },
      {
        path: '/okonomi',
        errorElement: <RouteErrorPage />,
        // What Vite's preload helper does when an import fails: the event first, then the rejection.
        lazy: () => {
          window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
          return Promise.reject(
            new TypeError(
              'Failed to fetch dynamically imported module: http://localhost/assets/EconomicsPage-Gammel1.js',
            ),
          );
        },
      },
    ],
    { initialEntries: ['/'] },
  );

let entry: HTMLScriptElement;
const askedForIndex: string[] = [];

beforeAll(() => {
  watchForFailedChunks();
});

beforeEach(() => {
  entry = document.createElement('script');
  entry.type = 'module';
  entry.src = RUNNING_ENTRY;
  document.head.append(entry);
  askedForIndex.length = 0;
  sandboxServer.use(
    http.get('*/index.html', ({ request }) => {
      askedForIndex.push(request.url);
      return HttpResponse.html(SERVED_HTML);
    }),
  );
});

afterEach(() => {
  entry.remove();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('entryScriptOf', () => {
  it("reads the entry script's path from a page, as Vite writes it", () => {
    expect(entryScriptOf(SERVED_HTML)).toBe('/assets/index-ny.js');
    expect(entryScriptOf('<script src="/legacy.js"></script>')).toBeNull();
  });
});

describe('a page whose code is gone after a new release («Skogportalen er oppdatert»)', () => {
  it('says calmly that Skogportalen is updated, offers a reload, and keeps what was typed for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const first = render(<RouterProvider router={routes()} />);
    await user.type(screen.getByRole('textbox', { name: 'Poststed' }), 'Moelv');
    await user.click(screen.getByRole('link', { name: 'Økonomi' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Skogportalen er oppdatert' })).toBeVisible();
    expect(
      screen.getByText(/Det har kommet en ny versjon av Skogportalen mens du hadde den åpen/),
    ).toBeVisible();
    expect(screen.queryByText('Noe gikk galt')).not.toBeInTheDocument();
    expect(screen.queryByText('Tekniske detaljer')).not.toBeInTheDocument();
    // The server was asked once, past the service worker's precache (a query it does not know).
    expect(askedForIndex).toEqual([expect.stringMatching(/\/index\.html\?utgavesjekk=\d+$/)]);

    // Reached from the keyboard, the one thing to do.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last inn på nytt' })).toHaveFocus();
    await expectNoAxeViolations();

    // The form was replaced, not left: what was typed is still in the tab, and is there after the reload.
    expect(window.sessionStorage.getItem(`skjema:${FORM_KEY}`)).toBe('"Moelv"');
    first.unmount();
    render(<RouterProvider router={routes()} />);
    expect(screen.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
  });

  it('«Last inn på nytt» loads the page anew, once (no service worker here)', async () => {
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<PortalUpdated reload={reload} />);
    const button = screen.getByRole('button', { name: 'Last inn på nytt' });
    await user.click(button);
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    // While the page goes, the button shows that it is working and takes no second click.
    expect(button).toBeDisabled();
  });
});
