import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { NoUserPage } from './NoUserPage';
import { renderPage } from '../../../tests/renderPage';

beforeEach(async () => {
  await loadTexts('sign-in-steps');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

describe('NoUserPage in English (#43)', () => {
  it('says in English that the person has no account, how to reach the cooperative, and offers sign out', () => {
    renderPage(<NoUserPage />, { path: '/login/no-user', session: { personId: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find you' })).toBeInTheDocument();
    expect(screen.getByText(/^You have signed in, but you have no account/)).toBeInTheDocument();
    expect(screen.getByText(/^Do you think you should have an account/)).toHaveTextContent(
      /or do you want to become a customer\? Contact .+:$/,
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Vi fant deg ikke|Du har logget inn|Mener du|Logg ut/);
  });
});
