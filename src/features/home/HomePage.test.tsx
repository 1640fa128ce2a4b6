import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken, storedSession } from '../../../tests/renderPage';
import { expectNoAxeViolations } from '../../../tests/axe';
import { accountKeys } from '../../api/accountQueries';
import { HomePage } from './HomePage';
import { kari, ola, anne, eva } from '../../../tests/personas';

const BANNER = 'Det er nå mulig å bestille skogbruksplan på din eiendom';
const FOREST_OWNER_SERVICES = [
  'Tømmerinnmelding',
  'Bestillinger',
  'Økonomi',
  'Tømmerkontrakter',
  'Min skog',
  'Plantebestilling',
  'Priskalkulator',
  'Idébank',
  'Kontakt oss',
];

async function openAs(pid: string, accountId: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  return renderPage(<HomePage />, { path: '/', accountId, session: { userData } });
}

const awaiting = () => within(screen.getByRole('region', { name: 'Dette venter på deg' }));
const services = () => within(screen.getByRole('region', { name: 'Tjenester' }));
const location = () => screen.getByTestId('location');
/** 'Dette venter på deg' once both lists have come (the section's spinner is gone). */
async function awaitingSettled() {
  await waitFor(() => {
    expect(awaiting().queryByRole('status')).not.toBeInTheDocument();
  });
  return awaiting();
}

describe('HomePage (Meny)', () => {
  it('greets the person and names the account they act for', async () => {
    await openAs(kari.pid, 'acc-nordmann-skog');
    expect(screen.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeInTheDocument();
    expect(screen.getByText('Du handler på vegne av Nordmann Skog AS.')).toBeInTheDocument();
  });

  it('lists what waits for Kari: the unsigned contract, the track repair, the ongoing operation and the order to sign', async () => {
    await openAs(kari.pid, 'acc-kari');
    const items = (await awaitingSettled()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Les og signer avtale',
      'Bekreft sporutbedring',
      'Meld henteklart',
      'Signer bestillingen',
    ]);
    expect(items[0]).toHaveTextContent(/Kontrakt 2026-101 · Nordre Nordmann/);
    expect(items[1]).toHaveTextContent(/Kontrakt 2026-103 · Søndre Nordmann/);
    expect(items[1]).toHaveTextContent(/innen \d{2}\.\d{2}\.\d{4}/);
    expect(items[2]).toHaveTextContent(/Kontrakt 2026-102/);
    expect(items[3]).toHaveTextContent(/Miljøregistrering \(MiS\) 3411\/40\/7/);
    // Neither the finished, signed contracts nor the signed plant order wait for anything.
    expect(
      awaiting().queryByText(/2025-087|2026-110|2024-033|Plantebestilling våren/),
    ).not.toBeInTheDocument();
    expect(awaiting().queryByText('Ingen saker venter på deg')).not.toBeInTheDocument();
  });

  it.each([
    ['Les og signer avtale, kontrakt 2026-101', '/timberContract/signContract', 'contract-2026-101', 1],
    ['Meld henteklart, kontrakt 2026-102', '/timberContract/readyForPickup', 'contract-2026-102', 2],
  ])(
    "'%s' opens %s with the contract chosen in the session",
    async (name, path, contractId, operationType) => {
      const { user } = await openAs(kari.pid, 'acc-kari');
      await user.click(await awaiting().findByRole('link', { name }));
      expect(await screen.findByTestId('location')).toHaveTextContent(`Du er på ${path}`);
      await waitFor(() => {
        expect(storedSession()).toMatchObject({ contractId, operationType });
      });
    },
  );

  it("'Bekreft sporutbedring' opens the contract list with the confirmation for 2026-103", async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    await user.click(
      await awaiting().findByRole('link', { name: 'Bekreft sporutbedring, kontrakt 2026-103' }),
    );
    expect(location()).toHaveTextContent('Du er på /timberContract?sporutbedring=contract-2026-103');
  });

  it("'Signer bestillingen' opens the order's card on Bestillinger", async () => {
    const { user, router } = await openAs(kari.pid, 'acc-kari');
    const link = await awaiting().findByRole('link', {
      name: 'Signer bestillingen: Miljøregistrering (MiS) 3411/40/7',
    });
    expect(link).toHaveAttribute('href', '/orders#ordre-order-kari-mis');
    await user.click(link);
    expect(location()).toHaveTextContent('Du er på /orders');
    expect(router.state.location.hash).toBe('#ordre-order-kari-mis');
  });

  it('lists no contract or order that is signed already', async () => {
    sandboxStore().contracts.get('contract-2026-101')!.signatureState = 1;
    sandboxStore().orders.get('order-kari-mis')!.signatureState = 1;
    await openAs(kari.pid, 'acc-kari');
    await awaiting().findByRole('link', { name: /^Meld henteklart/ });
    expect(awaiting().queryByRole('link', { name: /^Les og signer avtale/ })).not.toBeInTheDocument();
    expect(awaiting().queryByRole('link', { name: /^Signer bestillingen/ })).not.toBeInTheDocument();
  });

  it('never lists a draft timber registration', async () => {
    // Ola's draft TI-2026-001 is no contract yet; his ongoing 2026-301 is.
    const userData = await signInWithToken(await signSandboxAccessToken(ola.pid));
    renderPage(<HomePage />, { path: '/', accountId: 'acc-hansen', session: { userData } });
    const items = (await awaitingSettled()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/Kontrakt 2026-301/);
    expect(awaiting().queryByText(/TI-2026-001/)).not.toBeInTheDocument();
  });

  it('shows a spinner in the section while it loads, with greeting and tiles already there', async () => {
    await openAs(kari.pid, 'acc-kari');
    expect(awaiting().getByRole('status')).toHaveTextContent('Henter det som venter på deg...');
    expect(screen.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeInTheDocument();
    expect(services().getAllByRole('link')).toHaveLength(FOREST_OWNER_SERVICES.length);
    expect((await awaitingSettled()).getByRole('list')).toBeInTheDocument();
  });

  it("says 'Ingen saker venter på deg' when nothing waits (Anne's account)", async () => {
    await openAs(anne.pid, 'acc-ansatt');
    expect(await awaiting().findByText('Ingen saker venter på deg')).toBeInTheDocument();
    expect(awaiting().queryByRole('list')).not.toBeInTheDocument();
    expect(awaiting().queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
  });

  it("shows an error with 'Prøv igjen' for Eva, keeps the tiles, and lists what waits once the calls work", async () => {
    const { user } = await openAs(eva.pid, 'acc-feil');
    expect(
      await awaiting().findByText(/Vi klarte ikke å hente kontraktene og bestillingene/),
    ).toBeInTheDocument();
    const retry = awaiting().getByRole('button', { name: 'Prøv igjen' });
    expect(awaiting().queryByText('Ingen saker venter på deg')).not.toBeInTheDocument();
    expect(
      services()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(FOREST_OWNER_SERVICES);
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();

    sandboxStore().failingAccountIds.delete('acc-feil');
    await user.click(retry);
    expect(
      await awaiting().findByRole('link', { name: 'Meld henteklart, kontrakt 2026-901' }),
    ).toBeInTheDocument();
    expect(awaiting().queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
  });

  it('keeps the contracts it has when only the orders fail, and retries only the orders', async () => {
    let contractCalls = 0;
    sandboxServer.use(
      http.get('*/api/contracts/:accountId', () => {
        contractCalls += 1;
        return undefined;
      }),
      http.get('*/api/orders/:accountId', () => HttpResponse.json({ message: 'feil' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await openAs(kari.pid, 'acc-kari');
    await user.click(await awaiting().findByRole('button', { name: 'Prøv igjen' }));
    expect(await awaiting().findByRole('link', { name: /^Signer bestillingen/ })).toBeInTheDocument();
    expect(await awaiting().findByRole('link', { name: /^Les og signer avtale/ })).toBeInTheDocument();
    expect(awaiting().queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
    expect(contractCalls).toBe(1);
  });

  it('shows what the contracts give while the orders have failed', async () => {
    sandboxServer.use(
      http.get('*/api/orders/:accountId', () => HttpResponse.json({ message: 'feil' }, { status: 500 })),
    );
    await openAs(kari.pid, 'acc-kari');
    expect(await awaiting().findByText(/Vi klarte ikke å hente bestillingene/)).toBeInTheDocument();
    expect(await awaiting().findByRole('link', { name: /^Les og signer avtale/ })).toBeInTheDocument();
    expect(awaiting().getAllByRole('listitem')).toHaveLength(3);
  });

  describe('the forest-plan banner (spec §2.2)', () => {
    it("offers Kari's own account to order a plan, with a link to the order", async () => {
      await openAs(kari.pid, 'acc-kari');
      const banner = await screen.findByRole('region', { name: BANNER });
      expect(within(banner).getByRole('link', { name: 'Gå til bestilling' })).toHaveAttribute(
        'href',
        '/planDataOrder/ChooseMunicipality',
      );
    });

    it('offers nothing to Nordmann Skog AS, which has no eligible property', async () => {
      const { queryClient } = await openAs(kari.pid, 'acc-nordmann-skog');
      await waitFor(() => {
        expect(queryClient.isFetching()).toBe(0);
      });
      expect(queryClient.getQueryState(accountKeys.planOrderEligibility('acc-nordmann-skog'))?.status).toBe(
        'success',
      );
      expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Gå til bestilling' })).not.toBeInTheDocument();
    });

    it('goes away once the eligible property has a plan ordered', async () => {
      const { queryClient } = await openAs(kari.pid, 'acc-kari');
      await screen.findByRole('region', { name: BANNER });
      const bjorkli = sandboxStore()
        .planDataEligibility.get('acc-kari')!
        .find((property) => property.propertyNumber === '3411/52/2')!;
      bjorkli.planOrderedDate = '2026-05-01T10:00:00Z';
      await queryClient.invalidateQueries({ queryKey: accountKeys.properties('acc-kari') });
      await waitFor(() => {
        expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
      });
    });

    it('is not there while the lookup fails', async () => {
      let lookups = 0;
      sandboxServer.use(
        http.get('*/api/properties/planData/:accountId', () => {
          lookups += 1;
          return HttpResponse.json({ message: 'feil' }, { status: 500 });
        }),
      );
      await openAs(kari.pid, 'acc-kari');
      await awaiting().findByRole('list');
      await waitFor(() => {
        expect(lookups).toBe(1);
      });
      expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('gives the forest owner a tile for every service of the menu, each with what it is for', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const links = services().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(FOREST_OWNER_SERVICES);
    expect(services().queryByRole('link', { name: 'Meny' })).not.toBeInTheDocument();
    expect(services().getByRole('link', { name: 'Tømmerinnmelding' })).toHaveAccessibleDescription(
      'Meld inn tømmer du vil selge, steg for steg.',
    );
    for (const link of links) expect(link).toHaveAccessibleDescription(/\S/);
    await user.click(services().getByRole('link', { name: 'Tømmerkontrakter' }));
    expect(location()).toHaveTextContent('Du er på /timberContract');
  });

  it('offers no to-dos, banner or owner tiles to a person the permission table gives none of it (an accountant)', async () => {
    const kariUser = await signInWithToken(await signSandboxAccessToken(kari.pid));
    const asAccountant = {
      ...kariUser,
      accounts: kariUser.accounts.map((account) => ({ ...account, accountRole: 'ACCOUNTANT' as const })),
    };
    renderPage(<HomePage />, { path: '/', accountId: 'acc-kari', session: { userData: asAccountant } });
    expect(
      services()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Økonomi', 'Kontakt oss']);
    expect(screen.queryByRole('region', { name: 'Dette venter på deg' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it('has no axe violations with the banner, the list and the tiles', async () => {
    await openAs(kari.pid, 'acc-kari');
    await screen.findByRole('region', { name: BANNER });
    await awaitingSettled();
    await expectNoAxeViolations();
  });
});
