import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { connectSandboxApi, renderPage, storedSession } from '../../../tests/renderPage';
import { expectNoAxeViolations } from '../../../tests/axe';
import { ORDER_CODE_DEBOUNCE_MS, PlanOrderByCodePage } from './PlanOrderByCodePage';
import { nils } from '../../../tests/personas';

const lookups: string[] = [];
const countLookups = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (path.includes('/project/orderCode/')) lookups.push(decodeURIComponent(path.split('/').pop() ?? ''));
};
afterEach(() => {
  sandboxServer.events.removeListener('request:start', countLookups);
  lookups.length = 0;
});

async function openAsNils(initialEntry = '/login/planbestilling', planData: unknown = null) {
  connectSandboxApi(await signSandboxAccessToken(nils.pid));
  sandboxServer.events.on('request:start', countLookups);
  return renderPage(<PlanOrderByCodePage />, {
    path: '/login/planbestilling',
    initialEntry,
    session: { personId: true, planData },
  });
}

const codeField = () => screen.getByRole('textbox', { name: 'Bestillingskode' });
const settle = () => new Promise((resolve) => setTimeout(resolve, ORDER_CODE_DEBOUNCE_MS + 100));

describe('PlanOrderByCodePage (Planbestilling)', () => {
  it('asks a visitor who is not signed in to sign in with BankID first', () => {
    renderPage(<PlanOrderByCodePage />, {
      path: '/login/planbestilling',
      initialEntry: '/login/planbestilling?kode=SKOG2024',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Planbestilling' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg inn med BankID' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('looks nothing up below 5 characters, and one lookup for a code typed at once', async () => {
    const { user } = await openAsNils();
    await user.type(codeField(), 'SKOG');
    await settle();
    expect(lookups).toEqual([]);
    expect(codeField()).toHaveAccessibleDescription('Koden står i brevet og har minst 5 tegn.');
    await user.type(codeField(), '2024');
    expect(await screen.findByRole('group', { name: 'Velg hva du vil bestille' })).toBeInTheDocument();
    await settle();
    expect(lookups).toEqual(['SKOG2024']);
  });

  it('turns the field red with a Norwegian message when the code finds no product', async () => {
    const { user } = await openAsNils();
    await user.type(codeField(), 'UKJENT1');
    await waitFor(() => {
      expect(codeField()).toHaveAccessibleDescription(
        /Vi fant ingen skogbruksplan å bestille med denne koden/,
      );
    });
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Bestill skogbruksplan' })).not.toBeInTheDocument();
  });

  it('says a plan in Naustdal cannot be ordered here, and offers no order', async () => {
    const { user } = await openAsNils();
    await user.type(codeField(), 'NAUST1');
    await waitFor(() => {
      expect(codeField()).toHaveAccessibleDescription(
        /Skogbruksplan for Naustdal kan ikke bestilles her i portalen/,
      );
    });
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Bestill skogbruksplan' })).not.toBeInTheDocument();
    // Not a plan that can be ordered: the role picker must not offer the plan order for it.
    expect(storedSession().planData).toBeNull();
  });

  it("takes the code from the letter's link, keeps the project in the session and orders", async () => {
    const { user } = await openAsNils('/login/planbestilling?kode=SKOG2024');
    expect(codeField()).toHaveValue('SKOG2024');
    const products = await screen.findByRole('group', { name: 'Velg hva du vil bestille' });
    expect(codeField()).toHaveAccessibleDescription('Koden gjelder skogbruksplan i planområdet Ringsaker.');
    expect(codeField()).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => {
      expect(storedSession().planData).toMatchObject({
        propertyInfo: { territoryName: 'Ringsaker' },
        orderCode: 'SKOG2024',
      });
    });
    await user.click(within(products).getByRole('checkbox', { name: /Befaring med skogbruksleder/ }));
    await user.click(screen.getByRole('button', { name: 'Bestill skogbruksplan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestillingen er mottatt' });
    expect(dialog).toHaveTextContent(
      /planområdet Ringsaker: Skogbruksplan med miljøregistreringer, Befaring/,
    );
    expect(sandboxStore().codePlanOrders).toMatchObject([
      { orderCode: 'SKOG2024', pid: nils.pid, productIds: ['plan-grunnpakke', 'plan-befaring'] },
    ]);
  });

  it("starts with the code of the letter found for the person at sign-in (the role picker's choice)", async () => {
    await openAsNils('/login/planbestilling', {
      isPlandataProject: true,
      propertyInfo: { territoryId: 't-1', territoryName: 'Ringsaker' },
      products: [{ productId: 'plan-grunnpakke', name: 'Skogbruksplan', price: 4900 }],
      orderCode: 'SKOG2024',
    });
    expect(codeField()).toHaveValue('SKOG2024');
    expect(await screen.findByRole('group', { name: 'Velg hva du vil bestille' })).toBeInTheDocument();
    expect(lookups).toEqual(['SKOG2024']);
  });

  it('asks for at least one product rather than sending an empty order', async () => {
    const { user } = await openAsNils('/login/planbestilling?kode=SKOG2024');
    const products = await screen.findByRole('group', { name: 'Velg hva du vil bestille' });
    await user.click(
      within(products).getByRole('checkbox', { name: /Skogbruksplan med miljøregistreringer/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Bestill skogbruksplan' }));
    expect(await screen.findByText('Velg minst ett produkt.')).toBeVisible();
    expect(sandboxStore().codePlanOrders).toEqual([]);
  });

  it('is accessible with the products shown and with the red field', async () => {
    const { user } = await openAsNils('/login/planbestilling?kode=SKOG2024');
    await screen.findByRole('group', { name: 'Velg hva du vil bestille' });
    await expectNoAxeViolations();
    await user.clear(codeField());
    await user.type(codeField(), 'NAUST1');
    await waitFor(() => {
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    });
    await expectNoAxeViolations();
  });
});
