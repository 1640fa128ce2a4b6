import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { renderPage, signInWithToken, storedSession } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';
import { ContractListPage } from './ContractListPage';

const renderList = async (accountId = 'acc-kari') =>
  renderPage(<ContractListPage />, {
    path: '/timberContract',
    accountId,
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
  });

/** A card's journey: the current step as it reads, the next action's link (if any) and the rest of its text. */
const journeyOf = (contractNumber: string) => {
  const steps = screen.getByRole('list', { name: `Kontraktens gang, kontrakt ${contractNumber}` });
  const card = steps.closest('article');
  if (!card) throw new Error(`no card for ${contractNumber}`);
  const current = within(steps)
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step');
  return { steps, card, current };
};

describe("a contract card's journey", () => {
  it('marks one current step per card, in words, with the steps before it done', async () => {
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    const expected: [string, string][] = [
      ['2026-101', 'Nå: Innmeldt'],
      ['2026-110', 'Nå: Kontrakt signert'],
      ['2026-102', 'Nå: Drift pågår'],
      ['2026-103', 'Nå: Henteklart'],
      ['2025-087', 'Nå: Oppgjort'],
    ];
    for (const [contractNumber, step] of expected) {
      const { steps, current } = journeyOf(contractNumber);
      expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveTextContent(step);
    }
    const settled = within(journeyOf('2025-087').steps).getAllByRole('listitem');
    expect(settled.map((item) => item.textContent)).toEqual([
      '✓Innmeldt(fullført)',
      '✓Kontrakt signert(fullført)',
      '✓Drift pågår(fullført)',
      '✓Henteklart(fullført)',
      '✓Målt(fullført)',
      '6Nå: Oppgjort',
    ]);
  });

  it("links the owner's next action to the page where it is done, or says what the contract waits for", async () => {
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    const link = (contractNumber: string) =>
      within(journeyOf(contractNumber).card).queryByRole('link', {
        name: new RegExp(`kontrakt ${contractNumber}$`),
      });
    expect(link('2026-101')).toHaveAttribute('href', '/timberContract/signContract');
    expect(link('2026-101')).toHaveTextContent('Les og signer avtale');
    expect(link('2026-102')).toHaveAttribute('href', '/timberContract/readyForPickup');
    expect(link('2026-103')).toHaveAttribute('href', '/timberContract?sporutbedring=contract-2026-103');
    expect(link('2026-103')).toHaveTextContent('Bekreft sporutbedring');
    expect(link('2026-110')).toBeNull();
    expect(journeyOf('2026-110').card).toHaveTextContent('Skogeierandelslaget planlegger driften.');
    expect(link('2025-087')).toBeNull();
    expect(journeyOf('2025-087').card).toHaveTextContent('Kontrakten er gjort opp.');
  });

  it('opens the chosen contract when the next action is followed', async () => {
    const user = userEvent.setup();
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    await user.click(screen.getByRole('link', { name: 'Meld henteklart, kontrakt 2026-102' }));
    expect(await screen.findByText('Du er på /timberContract/readyForPickup')).toBeInTheDocument();
    expect(storedSession().contractId).toBe('contract-2026-102');
  });

  it('opens the track-repair confirmation from its link', async () => {
    const user = userEvent.setup();
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    await user.click(screen.getByRole('link', { name: 'Bekreft sporutbedring, kontrakt 2026-103' }));
    expect(await screen.findByRole('dialog', { name: 'Bekreft sporutbedring' })).toBeInTheDocument();
  });

  it("says why a stopped contract's journey ended, and asks nothing", async () => {
    const user = userEvent.setup();
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    await user.click(screen.getByRole('switch', { name: /Vis også avsluttede og trukne kontrakter/ }));
    const { card, current } = journeyOf('2024-033');
    expect(current[0]).toHaveTextContent('Nå: Kontrakt signert');
    expect(card).toHaveTextContent('Kontrakten er stoppet (Tapt).');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it("shows Nordmann Skog AS's transported contract as measured, with the environmental report to fill in", async () => {
    await renderList('acc-nordmann-skog');
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (2)' });
    const { card, current } = journeyOf('2025-202');
    expect(current[0]).toHaveTextContent('Nå: Målt');
    expect(
      within(card).getByRole('link', { name: 'Fyll ut miljørapport, kontrakt 2025-202' }),
    ).toHaveAttribute('href', '/timberContract/envReportAToperation');
  });
});
