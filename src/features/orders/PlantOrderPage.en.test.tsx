import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';
import { PlantOrderPage } from './PlantOrderPage';

beforeEach(async () => {
  await loadTexts('orders');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const NORWEGIAN =
  /Plantebestilling|Velg eiendom|Planter til|Antall planter|Når ønsker du|Våren|Sommeren|Høsten|En bestemt uke|Ukenummer|Kommentar|Tilbake|Gå videre|Skriv inn/;

describe('PlantOrderPage in English (#43)', () => {
  it('asks for the property, the plants and the season in English, with its validation', async () => {
    const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
    const { user } = renderPage(<PlantOrderPage />, {
      path: '/orders/selectProperty',
      accountId: 'acc-kari',
      session: { userData },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Plant order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose property' })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', {
        name: 'Choose this property: Property 3411/14/1 · Søndre Nordmann',
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Plants for Property 3411/14/1 · Søndre Nordmann',
      }),
    ).toHaveFocus();
    expect(screen.getByText('Number of plants per tree species (whole plants)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Spring' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter the number of plants for at least one tree species.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A specific week' }));
    expect(screen.getByRole('textbox', { name: 'Week number' })).toHaveAccessibleDescription('From 1 to 53');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });
});
