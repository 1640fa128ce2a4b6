import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LoginPage } from './LoginPage';
import { parkFormsAndClearSession } from '../../session/formMemory';
import { renderPage } from '../../../tests/renderPage';

describe('LoginPage (Logg inn)', () => {
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('says nothing of an earlier sign-in on a first visit', () => {
    renderPage(<LoginPage />, { path: '/login/bankId' });
    expect(screen.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/tatt vare på/)).not.toBeInTheDocument();
  });

  it('after a sign-in that ran out, says so and that what was typed is kept', () => {
    parkFormsAndClearSession('kari', '/profile/contact');
    renderPage(<LoginPage />, { path: '/login/bankId' });
    expect(
      screen.getByText(
        'Innloggingen din gikk ut. Logg inn igjen for å fortsette der du var. Det du hadde skrevet inn, er tatt vare på.',
      ),
    ).toBeInTheDocument();
  });

  it('after 30 minutes unused, says why the person was signed out', () => {
    parkFormsAndClearSession('kari', '/profile/contact', Date.now(), 'idle');
    renderPage(<LoginPage />, { path: '/login/bankId' });
    expect(
      screen.getByText(
        'Du ble logget ut fordi portalen ikke var i bruk på 30 minutter. Logg inn igjen for å fortsette der du var. Det du hadde skrevet inn, er tatt vare på.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Innloggingen din gikk ut/)).not.toBeInTheDocument();
  });
});
