import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sandboxServer } from '../../tests/sandboxServer';
import { createTelemetryCollector } from '../../sandbox/telemetry/collector';
import { SessionProvider } from '../session/SessionProvider';
import { writeSessionState, initialSessionState } from '../session/sessionState';
import type { Account, UserData } from '../api/generated/model';
import { flushTelemetry, startTelemetry, stopTelemetry } from '../telemetry/telemetry';
import { personalValues, routePattern, Telemetry } from './Telemetry';
import { kari as kariPersona } from '../../tests/personas';

const KEY = '7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c';
const startSdk = () =>
  startTelemetry(
    {
      connectionString: `InstrumentationKey=${KEY};IngestionEndpoint=https://collector.example/telemetry`,
      instrumentationKey: KEY,
      ingestionEndpoint: 'https://collector.example/telemetry',
      maxBatchIntervalMs: null,
    },
    '/api',
    {
      schedule: (task) => {
        task();
      },
    },
  );

const kari: UserData = {
  contactId: 'contact-kari',
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.no',
  phoneNumber: '91234567',
  address: { streetAddress: 'Skogveien 1', postalCode: '2380', city: 'Brumunddal' },
  approvedTerms: true,
  approvedTermsDate: null,
  isEmployee: false,
  accounts: [],
};
const nordmannSkog: Account = {
  id: 'acc-nordmann-skog',
  name: 'Nordmann Skog AS',
  accountRole: 'FOREST_OWNER',
  isMember: false,
  organizationNumber: '923456783',
  bankAccountNumber: '12345678903',
};

/** The app's tree around the router, as App.tsx has it, with a few of its routes. */
function renderApp(initialEntry: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Forside</h1> },
      { path: '/timberContract/contractFiles', element: <h1>Kontraktsfiler for Kari Nordmann</h1> },
      { path: '/economics', element: <h1>Økonomi</h1> },
      { path: '*', element: <h1>Fant ikke siden</h1> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <SessionProvider>
      <Telemetry router={router} />
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

let collector: ReturnType<typeof createTelemetryCollector>;

beforeEach(() => {
  collector = createTelemetryCollector({ log: () => undefined });
  sandboxServer.use(...collector.handlers);
});

afterEach(() => {
  stopTelemetry();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('routePattern', () => {
  it('joins the matched routes’ paths, absolute or relative', () => {
    expect(routePattern([{ route: {} }, { route: { path: '/timberContract' } }, { route: {} }])).toBe(
      '/timberContract',
    );
    expect(routePattern([{ route: { path: '/profile' } }, { route: { path: 'account' } }])).toBe(
      '/profile/account',
    );
    expect(routePattern([{ route: {} }, { route: { path: '*' } }])).toBe('/*');
    expect(routePattern([{ route: {} }])).toBe('/');
  });
});

describe('personalValues', () => {
  it('gathers the person’s and the accounts’ names, contact details and numbers', () => {
    expect(personalValues({ ...kari, accounts: [nordmannSkog] }, nordmannSkog)).toEqual(
      expect.arrayContaining([
        'Kari',
        'Nordmann',
        'Kari Nordmann',
        'kari@example.no',
        '91234567',
        'Skogveien 1',
        'Nordmann Skog AS',
        '923456783',
        '12345678903',
      ]),
    );
    expect(personalValues(null, null)).toEqual([]);
  });
});

describe('Telemetry', () => {
  it('shows no banner and sends nothing when telemetry is not configured', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Forside' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).not.toBeInTheDocument();
  });

  it('sends a page view per page, named by its route pattern, with nothing of the session in it', async () => {
    writeSessionState(window.sessionStorage, { ...initialSessionState, userData: kari, activeAccount: null });
    await startSdk();
    const router = renderApp('/timberContract/contractFiles?contractId=2026-102');
    expect(await screen.findByRole('heading', { name: 'Kontraktsfiler for Kari Nordmann' })).toBeVisible();
    await router.navigate('/economics?year=2024');
    await router.navigate(`/contracts/acc-kari/${kariPersona.pid}`);
    const names = () =>
      collector
        .batches()
        .flatMap((batch) => batch.items)
        .map((item) => item.data?.baseData?.name);
    await vi.waitFor(async () => {
      await flushTelemetry();
      // Batches may arrive in any order.
      expect(names().sort()).toEqual(['/*', '/economics', '/timberContract/contractFiles']);
    });
    const body = collector
      .batches()
      .map((batch) => batch.body)
      .join('');
    expect(body).not.toMatch(new RegExp(`kari|nordmann|2026-102|${kariPersona.pid}`, 'i'));
  });

  it('asks for consent with a banner a keyboard reaches first, until the person answers', async () => {
    await startSdk();
    const user = userEvent.setup();
    renderApp('/');
    const banner = screen.getByRole('region', { name: 'Informasjonskapsler' });
    expect(banner).toHaveTextContent('Vi vil gjerne bruke informasjonskapsler til statistikk');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Godta' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Avslå' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('skogportal.statistikk-samtykke')).toBe('avslått');
  });

  it('does not ask again once answered', async () => {
    window.localStorage.setItem('skogportal.statistikk-samtykke', 'godtatt');
    await startSdk();
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Forside' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).not.toBeInTheDocument();
  });
});
