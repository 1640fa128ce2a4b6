import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';
import { ChooseMunicipalityPage } from './ChooseMunicipalityPage';
import { announcedCountdown } from './useLogoutCountdown';

beforeEach(async () => {
  await loadTexts('plan-order');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

// The page's own words; the products, territories and stand data are the cooperative's and stay as it sends them.
const NORWEGIAN =
  /Bestill skogbruksplan|Planområde|Velg hva du vil|eks\. mva|Bestander og tellinger|Produkter og priser|Alder \(år\)|Hogstklasse|Markslag|Livsløpstrær|Driftsareal|Bruk av plandata|Jeg har lest|Du må godta|Bestillingen er mottatt|logget ut/;

const orderButton = () => screen.getByRole('button', { name: 'Order forest management plan' });

describe('ChooseMunicipalityPage in English (#43)', () => {
  it('offers the plan with its products, stands and terms in English, and a receipt that signs out', async () => {
    const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
    const { user } = renderPage(<ChooseMunicipalityPage />, {
      path: '/planDataOrder/ChooseMunicipality',
      accountId: 'acc-kari',
      session: { userData },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Order forest management plan' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Plan area Ringsaker' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Forest management plan for 3411/52/2 · Bjørkli' }),
    ).toBeVisible();
    const products = await screen.findByRole('group', { name: 'Choose what you want to order' });
    expect(within(products).getByText(/^Total: .+ \(excl\. VAT\)$/)).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'The stands on property 3411/52/2 · Bjørkli in the current plan',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Stand',
      'Age (years)',
      'Maturity class',
      'Tree species',
      'Pine',
      'Spruce',
      'Broadleaf',
      'Land type',
    ]);
    expect(screen.getByText('Operating area').nextElementSibling).toHaveTextContent('212.5 daa');
    expect(screen.getByText('Retention trees').nextElementSibling).toHaveTextContent('148 trees');

    const consent = screen.getByRole('group', { name: 'Use of plan data and terms' });
    expect(orderButton()).toHaveAccessibleDescription('You must accept the terms before you can order.');
    await user.click(within(consent).getByRole('checkbox', { name: /I have read and accept the terms/ }));
    expect(document.body).not.toHaveTextContent(NORWEGIAN);

    await user.click(orderButton());
    const dialog = await screen.findByRole('dialog', { name: 'The order has been received' });
    expect(dialog).toHaveTextContent(
      /^The order has been receivedWe have received the order of a forest management plan for property 3411\/52\/2 · Bjørkli: .+\. Total .+ excl\. VAT\./,
    );
    expect(dialog).toHaveTextContent('You will be signed out in 30 seconds.');
    expect(within(dialog).getByRole('button', { name: 'Sign out now' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('announces the countdown in English, one second in the singular', () => {
    expect(announcedCountdown(27, 30)).toBe('You will be signed out in 30 seconds.');
    expect(announcedCountdown(1, 30)).toBe('You will be signed out in 1 second.');
    expect(announcedCountdown(0, 30)).toBe('You are being signed out now.');
  });
});
