import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement, Fragment, useEffect, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { clearClientSession } from './clearSession';
import {
  PARKED_FORMS_KEY,
  PARKED_FORMS_MAX_AGE_MS,
  hasParkedForms,
  parkFormsAndClearSession,
  restoreParkedForms,
  useFormMemory,
} from './formMemory';
import { kari, ola } from '../../tests/personas';

const NOW = Date.UTC(2025, 4, 12, 10, 0, 0);

const asText = (stored: unknown): string | null => (typeof stored === 'string' ? stored : null);

/** Kari in the middle of things: the contact form typed into, an account and a contract chosen, her tokens. */
function karisTab(): void {
  const storage = window.sessionStorage;
  storage.setItem('skjema:kontaktinformasjon:contact-kari', JSON.stringify({ city: 'Elverum' }));
  storage.setItem('skjema:henteklart:contract-7', JSON.stringify({ assortmentId: 'a-1', quantity: '12,5' }));
  storage.setItem('activeAccount', JSON.stringify({ id: 'acc-2', name: 'Fjellgard AS' }));
  storage.setItem('contractId', 'contract-7');
  storage.setItem('operationType', '4');
  storage.setItem('userData', JSON.stringify({ contactId: 'contact-kari', firstName: 'Kari' }));
  storage.setItem('oidc.user:eid:skogportal', '{"access_token":"secret"}');
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('parking forms when the sign-in runs out', () => {
  it('keeps only the forms and where Kari was, in one entry: tokens and userData are gone', () => {
    karisTab();
    parkFormsAndClearSession(kari.pid, '/profile/contact', NOW);
    expect(Object.keys(window.sessionStorage)).toEqual([PARKED_FORMS_KEY]);
    const parked = window.sessionStorage.getItem(PARKED_FORMS_KEY) ?? '';
    expect(parked).not.toContain('secret');
    expect(parked).not.toContain('Kari');
  });

  it('gives Kari her forms, account, contract and page back when she signs in again', () => {
    karisTab();
    parkFormsAndClearSession(kari.pid, '/profile/contact', NOW);

    expect(restoreParkedForms(kari.pid, NOW + 10 * 60 * 1000)).toEqual({
      returnTo: '/profile/contact',
      activeAccountId: 'acc-2',
      contractId: 'contract-7',
      operationType: 4,
      orderId: null,
    });
    expect(window.sessionStorage.getItem('skjema:kontaktinformasjon:contact-kari')).toBe(
      JSON.stringify({ city: 'Elverum' }),
    );
    expect(window.sessionStorage.getItem('skjema:henteklart:contract-7')).toBe(
      JSON.stringify({ assortmentId: 'a-1', quantity: '12,5' }),
    );
    expect(window.sessionStorage.getItem(PARKED_FORMS_KEY)).toBeNull();
  });

  it('the form opens with what Kari typed after she signed in again', () => {
    karisTab();
    parkFormsAndClearSession(kari.pid, '/profile/contact', NOW);
    restoreParkedForms(kari.pid, NOW + 1000);
    const { result } = renderHook(() =>
      useFormMemory('kontaktinformasjon:contact-kari', { city: '' }, (stored) =>
        typeof stored === 'object' && stored !== null && 'city' in stored
          ? { city: asText(stored.city) ?? '' }
          : null,
      ),
    );
    expect(result.current[0]).toEqual({ city: 'Elverum' });
  });

  it('shows another person nothing of Kari’s, and deletes it', () => {
    karisTab();
    parkFormsAndClearSession(kari.pid, '/profile/contact', NOW);
    expect(restoreParkedForms(ola.pid, NOW + 1000)).toBeNull();
    expect(window.sessionStorage).toHaveLength(0);
    // Kari herself, signing in after Ola, finds nothing either.
    expect(restoreParkedForms(kari.pid, NOW + 2000)).toBeNull();
  });

  it('tells the sign-in page that forms wait, for an hour; then deletes them', () => {
    expect(hasParkedForms(NOW)).toBe(false);
    karisTab();
    parkFormsAndClearSession(kari.pid, '/profile/contact', NOW);
    expect(hasParkedForms(NOW + PARKED_FORMS_MAX_AGE_MS)).toBe(true);
    expect(hasParkedForms(NOW + PARKED_FORMS_MAX_AGE_MS + 1)).toBe(false);
    expect(window.sessionStorage).toHaveLength(0);
  });

  it('lets parked forms go after an hour', () => {
    karisTab();
    parkFormsAndClearSession(kari.pid, '/profile/contact', NOW);
    expect(restoreParkedForms(kari.pid, NOW + PARKED_FORMS_MAX_AGE_MS + 1)).toBeNull();
    expect(window.sessionStorage).toHaveLength(0);
  });

  it('restores nothing from a damaged entry', () => {
    window.sessionStorage.setItem(PARKED_FORMS_KEY, '{"sub": ');
    expect(restoreParkedForms(kari.pid, NOW)).toBeNull();
    window.sessionStorage.setItem(PARKED_FORMS_KEY, JSON.stringify({ sub: kari.pid, forms: 'x' }));
    expect(restoreParkedForms(kari.pid, NOW)).toBeNull();
    expect(window.sessionStorage).toHaveLength(0);
  });

  it('an explicit sign-out (or a 401) leaves nothing to restore', () => {
    karisTab();
    clearClientSession();
    expect(window.sessionStorage).toHaveLength(0);
    expect(restoreParkedForms(kari.pid, NOW)).toBeNull();
  });
});

describe('useFormMemory', () => {
  const parse = (stored: unknown) => asText(stored);

  it('remembers what is typed under skjema:, and forgets it on request', () => {
    const { result } = renderHook(() => useFormMemory('notat', '', parse));
    act(() => {
      result.current[1]('Hogst i mai');
    });
    expect(window.sessionStorage.getItem('skjema:notat')).toBe('"Hogst i mai"');
    act(() => {
      result.current[2]();
    });
    expect(window.sessionStorage.getItem('skjema:notat')).toBeNull();
    expect(result.current[0]).toBe('Hogst i mai');
  });

  it('with forgetOnLeave, forgets when the form closes, not before', () => {
    const { result, unmount } = renderHook(() => useFormMemory('notat', '', parse, { forgetOnLeave: true }));
    act(() => {
      result.current[1]('Hogst i mai');
    });
    expect(window.sessionStorage.getItem('skjema:notat')).toBe('"Hogst i mai"');
    unmount();
    expect(window.sessionStorage.getItem('skjema:notat')).toBeNull();
  });

  it('without forgetOnLeave, keeps it when the form closes (the wizard’s draft)', () => {
    const { result, unmount } = renderHook(() => useFormMemory('notat', '', parse));
    act(() => {
      result.current[1]('Hogst i mai');
    });
    unmount();
    expect(window.sessionStorage.getItem('skjema:notat')).toBe('"Hogst i mai"');
  });

  it('writes nothing back when the session was cleared after the form was read, before its first effect', () => {
    window.sessionStorage.setItem('skjema:notat', '"Hogst i mai"');
    // A call refused while the page is still rendering: its effect runs before the form's.
    function RefusedWhileRendering() {
      useEffect(() => {
        clearClientSession();
      }, []);
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(Fragment, null, createElement(RefusedWhileRendering), children);
    const { result } = renderHook(() => useFormMemory('notat', '', parse), { wrapper });
    expect(result.current[0]).toBe('Hogst i mai');
    expect(window.sessionStorage).toHaveLength(0);
  });
});
