import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { ContractFilesPage } from './ContractFilesPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

beforeEach(async () => {
  await loadTexts('timber-contract-pages');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

describe('ContractFilesPage in English (#43)', () => {
  it('shows the documents, the settlements and the forest operation result under English headings', async () => {
    renderPage(<ContractFilesPage />, {
      path: '/timberContract/contractFiles',
      accountId: 'acc-kari',
      session: {
        userData: await signInWithToken(await signSandboxAccessToken(kari.pid)),
        contractId: 'contract-2025-087',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contract files' })).toBeInTheDocument();
    expect(await screen.findByText(/^Contract 2025-087/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    const settlements = (
      await screen.findByRole('heading', { level: 2, name: 'Timber settlements' })
    ).closest('section');
    const file = await within(settlements!).findByText('Timber settlement S-2025-0871.pdf', {
      selector: 'p',
    });
    expect(file.closest('li')).toHaveTextContent(/Settlement S-2025-0871 · \d{2}[./]\d{2}[./]\d{4}/);
    expect(
      await within(settlements!).findByRole('heading', { level: 3, name: 'Forest operation result' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /Kontraktsfiler|Kontrakt \d|Dokumenter|Oppgjør S|Tømmeroppgjør/,
    );
  });
});
