import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { renderPage, signInWithToken } from '../../tests/renderPage';
import { PermittedOutlet } from './PermittedOutlet';
import { requires, ROUTE_PERMISSIONS } from './routePermissions';
import { kari, per } from '../../tests/personas';

const page = <h1>Signer avtale</h1>;

async function openAs(pid: string, path: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  return renderPage(<PermittedOutlet />, {
    path: '/',
    initialEntry: path,
    children: [{ path, element: page, ...requires(path) }],
    session: { userData, activeAccount: userData.accounts[0] ?? null },
  });
}

describe('PermittedOutlet', () => {
  it('shows the page to someone the permission table allows', async () => {
    await openAs(kari.pid, '/timberContract/signContract');
    expect(screen.getByRole('heading', { level: 1, name: 'Signer avtale' })).toBeInTheDocument();
  });

  it("shows 'Ingen tilgang', with who they are for which company, to someone it does not", async () => {
    await openAs(per.pid, '/timberContract/signContract');
    expect(screen.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signer avtale' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Som entreprenør for Berg Maskin AS har du ikke tilgang til denne siden\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Til forsiden' })).toHaveAttribute('href', '/');
  });

  it('lets a forest owner not use the one-time code page, which is for contractors', async () => {
    await openAs(kari.pid, '/oneTimeCode');
    expect(screen.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeInTheDocument();
  });

  it('names a permission for every page that signs, reports, orders or shows economics', () => {
    expect(ROUTE_PERMISSIONS['/timberContract/signContract']).toBe('signContract');
    expect(ROUTE_PERMISSIONS['/timberContract/readyForPickup']).toBe('reportReadyForPickup');
    expect(ROUTE_PERMISSIONS['/economics']).toBe('readEconomics');
    expect(ROUTE_PERMISSIONS['/orders/selectProperty']).toBe('order');
    expect(requires('/contact')).toEqual({});
  });
});
