import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { OrdersPage } from './OrdersPage';
import { kari, eva } from '../../../tests/personas';

async function openAs(pid: string, accountId: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  return renderPage(<OrdersPage />, { path: '/orders', accountId, session: { userData } });
}

const propertyCard = async (propertyNumber: string) => {
  const heading = await screen.findByRole('heading', { name: new RegExp(`Eiendom ${propertyNumber}`) });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${propertyNumber}`);
  return within(card);
};

describe('OrdersPage (Bestillinger)', () => {
  it('shows each property card with its numbers, and the orders newest first with lines and total', async () => {
    await openAs(kari.pid, 'acc-kari');
    expect(screen.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeInTheDocument();
    const card = await propertyCard('3411/12/3');
    expect(card.getByText('10452')).toBeInTheDocument();
    expect(card.getByText('540 daa')).toBeInTheDocument();
    expect(card.getByText('Ja')).toBeInTheDocument();

    const orders = within(screen.getByRole('region', { name: 'Dine bestillinger' }));
    const titles = (await orders.findAllByRole('heading', { level: 3 })).map((item) => item.textContent);
    expect(titles).toEqual(['Miljøregistrering (MiS) 3411/40/7', 'Plantebestilling våren']);
    const plant = within(
      await orders.findByRole('table', { name: /Ordrelinjer for Plantebestilling våren/ }),
    );
    expect(plant.getByRole('row', { name: /^Gran/ })).toHaveTextContent('5 040,00');
    expect(plant.getByRole('row', { name: /Totalt/ })).toHaveTextContent('6 600,00');
  });

  it('brings the order the address names (#ordre-<id>) into view and puts focus on its heading', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
    renderPage(<OrdersPage />, {
      path: '/orders',
      initialEntry: '/orders#ordre-order-kari-mis',
      accountId: 'acc-kari',
      session: { userData },
    });
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Miljøregistrering (MiS) 3411/40/7',
    });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    const card = heading.closest('article');
    expect(card).toHaveAttribute('id', 'ordre-order-kari-mis');
    expect(scrolled.mock.contexts).toEqual([card]);
    expect(within(card!).getByRole('button', { name: /Signer bestilling/ })).toBeInTheDocument();
    scrolled.mockRestore();
  });

  it('moves focus nowhere when the address names no order', async () => {
    await openAs(kari.pid, 'acc-kari');
    await screen.findByRole('heading', { level: 3, name: 'Miljøregistrering (MiS) 3411/40/7' });
    expect(document.body).toHaveFocus();
  });

  it('says the plan is ordered on a property with a MiS order, and offers no button there', async () => {
    await openAs(kari.pid, 'acc-kari');
    const card = await propertyCard('3411/40/7');
    expect(await card.findByText(/^Miljøplan er bestilt \d{2}\.\d{2}\.\d{4}$/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Bestill miljøplan/ })).not.toBeInTheDocument();
  });

  it('prices the plan for a member under 500 daa at 7 000 kr, itemised, orders it, and then says it is ordered', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const card = await propertyCard('3411/14/1');
    await user.click(await card.findByRole('button', { name: 'Bestill miljøplan for eiendom 3411/14/1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestill miljøplan for eiendom 3411/14/1' });
    const table = within(await within(dialog).findByRole('table', { name: /Pris for miljøplan/ }));
    expect(table.getByRole('row', { name: /Miljøplan, fast pris/ })).toHaveTextContent('8 000,00');
    expect(table.getByRole('row', { name: /Medlemsrabatt/ })).toHaveTextContent('−1 000,00');
    expect(table.getByRole('row', { name: /Totalt/ })).toHaveTextContent('7 000,00');
    expect(within(dialog).getByText(/310 daa produktiv skog fra arealtjenesten/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Individuell prising ved spesielle forhold/)).toBeInTheDocument();

    const order = within(dialog).getByRole('button', { name: /Bestill for 7\s000,00/ });
    await user.dblClick(order);
    // The dialog shows the lines the cooperative made, not the ones the portal priced.
    const receipt = await screen.findByRole('dialog', { name: 'Miljøplan er bestilt for eiendom 3411/14/1' });
    const made = within(within(receipt).getByRole('table', { name: 'Bestilt miljøplan, eks. mva' }));
    expect(made.getByRole('row', { name: /Miljøplan, fast pris \(inntil 500 daa\)/ })).toHaveTextContent(
      '8 000,00',
    );
    expect(made.getByRole('row', { name: /Medlemsrabatt/ })).toHaveTextContent('−1 000,00');
    expect(made.getByRole('row', { name: /Totalt/ })).toHaveTextContent('7 000,00');
    expect(within(receipt).getByRole('heading', { name: /Miljøplan er bestilt/ })).toHaveFocus();
    expect(await card.findByText(/^Miljøplan er bestilt/)).toBeInTheDocument();
    await user.click(within(receipt).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(card.getByText(/^Miljøplan er bestilt/)).toHaveFocus();

    const created = [...sandboxStore().orders.values()].filter(
      (item) => item.propertyId === 'property-kari-2',
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.orderLines.map((line) => [line.productId, line.quantity, line.price])).toEqual([
      ['mis-fixed', 1, 8000],
      ['mis-member-discount', -1, 1000],
    ]);
  });

  it('shows the lines the cooperative made when its price differs from the one shown before ordering', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    // The membership ended after Kari signed in: the session still says member, the cooperative does not.
    sandboxStore().accounts.get('acc-kari')!.isMember = false;
    const card = await propertyCard('3411/14/1');
    await user.click(await card.findByRole('button', { name: /Bestill miljøplan/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('button', { name: /Bestill for 7\s000,00/ }));
    const made = within(await dialog.findByRole('table', { name: 'Bestilt miljøplan, eks. mva' }));
    expect(made.queryByRole('row', { name: /Medlemsrabatt/ })).not.toBeInTheDocument();
    expect(made.getByRole('row', { name: /Totalt/ })).toHaveTextContent('8 000,00');
  });

  it('prices over 500 daa as 3 000 kr plus 10 kr per daa of productive area', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const card = await propertyCard('3411/12/3');
    await user.click(await card.findByRole('button', { name: /Bestill miljøplan/ }));
    const table = within(await screen.findByRole('table', { name: /Pris for miljøplan/ }));
    expect(table.getByRole('row', { name: /fast pris \(over 500 daa\)/ })).toHaveTextContent('3 000,00');
    expect(table.getByRole('row', { name: /Areal, per daa/ })).toHaveTextContent(/820.*10,00.*8 200,00/);
    expect(table.getByRole('row', { name: /Totalt/ })).toHaveTextContent('10 200,00');
  });

  it('uses the weighted area when the area service fails, and says so', async () => {
    const { user } = await openAs(kari.pid, 'acc-nordmann-skog');
    const card = await propertyCard('3403/5/9');
    await user.click(await card.findByRole('button', { name: /Bestill miljøplan/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/Arealtjenesten svarte ikke.*vektede areal, 150 daa/)).toBeInTheDocument();
    // Nordmann Skog AS is not a member: no discount line.
    expect(dialog.queryByRole('row', { name: /Medlemsrabatt/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('row', { name: /Totalt/ })).toHaveTextContent('8 000,00');
  });

  it('keeps the dialog open with a Norwegian error when ordering fails, and orders on the next try', async () => {
    let failures = 1;
    sandboxServer.use(
      http.post('*/api/orders/create-order-lines', () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'feil' }, { status: 500 });
        return undefined;
      }),
    );
    const { user } = await openAs(kari.pid, 'acc-kari');
    const card = await propertyCard('3411/14/1');
    await user.click(await card.findByRole('button', { name: /Bestill miljøplan/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('button', { name: /Bestill for/ }));
    expect(await dialog.findByText(/Bestillingen ble ikke sendt/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: /Bestill for/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Miljøplan er bestilt for eiendom 3411/14/1' }),
    ).toBeInTheDocument();
    const created = [...sandboxStore().orders.values()].filter(
      (item) => item.propertyId === 'property-kari-2',
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.orderLines).toHaveLength(2);
  });

  it('lets the owner sign an order that waits for a signature', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    await user.click(
      await screen.findByRole('button', { name: 'Signer bestilling: Miljøregistrering (MiS) 3411/40/7' }),
    );
    expect(await screen.findByText('Bestillingen er signert')).toBeInTheDocument();
    expect(sandboxStore().orders.get('order-kari-mis')?.signatureState).toBe(1);
  });

  it("shows Eva's failing account as errors with 'Prøv igjen', never a blank page", async () => {
    await openAs(eva.pid, 'acc-feil');
    expect(screen.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeInTheDocument();
    // Both lists fail, each after its own retries: findAll would settle for the first that shows its error.
    await waitFor(
      () => {
        expect(screen.getAllByRole('button', { name: 'Prøv igjen' }).length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 15_000 },
    );
  });
});
