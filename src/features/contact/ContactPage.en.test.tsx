import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage } from '../../../tests/renderPage';
import { ContactPage } from './ContactPage';

beforeEach(async () => {
  await loadTexts('contact');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

describe('ContactPage in English (#43)', () => {
  it('says how to reach the service office in English', () => {
    renderPage(<ContactPage />, { path: '/contact', routerOnly: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(
      screen.getByText(/^If you have questions about contracts, orders, settlements or the portal, /),
    ).toBeInTheDocument();
    expect(screen.getByText(/have the contract number ready/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Kontakt oss|Har du spørsmål|kontraktsnummeret/);
  });
});
