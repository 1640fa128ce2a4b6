import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Account, UserData } from '../api/generated/model';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../tests/sandboxServer.ts';
import { renderPage, signInWithToken, storedSession } from '../../tests/renderPage';
import { expectNoAxeViolations } from '../../tests/axe';
import { TermsDialog } from './TermsDialog';
import { needsTermsApproval } from './termsApproval';
import { ola } from '../../tests/personas';
import { runtimeConfigFromEnv } from '../../config/runtime-config';

/** Today in Oslo, as the server dates the approval (a UTC date is yesterday's from 23:00 or 22:00 UTC). */
const osloToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
const NOW = new Date('2026-11-21T12:00:00Z');
const account = { id: 'acc-1', name: 'Skog AS', accountRole: 'FOREST_OWNER' } as Account;
const user = (fields: Partial<UserData>): UserData =>
  ({ approvedTerms: true, approvedTermsDate: '2026-11-14', isEmployee: false, ...fields }) as UserData;

describe('needsTermsApproval (spec §4/§5)', () => {
  it('asks when the terms were never approved or were approved more than three months ago', () => {
    expect(needsTermsApproval(user({ approvedTerms: false, approvedTermsDate: null }), account, NOW)).toBe(
      true,
    );
    expect(needsTermsApproval(user({ approvedTermsDate: '2026-07-20' }), account, NOW)).toBe(true);
    expect(needsTermsApproval(user({ approvedTermsDate: '2026-08-21' }), account, NOW)).toBe(false);
    expect(needsTermsApproval(user({}), account, NOW)).toBe(false);
  });

  it('never asks an employee, or when there is no account', () => {
    expect(needsTermsApproval(user({ isEmployee: true, approvedTerms: false }), account, NOW)).toBe(false);
    expect(needsTermsApproval(user({ approvedTerms: false }), null, NOW)).toBe(false);
    expect(needsTermsApproval(null, account, NOW)).toBe(false);
  });

  it('asks only those who may give the account consent, not contractors or accountants', () => {
    const never = user({ approvedTerms: false, approvedTermsDate: null });
    for (const accountRole of ['ENTREPRENEUR', 'TRANSPORTER', 'FOREST_CULTURE', 'ACCOUNTANT'] as const) {
      expect(needsTermsApproval(never, { ...account, accountRole }, NOW)).toBe(false);
    }
    expect(needsTermsApproval(never, { ...account, accountRole: 'FOREST_MANAGER' }, NOW)).toBe(true);
  });
});

describe('TermsDialog', () => {
  const renderDialog = async () => {
    const olaUser = await signInWithToken(await signSandboxAccessToken(ola.pid));
    const olaAccount = olaUser.accounts[0]!;
    return {
      ola: olaUser,
      ...renderPage(<TermsDialog user={olaUser} account={olaAccount} />, {
        path: '/',
        session: { userData: olaUser, activeAccount: olaAccount },
      }),
    };
  };

  it('cannot be saved before the terms box is ticked, with cooperative use on and external use off', async () => {
    const { user: person } = await renderDialog();
    const save = screen.getByRole('button', { name: 'Godta og lagre' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Skogeierandelslaget kan bruke/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Eksterne/ })).not.toBeChecked();
    await person.click(screen.getByRole('checkbox', { name: 'Jeg har lest og godtar vilkårene' }));
    expect(save).toBeEnabled();
  });

  it('links to the terms it asks agreement to, from config.json, in a new tab', async () => {
    await renderDialog();
    const terms = screen.getByRole('link', { name: 'Les vilkårene (åpnes i en ny fane)' });
    expect(terms).toHaveAttribute('href', runtimeConfigFromEnv({}).termsUrl);
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('saves the consent and the approval date, and the session then holds approved terms', async () => {
    const { user: person } = await renderDialog();
    await person.click(screen.getByRole('checkbox', { name: 'Jeg har lest og godtar vilkårene' }));
    await person.click(screen.getByRole('button', { name: 'Godta og lagre' }));
    // Ola's terms were approved before, only too long ago: wait for the new date, not just the flag.
    const today = osloToday();
    await waitFor(() => {
      expect(storedSession().userData?.approvedTermsDate).toBe(today);
    });
    expect(storedSession().userData?.approvedTerms).toBe(true);
    expect(sandboxStore().people.get(ola.pid)?.contact.approvedTermsDate).toBe(today);
  });

  it('shows the contact information to confirm, and saves a corrected phone number with the approval', async () => {
    const { user: person } = await renderDialog();
    const form = within(screen.getByRole('form', { name: 'Kontaktopplysninger' }));
    expect(form.getByRole('textbox', { name: 'E-post' })).toHaveValue('ola@example.no');
    const phone = form.getByRole('textbox', { name: 'Telefonnummer' });
    expect(phone).toHaveValue('91234567');
    await expectNoAxeViolations();
    await person.clear(phone);
    await person.type(phone, '987 65 432');
    await person.click(screen.getByRole('checkbox', { name: 'Jeg har lest og godtar vilkårene' }));
    await person.click(screen.getByRole('button', { name: 'Godta og lagre' }));
    const today = osloToday();
    await waitFor(() => {
      expect(storedSession().userData?.approvedTermsDate).toBe(today);
    });
    // Saved with the contact form's call, and the session holds both the new number and the approval.
    expect(sandboxStore().people.get(ola.pid)?.contact.phoneNumber).toBe('98765432');
    expect(storedSession().userData?.phoneNumber).toBe('98765432');
    expect(storedSession().userData?.approvedTerms).toBe(true);
  });

  it('says what is wrong with an e-mail address and saves nothing until it is right', async () => {
    const { user: person } = await renderDialog();
    const email = screen.getByRole('textbox', { name: 'E-post' });
    await person.clear(email);
    await person.type(email, 'ola@');
    await person.click(screen.getByRole('checkbox', { name: 'Jeg har lest og godtar vilkårene' }));
    await person.click(screen.getByRole('button', { name: 'Godta og lagre' }));
    expect(await screen.findByText('E-postadressen må se slik ut: navn@eksempel.no.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('E-postadressen må se slik ut: navn@eksempel.no.');
    expect(email).toHaveValue('ola@');
    expect(sandboxStore().people.get(ola.pid)?.contact.email).toBe('ola@example.no');
    expect(storedSession().userData?.approvedTermsDate).not.toBe(osloToday());
  });

  it('keeps what was typed and approves nothing when the contact information cannot be saved', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(http.put('*/api/contacts', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user: person } = await renderDialog();
    const phone = screen.getByRole('textbox', { name: 'Telefonnummer' });
    await person.clear(phone);
    await person.type(phone, '98765432');
    await person.click(screen.getByRole('checkbox', { name: 'Jeg har lest og godtar vilkårene' }));
    await person.click(screen.getByRole('button', { name: 'Godta og lagre' }));
    expect(await screen.findByText(/Vi klarte ikke å lagre kontaktopplysningene/)).toBeInTheDocument();
    expect(phone).toHaveValue('98765432');
    expect(storedSession().userData?.approvedTermsDate).not.toBe(osloToday());
    expect(sandboxStore().people.get(ola.pid)?.contact.approvedTermsDate).not.toBe(osloToday());
    errors.mockRestore();
  });

  it('reports a failed save with the account and stays open with a message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(
      http.put('*/api/account/putAcceptUsageOfForestPlan', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const { user: person } = await renderDialog();
    await person.click(screen.getByRole('checkbox', { name: 'Jeg har lest og godtar vilkårene' }));
    await person.click(screen.getByRole('button', { name: 'Godta og lagre' }));
    expect(await screen.findByText(/Vi klarte ikke å lagre/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      '[Vilkår: lagre samtykke og godkjenning]',
      expect.objectContaining({ operation: 'acceptUsageOfForestPlan', status: 500 }),
      {
        location: 'Vilkår: lagre samtykke og godkjenning',
        accountId: 'acc-hansen',
        contactId: 'contact-ola',
      },
    );
    expect(storedSession().userData?.approvedTermsDate).not.toBe(osloToday());
    errors.mockRestore();
  });
});
