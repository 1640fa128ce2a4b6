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

  it("puts the owner's next action first, as the card's one filled button, or says what the contract waits for", async () => {
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    /** The card's filled buttons, by their visible words. */
    const filled = (contractNumber: string) =>
      within(journeyOf(contractNumber).card)
        .queryAllByRole('button')
        .filter((button) => button.classList.contains('MuiButton-contained'))
        .map((button) => button.textContent);
    const first = (contractNumber: string) =>
      within(
        within(journeyOf(contractNumber).card).getByRole('group', {
          name: `Handlinger for kontrakt ${contractNumber}`,
        }),
      ).getAllByRole('button')[0];
    expect(filled('2026-101')).toEqual(['Les og signer avtale']);
    expect(filled('2026-102')).toEqual(['Meld henteklart']);
    expect(first('2026-102')).toHaveAccessibleName('Meld henteklart, kontrakt 2026-102');
    // The spec's label for the track repair, as the spec spells it.
    expect(filled('2026-103')).toEqual(['Bekreft sporutberding']);
    expect(first('2026-103')).toHaveTextContent('Bekreft sporutberding');
    expect(filled('2026-110')).toEqual([]);
    expect(journeyOf('2026-110').card).toHaveTextContent('Skogeierandelslaget planlegger driften.');
    expect(filled('2025-087')).toEqual([]);
    expect(journeyOf('2025-087').card).toHaveTextContent('Kontrakten er gjort opp.');
    // The action is asked for once: no link repeats the button on the card.
    for (const contractNumber of ['2026-101', '2026-102', '2026-103']) {
      expect(within(journeyOf(contractNumber).card).queryAllByRole('link')).toEqual([]);
    }
  });

  it('opens the chosen contract when the next action is followed', async () => {
    const user = userEvent.setup();
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    await user.click(screen.getByRole('button', { name: 'Meld henteklart, kontrakt 2026-102' }));
    expect(await screen.findByText('Du er på /timberContract/readyForPickup')).toBeInTheDocument();
    expect(storedSession().contractId).toBe('contract-2026-102');
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
    const report = within(card).getByRole('button', { name: 'Fyll ut miljørapport, kontrakt 2025-202' });
    expect(report).toHaveClass('MuiButton-contained');
    await userEvent.setup().click(report);
    expect(await screen.findByText('Du er på /timberContract/envReportAToperation')).toBeInTheDocument();
  });
});
