import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { TimberRegistrationPage } from './TimberRegistrationPage';
import { kari, ola } from '../../../tests/personas';

beforeEach(async () => {
  await loadTexts('timber-registration');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

async function open(pid: string, accountId: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  return renderPage(<TimberRegistrationPage />, {
    path: '/timberRegistration',
    accountId,
    session: { userData },
  });
}

/**
 * The wizard's own Norwegian (not the shared components' nor the code sets' labels, translated with them, nor
 * the API's data such as assortment names).
 */
const NORWEGIAN =
  /Tømmerinnmelding|Eiendom|Hogstform|Driftsform|Ønsket hogstperiode|Tidligst fra|Senest til|Neste|Tilbake|Send inn|Sortiment\b|Anslått|Leveringssted\b|Velteplassen er|Hogstfeltet er|Miljøhensyn|Oppsummering|Endre|Fortsett|Slett den|Steg \d:|innmelding/;

/** The first Norwegian word of the wizard's in `text`, or null. */
const norwegianIn = (text: string | null) => NORWEGIAN.exec(text ?? '')?.[0] ?? null;

describe('TimberRegistrationPage in English (#43)', () => {
  it('asks for step 1 in English, and says in English what is missing', async () => {
    const { user } = await open(kari.pid, 'acc-kari');
    expect(screen.getByRole('heading', { level: 1, name: 'Timber registration' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Property 3411\/12\/3 \(.* productive forest\)$/ }));
    expect(screen.getByRole('radiogroup', { name: 'Harvest type' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Operation type' })).toBeInTheDocument();
    expect(screen.getByText('Preferred harvest period')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Choose the property the timber is to be harvested on',
      'Choose the harvest type',
      'Choose the operation type',
      'Enter when the harvest can start at the earliest',
      'Enter when the harvest should be finished at the latest',
    ]);
    expect(await screen.findByRole('group', { name: 'Earliest from' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Latest by' })).toBeInTheDocument();
    expect(norwegianIn(document.body.textContent)).toBeNull();
  });

  it('offers Ola his draft in English, and shows steps 3, 4 and 2 in English', async () => {
    const { user } = await open(ola.pid, 'acc-hansen');
    expect(
      await screen.findByRole('heading', { name: 'You have a registration that has not been sent' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 3: Assortments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete it and start again' })).toBeInTheDocument();
    expect(norwegianIn(document.body.textContent)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue the registration' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Estimated volume per assortment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Total: 80\s?m³$/)).toBeInTheDocument();
    expect(screen.getByText(/^Estimated value at list prices: /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Environmental considerations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment for the cooperative' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Property and harvest' })).toHaveTextContent(
      /Preferred harvest period/,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await waitFor(() => {
      expect(norwegianIn(document.body.textContent)).toBeNull();
    });

    await user.click(screen.getByRole('button', { name: 'Change map' }));
    const describe = await screen.findByRole('checkbox', {
      name: 'I would rather describe the place in words than draw on the map',
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Delivery point' })).toBeInTheDocument();
    // Ola described the place in words.
    expect(describe).toBeChecked();
    await user.clear(
      screen.getByRole('textbox', { name: /^Describe where the harvest area and the landing are/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'Describe where the harvest area and the landing are, for example the plot, the road and the direction',
        { selector: 'a' },
      ),
    ).toBeInTheDocument();
    expect(norwegianIn(document.body.textContent)).toBeNull();
  });

  it("says that the cooperative's own message on a failed save is in Norwegian, the rest in English", async () => {
    sandboxServer.use(
      http.put('*/api/contracts', () => HttpResponse.json({ message: 'Teknisk feil' }, { status: 500 })),
    );
    const { user } = await open(ola.pid, 'acc-hansen');
    await user.click(await screen.findByRole('button', { name: 'Continue the registration' }));
    await screen.findByText(/^Total: 80\s?m³$/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByText(/^Message from the cooperative, in Norwegian:/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Message from the cooperative, in Norwegian: Teknisk feil Everything you have typed has been kept.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
