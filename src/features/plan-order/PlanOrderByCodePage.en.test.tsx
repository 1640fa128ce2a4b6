import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { connectSandboxApi, renderPage } from '../../../tests/renderPage';
import { nils } from '../../../tests/personas';
import { PlanOrderByCodePage } from './PlanOrderByCodePage';

beforeEach(async () => {
  await loadTexts('plan-order');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const NORWEGIAN =
  /Planbestilling|Bestillingskode|Skriv inn|Koden står|Koden gjelder|Vi fant ingen|kan ikke bestilles|Velg minst|Bestill skogbruksplan|Har du fått brev/;

async function openAsNils(initialEntry = '/login/planbestilling') {
  connectSandboxApi(await signSandboxAccessToken(nils.pid));
  return renderPage(<PlanOrderByCodePage />, {
    path: '/login/planbestilling',
    initialEntry,
    session: { personId: true, planData: null },
  });
}

const codeField = () => screen.getByRole('textbox', { name: 'Order code' });

describe('PlanOrderByCodePage in English (#43)', () => {
  it('asks a visitor to sign in first, in English', () => {
    renderPage(<PlanOrderByCodePage />, { path: '/login/planbestilling' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan order' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Have you received a letter about ordering a forest management plan/),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('explains the code, names a territory it cannot order, and asks for a product, in English', async () => {
    const { user } = await openAsNils();
    expect(codeField()).toHaveAccessibleDescription(
      'The code is in the letter and has at least 5 characters.',
    );
    await user.type(codeField(), 'NAUST1');
    await waitFor(() => {
      expect(codeField()).toHaveAccessibleDescription(
        /^A forest management plan for Naustdal cannot be ordered here in the portal\. Call customer service on /,
      );
    });
    await user.clear(codeField());
    await user.type(codeField(), 'SKOG2024');
    const products = await screen.findByRole('group', { name: 'Choose what you want to order' });
    expect(codeField()).toHaveAccessibleDescription(
      'The code is for a forest management plan in the plan area Ringsaker.',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Forest management plan in the plan area Ringsaker' }),
    ).toBeInTheDocument();
    for (const box of within(products).getAllByRole('checkbox', { checked: true })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Order forest management plan' }));
    expect(await screen.findByText('Choose at least one product.')).toBeVisible();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });
});
