import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { expectNoAxeViolations } from '../../../tests/axe';
import { ChooseMunicipalityPage } from './ChooseMunicipalityPage';
import { kari, anne, eva } from '../../../tests/personas';

async function openAs(pid: string, accountId: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  return renderPage(<ChooseMunicipalityPage />, {
    path: '/planDataOrder/ChooseMunicipality',
    accountId,
    session: { userData },
  });
}

const orderButton = () => screen.getByRole('button', { name: 'Bestill skogbruksplan' });

describe('ChooseMunicipalityPage (Bestill skogbruksplan)', () => {
  it("groups Kari's eligible property under its territory, and chooses it when it is the only one", async () => {
    await openAs(kari.pid, 'acc-kari');
    expect(screen.getByRole('heading', { level: 1, name: 'Bestill skogbruksplan' })).toBeInTheDocument();
    const ringsaker = await screen.findByRole('group', { name: 'Planområde Ringsaker' });
    const radios = within(ringsaker).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(within(ringsaker).getByRole('radio', { name: '3411/52/2 · Bjørkli' })).toBeChecked();
    // In a plan-data project without a territory: not eligible, not offered.
    expect(screen.queryByRole('radio', { name: /3411\/14\/1/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Skogbruksplan for 3411/52/2 · Bjørkli' }),
    ).toBeVisible();
  });

  it('shows the products with prices in NOK and the sum of what is ticked, the plan itself to begin with', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const products = await screen.findByRole('group', { name: 'Velg hva du vil bestille' });
    const plan = within(products).getByRole('checkbox', {
      name: /Skogbruksplan med miljøregistreringer: 4\s900,00\s+kr/,
    });
    expect(plan).toBeChecked();
    expect(within(products).getByRole('checkbox', { name: /Trykt planbok: 750,00\s+kr/ })).not.toBeChecked();
    expect(within(products).getByText(/^Sum: 4\s900,00\s+kr \(eks\. mva\.\)$/)).toBeInTheDocument();
    await user.click(within(products).getByRole('checkbox', { name: /Trykt planbok/ }));
    expect(within(products).getByText(/^Sum: 5\s650,00\s+kr/)).toBeInTheDocument();
  });

  it('shows the stand table with the species codes in words, and the counters', async () => {
    await openAs(kari.pid, 'acc-kari');
    const table = await screen.findByRole('table', {
      name: 'Bestandene på eiendom 3411/52/2 · Bjørkli i dagens plan',
    });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Bestand',
      'Alder (år)',
      'Hogstklasse',
      'Treslag',
      'Furu',
      'Gran',
      'Lauv',
      'Markslag',
    ]);
    const row = (stand: string) => within(table).getByRole('row', { name: new RegExp(`^${stand} `) });
    expect(row('1')).toHaveTextContent(/85\s*V\s*Gran\s*12\s*m³\s*268\s*m³\s*9\s*m³\s*Skogsmark/);
    expect(row('2')).toHaveTextContent('Furu');
    expect(row('3')).toHaveTextContent('Lauv');
    expect(row('5')).toHaveTextContent(/–\s*–\s*Uproduktiv\s*–\s*–\s*–\s*Myr/);
    expect(row('6')).toHaveTextContent('Ikke definert');
    expect(screen.getByText('Livsløpstrær').nextElementSibling).toHaveTextContent('148 trær');
    expect(screen.getByText('Driftsareal').nextElementSibling).toHaveTextContent('212,5 daa');
  });

  it('asks for the consent with the spec defaults, and orders only once the terms are accepted', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const consent = await screen.findByRole('group', { name: 'Bruk av plandata og vilkår' });
    expect(within(consent).getByRole('checkbox', { name: /Skogeierandelslaget kan bruke/ })).toBeChecked();
    expect(within(consent).getByRole('checkbox', { name: /Andre, som kommunen/ })).not.toBeChecked();
    expect(orderButton()).toBeDisabled();
    expect(orderButton()).toHaveAccessibleDescription('Du må godta vilkårene før du kan bestille.');

    await user.click(within(consent).getByRole('checkbox', { name: /Andre, som kommunen/ }));
    await user.click(within(consent).getByRole('checkbox', { name: /Jeg har lest og godtar vilkårene/ }));
    await user.click(await screen.findByRole('checkbox', { name: /Trykt planbok/ }));
    await user.click(orderButton());

    const dialog = await screen.findByRole('dialog', { name: 'Bestillingen er mottatt' });
    expect(dialog).toHaveTextContent(
      /for eiendom 3411\/52\/2 · Bjørkli: Skogbruksplan med miljøregistreringer, Trykt planbok\. Sum 5\s650,00\s+kr eks\. mva\./,
    );
    const store = sandboxStore();
    const ordered = [...store.orders.values()].filter((order) => order.orderType === 14);
    expect(ordered).toHaveLength(1);
    expect(ordered[0]?.orderLines.map((line) => line.productId)).toEqual(['plan-grunnpakke', 'plan-planbok']);
    expect(store.auditLog).toContainEqual({
      operation: 'acceptUsageOfForestPlan',
      contactId: 'contact-kari',
      subjectId: 'acc-kari',
    });
  });

  it('still orders when the consent cannot be saved (spec §8: it is logged)', async () => {
    sandboxServer.use(
      http.put('*/api/account/putAcceptUsageOfForestPlan', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await openAs(kari.pid, 'acc-kari');
    await user.click(await screen.findByRole('checkbox', { name: /Jeg har lest og godtar vilkårene/ }));
    await user.click(orderButton());
    expect(await screen.findByRole('dialog', { name: 'Bestillingen er mottatt' })).toBeInTheDocument();
  });

  it('keeps every choice when the order fails, says so, and orders on the next try', async () => {
    let fail = true;
    sandboxServer.use(
      http.post('*/api/orders/planData', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)),
    );
    const { user } = await openAs(kari.pid, 'acc-kari');
    await user.click(await screen.findByRole('checkbox', { name: /Trykt planbok/ }));
    await user.click(screen.getByRole('checkbox', { name: /Jeg har lest og godtar vilkårene/ }));
    await user.click(orderButton());
    expect(
      await screen.findByText(/Vi klarte ikke å sende bestillingen\. Valgene dine er tatt vare på/),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Trykt planbok/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Jeg har lest og godtar vilkårene/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fail = false;
    await user.click(orderButton());
    expect(await screen.findByRole('dialog', { name: 'Bestillingen er mottatt' })).toBeInTheDocument();
  });

  it('says no plan can be ordered for an account with no eligible property (Nordmann Skog AS)', async () => {
    await openAs(kari.pid, 'acc-nordmann-skog');
    expect(
      await screen.findByText(/Ingen av eiendommene til Nordmann Skog AS ligger i et område/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Til forsiden' })).toHaveAttribute('href', '/');
  });

  it('marks a property already ordered, and offers nothing to order then', async () => {
    const entry = sandboxStore()
      .planDataEligibility.get('acc-kari')
      ?.find((item) => item.propertyId === 'property-kari-4');
    if (!entry) throw new Error('seed changed');
    entry.planOrderedDate = '2026-11-02T10:00:00Z';
    await openAs(kari.pid, 'acc-kari');
    expect(
      await screen.findByRole('radio', { name: '3411/52/2 · Bjørkli (bestilt 02.11.2026)' }),
    ).toBeDisabled();
    expect(
      screen.getByText('Skogbruksplan er bestilt for alle eiendommene dine i planområdene.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Bestill skogbruksplan' })).not.toBeInTheDocument();
  });

  it("shows an error with 'Prøv igjen' when the properties cannot be fetched, and recovers", async () => {
    const { user } = await openAs(eva.pid, 'acc-feil');
    expect(
      await screen.findByText(/Vi klarte ikke å hente eiendommene som kan få skogbruksplan/),
    ).toBeVisible();
    sandboxStore().failingAccountIds.clear();
    sandboxStore().planDataEligibility.set(
      'acc-feil',
      sandboxStore().planDataEligibility.get('acc-kari') ?? [],
    );
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('group', { name: 'Planområde Ringsaker' })).toBeInTheDocument();
  });

  it('does not ask an employee for the terms (spec §5)', async () => {
    const kariEntries = sandboxStore().planDataEligibility.get('acc-kari') ?? [];
    sandboxStore().planDataEligibility.set('acc-ansatt', kariEntries);
    await openAs(anne.pid, 'acc-ansatt');
    await screen.findByRole('group', { name: 'Velg hva du vil bestille' });
    expect(screen.queryByRole('group', { name: 'Bruk av plandata og vilkår' })).not.toBeInTheDocument();
    expect(orderButton()).toBeEnabled();
  });

  it('is accessible while loading and with the order form', async () => {
    await openAs(kari.pid, 'acc-kari');
    await expectNoAxeViolations();
    await screen.findByRole('table');
    await waitFor(() => {
      expect(screen.getByRole('group', { name: 'Velg hva du vil bestille' })).toBeInTheDocument();
    });
    await expectNoAxeViolations();
  });
});
