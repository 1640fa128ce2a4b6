import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { SignContractPage } from './SignContractPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

const UNSIGNED_CONTRACT = 'contract-2026-101';

/** A toast waits for notistack's own code, loaded on the first one: slow on a busy machine. */
const TOAST_WAIT = { timeout: 5000 };

beforeEach(async () => {
  await loadTexts('timber-contract-pages');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const openPage = async () =>
  renderPage(<SignContractPage />, {
    path: '/timberContract/signContract',
    accountId: 'acc-kari',
    session: {
      userData: await signInWithToken(await signSandboxAccessToken(kari.pid)),
      contractId: UNSIGNED_CONTRACT,
    },
  });

/** The page's own Norwegian words (its catalog): none may remain on the English page. */
const NORWEGIAN =
  /Les og signer|Kontrakt \d|Avtalen i korte trekk|Sortimenter|pris etter|Ønsket hogstperiode|Jeg har lest|Signer avtalen|Henter avtalen/;

describe('SignContractPage in English (#43)', () => {
  it('lets Kari read the key terms and sign her contract in English', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Read and sign the contract' })).toBeInTheDocument();
    const terms = await screen.findByRole('region', { name: 'The contract in brief' });
    expect(await within(terms).findByText(/^Gran sagtømmer: 150\sm³ at .+ per m³$/)).toBeInTheDocument();
    expect(terms).toHaveTextContent('Assortments');
    expect(terms).toHaveTextContent('Preferred harvest period');
    expect(screen.getByText('Contract 2026-101')).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Sign the contract' });
    expect(sign).toBeDisabled();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);

    await user.click(screen.getByRole('checkbox', { name: 'I have read the contract and accept its terms' }));
    await user.click(sign);
    expect(await screen.findByText('Contract 2026-101 is signed', {}, TOAST_WAIT)).toBeInTheDocument();
  });
});
