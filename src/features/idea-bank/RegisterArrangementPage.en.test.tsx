import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';
import { RegisterArrangementPage } from './RegisterArrangementPage';

beforeEach(async () => {
  await loadTexts('idea-bank');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

async function open() {
  const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
  return renderPage(<RegisterArrangementPage />, {
    path: '/ideaBank/registerArrangement',
    accountId: 'acc-kari',
    session: { userData },
  });
}

// The form's own words (the date fields' and the error summary's are the shared components').
const NORWEGIAN =
  /Nytt arrangement|Kladd|Lagre|Send til godkjenning|Om arrangementet|Tittel|Sted\b|Lenke til kurs|Kalenderinfo|Beskrivelse|Varsle|varsling|Sendes|Send som|E-post|Tekst i|tegn\b|påminnelse|Vedlegg|Velg fil|høyst|Skriv inn|Velg når|Felt merket/i;

describe('RegisterArrangementPage in English (#43)', () => {
  it('asks for the event and its notification in English, with its validation', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'New event' })).toBeInTheDocument();
    expect(screen.getByText('Status: Draft')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About the event' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Notify the members' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Starts' }, { timeout: 15_000 });

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter a title', 'Choose when the event starts']);

    await user.click(screen.getByRole('button', { name: 'Add notification' }));
    await screen.findByRole('group', { name: 'Send time' }, { timeout: 15_000 });
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Text of the SMS' }), 'Welcome');
    expect(screen.getByText('7 of 320 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Text of the SMS' }));
    await user.paste('x'.repeat(314));
    expect(screen.getByText('1 character too many (at most 320)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add reminder' })).toBeDisabled();
    expect(screen.getByText('First choose when the event starts.')).toBeInTheDocument();
    expect(screen.getByText('PDF, image, Word, Excel or ZIP, at most 2 MB.')).toBeInTheDocument();
    expect(screen.getByText('Choose file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for approval' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
    console.log('DUMP', document.body.textContent);
  });
});
