import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { EnvironmentalReportPrivatePage } from './EnvironmentalReportPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

beforeEach(async () => {
  await loadTexts('timber-contract-pages');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

/** The page's own Norwegian words (its catalog); the questions and the journey's steps are the shared domain's. */
const NORWEGIAN =
  /Miljørapport|Kontrakt\b(?! signert)|Driftsform|Eiendom|Svar ja eller nei|Send inn|Velg ja eller nei|\bJa\b|\bNei\b/;

describe('EnvironmentalReportPage in English (#43)', () => {
  it('asks in English, with yes/no, and says in English what is unanswered', async () => {
    const { user } = renderPage(<EnvironmentalReportPrivatePage />, {
      path: '/timberContract/envReportPrivate',
      accountId: 'acc-kari',
      session: {
        userData: await signInWithToken(await signSandboxAccessToken(kari.pid)),
        contractId: 'contract-2026-102',
        operationType: 2,
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Environmental report' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Environmental report' });
    expect(
      screen.getByText(
        'Answer yes or no to every question about the considerations taken in the operation. Once the report is submitted, it cannot be changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(screen.getByText('Operation type')).toBeInTheDocument();
    const [first] = within(form).getAllByRole('radiogroup');
    expect(within(first!).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(within(first!).getByRole('radio', { name: 'No' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit environmental report' }));
    expect(await screen.findByText('Answer every question before you submit.')).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription(/Choose yes or no\./);
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });
});
