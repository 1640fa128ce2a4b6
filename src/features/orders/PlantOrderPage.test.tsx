import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { PlantOrderPage } from './PlantOrderPage';
import { PLANT_SPECIES } from './plantOrder';
import { kari } from '../../../tests/personas';

async function openAsKari() {
  const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
  return renderPage(<PlantOrderPage />, {
    path: '/orders/selectProperty',
    accountId: 'acc-kari',
    session: { userData },
  });
}

describe('PlantOrderPage (Plantebestilling)', () => {
  it('orders plants of two species for a chosen property, with a summary and a receipt', async () => {
    const { user } = await openAsKari();
    expect(screen.getByRole('heading', { level: 1, name: 'Plantebestilling' })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Velg eiendommen: Eiendom 3411/14/1 · Søndre Nordmann' }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: /Planter til Eiendom 3411\/14\/1/ }),
    ).toHaveFocus();

    const fields = screen
      .getAllByRole('textbox')
      .filter((field) => field.getAttribute('inputmode') === 'numeric');
    expect(fields).toHaveLength(PLANT_SPECIES.length);
    await user.click(screen.getByRole('button', { name: 'Gå videre' }));
    expect(screen.getByText('Skriv inn antall planter for minst ett treslag.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Gran' }), '1500');
    await user.type(screen.getByRole('textbox', { name: 'Furu' }), '300');
    await user.click(screen.getByRole('radio', { name: 'En bestemt uke' }));
    await user.type(screen.getByRole('textbox', { name: 'Ukenummer' }), '60');
    await user.click(screen.getByRole('button', { name: 'Gå videre' }));
    expect(screen.getByText('Skriv et ukenummer fra 1 til 53.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Ukenummer' }));
    await user.type(screen.getByRole('textbox', { name: 'Ukenummer' }), '18');
    await user.type(screen.getByRole('textbox', { name: /Kommentar/ }), 'Levér ved låven');
    await user.click(screen.getByRole('button', { name: 'Gå videre' }));

    expect(await screen.findByRole('heading', { name: 'Se over bestillingen' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Eiendom', 'Furu', 'Gran', 'Ønsket levering', 'Kommentar']);
    expect(screen.getByText('Uke 18')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send bestilling' }));
    const receipt = await screen.findByRole('alert');
    expect(receipt).toHaveTextContent(/Bestillingsnummer: PB-\d{4}-\d{3}/);
    const created = [...sandboxStore().orders.values()].find(
      (order) => order.propertyId === 'property-kari-2',
    );
    expect(created).toMatchObject({ orderType: 1, deliveryWish: 'Uke 18', comment: 'Levér ved låven' });
    expect(created?.orderLines.map((line) => [line.productId, line.quantity])).toEqual([
      ['furu', 300],
      ['rpBallert', 1500],
    ]);
  });

  it('keeps everything when sending fails, and sends it on the next try', async () => {
    let failures = 1;
    sandboxServer.use(
      http.post('*/api/orders/orders', () =>
        failures-- > 0 ? HttpResponse.json({ message: 'feil' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await openAsKari();
    await user.click(await screen.findByRole('button', { name: /Velg eiendommen: Eiendom 3411\/12\/3/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Bjørk' }), '250');
    await user.click(screen.getByRole('button', { name: 'Gå videre' }));
    await user.click(await screen.findByRole('button', { name: 'Send bestilling' }));
    expect(
      await screen.findByText(/Bestillingen ble ikke sendt. Alt du har skrevet er tatt vare på/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(screen.getByRole('textbox', { name: 'Bjørk' })).toHaveValue('250');
    await user.click(screen.getByRole('button', { name: 'Gå videre' }));
    await user.click(await screen.findByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByText(/Bestillingsnummer/)).toBeInTheDocument();
    const list = within(screen.getByRole('alert'));
    expect(list.getByText(/Eiendom 3411\/12\/3/)).toBeInTheDocument();
  });

  it('says it does not know when no answer came, and sending the same order again makes no second one', async () => {
    // The API stores the order, but neither the answer nor the portal's own retry's answer arrives.
    sandboxStore().faults.push({ operationId: 'createOrder', kind: 'lost', times: 2 });
    const { user } = await openAsKari();
    await user.click(await screen.findByRole('button', { name: /Velg eiendommen: Eiendom 3411\/12\/3/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Bjørk' }), '250');
    await user.click(screen.getByRole('button', { name: 'Gå videre' }));
    await user.click(await screen.findByRole('button', { name: 'Send bestilling' }));

    expect(
      await screen.findByText(/Vi fikk ikke svar, så vi vet ikke om bestillingen kom fram/, undefined, {
        timeout: 6000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ikke sendt/)).not.toBeInTheDocument();
    const ordersOnProperty = () =>
      [...sandboxStore().orders.values()].filter(
        (order) => order.propertyId === 'property-kari-1' && order.orderId !== 'order-kari-plant',
      );
    expect(ordersOnProperty()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByText(/Bestillingsnummer/)).toBeInTheDocument();
    expect(ordersOnProperty()).toHaveLength(1);
    expect(ordersOnProperty()[0]?.orderLines.map((line) => [line.productId, line.quantity])).toEqual([
      ['bjoerk', 250],
    ]);
  });
});
