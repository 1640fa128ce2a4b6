import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { SEEDED_ARRANGEMENTS } from '../../../sandbox/api/idea-bank/seed.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { expectNoAxeViolations } from '../../../tests/axe';
import type { AccountRole } from '../../api/generated/model';
import { IdeaBankPage } from './IdeaBankPage';
import { kari, ola, anne, eva } from '../../../tests/personas';

async function openAs(pid: string, accountId: string, role?: AccountRole) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  const session = role
    ? {
        userData: {
          ...userData,
          accounts: userData.accounts.map((account) => ({ ...account, accountRole: role })),
        },
      }
    : { userData };
  return renderPage(<IdeaBankPage />, { path: '/ideaBank', accountId, session });
}

const list = () => within(screen.getByRole('region', { name: 'Arrangementer' }));
/** The card's expand button, named by its status icon and its title. */
const cardButton = (name: RegExp) => list().findByRole('button', { name });
async function expand(user: { click: (element: Element) => Promise<void> }, name: RegExp) {
  const button = await cardButton(name);
  await user.click(button);
  const controls = button.getAttribute('aria-controls') ?? '';
  // aria-controls names one element, the card's region (the accordion gives it the id).
  expect(document.querySelectorAll(`[id="${controls}"]`)).toHaveLength(1);
  const details = document.getElementById(controls);
  if (!details) throw new Error('the card has no details');
  expect(details).toHaveAttribute('role', 'region');
  return within(details);
}

describe('IdeaBankPage (Idébank)', () => {
  it("lists the local group's arrangements, newest start first, each collapsed with its status and title", async () => {
    await openAs(kari.pid, 'acc-kari');
    expect(screen.getByRole('heading', { level: 1, name: 'Idébank' })).toBeInTheDocument();
    expect(await cardButton(/Kurs i motorsagbruk/)).toBeInTheDocument();
    const names = list()
      .getAllByRole('button', { expanded: false })
      .map((button) => button.textContent);
    expect(names).toEqual([
      'GodkjentTemakveld: skogfond og skatt',
      'KladdKurs i motorsagbruk',
      'Venter på godkjenningSkogdag for nye skogeiere',
      'Ikke godkjentHogstkurs for ungdom',
      'AvlystKurs i planting',
      'GodkjentBefaring i ungskogpleie',
      'FullførtVårmøte 2026',
    ]);
    expect(list().getByRole('img', { name: 'Kladd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nytt arrangement' })).toHaveAttribute(
      'href',
      '/ideaBank/registerArrangement',
    );
    await expectNoAxeViolations();
  });

  it('shows a draft with where, when, the course link in a new tab, and Rediger and Slett', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const draft = await expand(user, /Kurs i motorsagbruk/);
    expect(draft.getByText('Kladd')).toBeInTheDocument();
    expect(draft.getByText(/^\d{2}\.\d{2}\.\d{4} kl\. 18:00$/)).toBeInTheDocument();
    const link = draft.getByRole('link', { name: /\(åpnes i ny fane\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(draft.getByText('Ingen varslinger er sendt eller planlagt.')).toBeInTheDocument();
    expect(draft.getByRole('link', { name: 'Rediger Kurs i motorsagbruk' })).toHaveAttribute(
      'href',
      `/ideaBank/registerArrangement?id=${SEEDED_ARRANGEMENTS.draft}`,
    );
    expect(draft.getByRole('button', { name: 'Slett Kurs i motorsagbruk' })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: 'Rapporter arrangement' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('offers only the report for an approved arrangement that has started, and nothing for one ahead', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const past = await expand(user, /Befaring i ungskogpleie/);
    expect(past.getByRole('button', { name: 'Rapporter arrangement' })).toBeInTheDocument();
    expect(past.queryByRole('link', { name: /Rediger/ })).not.toBeInTheDocument();
    const sent = within(past.getByRole('table', { name: 'Varslinger for Befaring i ungskogpleie' }));
    expect(sent.getAllByRole('row')[1]).toHaveTextContent('Sendt');

    const ahead = await expand(user, /Temakveld/);
    expect(ahead.queryByRole('button')).not.toBeInTheDocument();
    expect(ahead.queryByRole('link', { name: /Rediger/ })).not.toBeInTheDocument();
  });

  it('shows the planned notification of one awaiting approval, and the report of a completed one', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const awaiting = await expand(user, /Skogdag for nye skogeiere/);
    const planned = within(awaiting.getByRole('table', { name: 'Varslinger for Skogdag for nye skogeiere' }));
    expect(planned.getAllByRole('row')[1]).toHaveTextContent(/SMS og E-post.*Planlagt/);

    const completed = await expand(user, /Vårmøte 2026/);
    expect(completed.getByText('Fullført')).toBeInTheDocument();
    expect(completed.getByText('34')).toBeInTheDocument();
    expect(completed.getByText('Rapport')).toBeInTheDocument();
  });

  it('removes a deleted draft at once, before the server has answered, and confirms when it has', async () => {
    sandboxServer.use(
      http.put('*/api/arrangement/delete', async () => {
        await delay(300);
        return undefined;
      }),
    );
    const { user } = await openAs(kari.pid, 'acc-kari');
    const draft = await expand(user, /Kurs i motorsagbruk/);
    await user.click(draft.getByRole('button', { name: 'Slett Kurs i motorsagbruk' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Slette arrangementet?' }));
    await expectNoAxeViolations();
    await user.click(dialog.getByRole('button', { name: 'Slett arrangementet' }));
    // The dialog still fades out (and hides the page from the accessibility tree): look for the title itself.
    expect(screen.queryByText('Kurs i motorsagbruk')).not.toBeInTheDocument();
    expect(sandboxStore().arrangements.has(SEEDED_ARRANGEMENTS.draft)).toBe(true);
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2, name: 'Arrangementer' })).toHaveFocus();
    });
    expect(await screen.findByText('«Kurs i motorsagbruk» er slettet')).toBeInTheDocument();
    expect(sandboxStore().arrangements.has(SEEDED_ARRANGEMENTS.draft)).toBe(false);
  });

  it('puts the card back where it was, with a toast, when the server refuses the delete', async () => {
    sandboxStore().faults.push({ operationId: 'deleteArrangement', status: 500 });
    const { user } = await openAs(kari.pid, 'acc-kari');
    const draft = await expand(user, /Kurs i motorsagbruk/);
    await user.click(draft.getByRole('button', { name: 'Slett Kurs i motorsagbruk' }));
    await user.click(screen.getByRole('button', { name: 'Slett arrangementet' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(
      await screen.findByText(
        'Vi klarte ikke å slette «Kurs i motorsagbruk». Arrangementet er lagt tilbake i listen.',
      ),
    ).toBeInTheDocument();
    const titles = list()
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles.indexOf('KladdKurs i motorsagbruk')).toBe(1);
    expect(sandboxStore().arrangements.has(SEEDED_ARRANGEMENTS.draft)).toBe(true);
  });

  it("refuses an empty report with 'Påkrevd felt', then shows the arrangement as Fullført at once", async () => {
    const { user } = await openAs(kari.pid, 'acc-kari');
    const past = await expand(user, /Befaring i ungskogpleie/);
    await user.click(past.getByRole('button', { name: 'Rapporter arrangement' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rapporter arrangement' }));
    await user.click(dialog.getByRole('button', { name: 'Send rapport' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Alle feltene er obligatorisk');
    expect(dialog.getByRole('textbox', { name: 'Antall deltakere' })).toHaveAccessibleDescription(
      'Påkrevd felt',
    );
    expect(dialog.getByRole('textbox', { name: 'Beskrivelse' })).toHaveAccessibleDescription('Påkrevd felt');
    expect(dialog.getByRole('textbox', { name: 'Antall deltakere' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();

    await user.type(dialog.getByRole('textbox', { name: 'Antall deltakere' }), '18');
    await user.type(
      dialog.getByRole('textbox', { name: 'Beskrivelse' }),
      'God stemning, mye lært om avstand.',
    );
    await user.click(dialog.getByRole('button', { name: 'Send rapport' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(list().getByRole('button', { name: 'Fullført Befaring i ungskogpleie' })).toBeInTheDocument();
    expect(list().queryByRole('button', { name: 'Rapporter arrangement' })).not.toBeInTheDocument();
    expect(await screen.findByText('«Befaring i ungskogpleie» er rapportert')).toBeInTheDocument();
    expect(sandboxStore().arrangements.get(SEEDED_ARRANGEMENTS.approvedPast)).toMatchObject({
      status: 3,
      participants: 18,
      description: 'God stemning, mye lært om avstand.',
    });
  });

  it('keeps what was typed in the report when it cannot be sent', async () => {
    sandboxStore().faults.push({ operationId: 'finishArrangement', status: 503 });
    const { user } = await openAs(kari.pid, 'acc-kari');
    const past = await expand(user, /Befaring i ungskogpleie/);
    await user.click(past.getByRole('button', { name: 'Rapporter arrangement' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rapporter arrangement' }));
    await user.type(dialog.getByRole('textbox', { name: 'Antall deltakere' }), '12');
    await user.type(dialog.getByRole('textbox', { name: 'Beskrivelse' }), 'Regn, men godt oppmøte.');
    await user.click(dialog.getByRole('button', { name: 'Send rapport' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Vi klarte ikke å sende rapporten');
    expect(dialog.getByRole('textbox', { name: 'Antall deltakere' })).toHaveValue('12');
    expect(dialog.getByRole('textbox', { name: 'Beskrivelse' })).toHaveValue('Regn, men godt oppmøte.');
  });

  it('lets a forest manager read the idea bank but not create, edit, delete or report', async () => {
    const { user } = await openAs(kari.pid, 'acc-kari', 'FOREST_MANAGER');
    expect(await cardButton(/Kurs i motorsagbruk/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nytt arrangement' })).not.toBeInTheDocument();
    const draft = await expand(user, /Kurs i motorsagbruk/);
    expect(draft.queryByRole('button')).not.toBeInTheDocument();
    expect(draft.queryByRole('link', { name: /Rediger/ })).not.toBeInTheDocument();
    const past = await expand(user, /Befaring i ungskogpleie/);
    expect(past.queryByRole('button', { name: 'Rapporter arrangement' })).not.toBeInTheDocument();
  });

  it("shows another account's arrangements without Rediger, Slett or report, and not its drafts", async () => {
    // Anne runs the idea bank for her own account; the arrangements are Kari's, in the same local group.
    const { user } = await openAs(anne.pid, 'acc-ansatt');
    expect(await cardButton(/Befaring i ungskogpleie/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nytt arrangement' })).toBeInTheDocument();
    expect(list().queryByRole('button', { name: /Kurs i motorsagbruk/ })).not.toBeInTheDocument();
    expect(list().queryByRole('img', { name: 'Kladd' })).not.toBeInTheDocument();
    const past = await expand(user, /Befaring i ungskogpleie/);
    expect(past.getByText('Godkjent')).toBeInTheDocument();
    expect(past.queryByRole('button')).not.toBeInTheDocument();
    expect(past.queryByRole('link', { name: /Rediger/ })).not.toBeInTheDocument();
  });

  it('says so when the local group has no arrangements (Ola, Elverum skogeierlag)', async () => {
    await openAs(ola.pid, 'acc-hansen');
    expect(
      await list().findByText(
        'Skogeierlaget har ingen arrangementer ennå. Lag det første med «Nytt arrangement».',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("shows a failed load with 'Prøv igjen', and the list once the retry succeeds", async () => {
    sandboxServer.use(
      http.get('*/api/arrangement/:id', () => HttpResponse.json({ message: 'feil' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await openAs(kari.pid, 'acc-kari');
    await user.click(await list().findByRole('button', { name: 'Prøv igjen' }));
    expect(await cardButton(/Kurs i motorsagbruk/)).toBeInTheDocument();
  });

  it('shows an error, not a white page, for an account whose calls fail (Eva)', async () => {
    await openAs(eva.pid, 'acc-feil');
    expect(await list().findByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  it("lists the idea bank's templates and guides", async () => {
    await openAs(kari.pid, 'acc-kari');
    const documents = within(screen.getByRole('region', { name: 'Maler og veiledere' }));
    expect(await documents.findByRole('button', { name: 'Last ned Mal for invitasjon.pdf' })).toBeVisible();
    expect(documents.getByRole('button', { name: 'Vis Veileder for lokallag.pdf' })).toBeVisible();
    expect(documents.getByRole('button', { name: 'Last ned Sjekkliste arrangement.pdf' })).toBeVisible();
  });
});
