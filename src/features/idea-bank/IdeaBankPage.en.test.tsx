import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';
import { IdeaBankPage } from './IdeaBankPage';

beforeEach(async () => {
  await loadTexts('idea-bank');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

async function open() {
  const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
  return renderPage(<IdeaBankPage />, { path: '/ideaBank', accountId: 'acc-kari', session: { userData } });
}

const list = () => within(screen.getByRole('region', { name: 'Events' }));
async function expand(user: { click: (element: Element) => Promise<void> }, name: RegExp) {
  const button = await list().findByRole('button', { name });
  await user.click(button);
  const details = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!details) throw new Error('the card has no details');
  return within(details);
}

// The idea bank's own words; the arrangements' titles and places are the cooperative's data.
const NORWEGIAN =
  /Idébank|Arrangementer|Nytt arrangement|Maler og veiledere|Rediger|Slett|Starter|Sted\b|Kursside|Beskrivelse|Varslinger|Ingen varslinger|åpnes i ny fane|Sendes|Kanal|Påminnelse|Planlagt|Sendt\b|Rapport|Deltakere|Antall|Avbryt|Påkrevd|obligatorisk/;

describe('IdeaBankPage in English (#43)', () => {
  it('shows the list and a draft in English, with its actions', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Idea bank' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Templates and guides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New event' })).toBeInTheDocument();
    const draft = await expand(user, /Kurs i motorsagbruk/);
    expect(draft.getByText('Starts')).toBeInTheDocument();
    expect(
      draft.getByRole('link', { name: /^The course page on .+ \(opens in a new tab\)$/ }),
    ).toBeInTheDocument();
    expect(draft.getByText('No notifications sent or planned.')).toBeInTheDocument();
    expect(draft.getByRole('link', { name: 'Edit Kurs i motorsagbruk' })).toBeInTheDocument();
    expect(draft.getByRole('button', { name: 'Delete Kurs i motorsagbruk' })).toBeInTheDocument();

    const awaiting = await expand(user, /Skogdag for nye skogeiere/);
    const planned = within(
      awaiting.getByRole('table', { name: 'Notifications for Skogdag for nye skogeiere' }),
    );
    expect(planned.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Send time',
      'Channel',
      'Reminder (SMS)',
      'Status',
    ]);
    expect(planned.getAllByRole('row')[1]).toHaveTextContent(/SMS and email.*Planned/);
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('asks before deleting, and reports with its validation in English', async () => {
    const { user } = await open();
    const draft = await expand(user, /Kurs i motorsagbruk/);
    await user.click(draft.getByRole('button', { name: 'Delete Kurs i motorsagbruk' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete the event?' }));
    expect(confirm.getByText(/will be deleted with its planned notifications/)).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Delete the event' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    const past = await expand(user, /Befaring i ungskogpleie/);
    await user.click(past.getByRole('button', { name: 'Report event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report event' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('All fields are required');
    expect(dialog.getByRole('textbox', { name: 'Number of participants' })).toHaveAccessibleDescription(
      'Required field',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Number of participants' }), 'tolv');
    expect(dialog.getByRole('textbox', { name: 'Number of participants' })).toHaveAccessibleDescription(
      'Enter the number as a whole number, for example 25',
    );
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });
});
