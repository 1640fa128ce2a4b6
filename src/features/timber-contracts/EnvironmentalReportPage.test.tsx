import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { setErrorSink } from '../../telemetry/errorTracking';
import { EnvironmentalReportOperationPage, EnvironmentalReportPrivatePage } from './EnvironmentalReportPage';
import {
  COOPERATIVE_OPERATION_QUESTIONS,
  PRIVATE_OPERATION_QUESTIONS,
} from '../../domain/environmentalQuestions';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

const PRIVATE_PATH = '/timberContract/envReportPrivate';
const OPERATION_PATH = '/timberContract/envReportAToperation';

const Q = {
  misFigure: 'Er det registrert MiS-figurer (miljøfigurer) i driftsområdet?',
  culturalHeritage: 'Er det kulturminner i eller ved driftsområdet?',
  publicRoad: 'Går transporten over offentlig vei?',
  coursePEFC: 'Har den som utførte hogsten gjennomført PEFC-kurs?',
  ownUsedMaterial: 'Er noe av virket brukt av skogeier selv (egen bruk)?',
  begrensningerVelteplass: 'Er det begrensninger ved velteplassen (for eksempel bæreevne eller sikt)?',
} as const;

async function openPrivateReport(contractId = 'contract-2026-102') {
  return renderPage(<EnvironmentalReportPrivatePage />, {
    path: PRIVATE_PATH,
    accountId: 'acc-kari',
    session: {
      userData: await signInWithToken(await signSandboxAccessToken(kari.pid)),
      contractId,
      operationType: 2,
    },
  });
}

async function openOperationReport(contractId: string) {
  return renderPage(<EnvironmentalReportOperationPage />, {
    path: OPERATION_PATH,
    accountId: 'acc-kari',
    session: {
      userData: await signInWithToken(await signSandboxAccessToken(kari.pid)),
      contractId,
      operationType: 1,
    },
  });
}

const question = (text: string) => screen.getByRole('radiogroup', { name: text });

async function answer(user: UserEvent, text: string, choice: 'Ja' | 'Nei') {
  await user.click(within(question(text)).getByRole('radio', { name: choice }));
}

/** Answers every question of the private report: 'Ja' except where `no` says 'Nei', skipping `skip`. */
async function answerAll(user: UserEvent, { no = [], skip = [] }: { no?: string[]; skip?: string[] } = {}) {
  for (const { text } of PRIVATE_OPERATION_QUESTIONS) {
    if (skip.includes(text)) continue;
    await answer(user, text, no.includes(text) ? 'Nei' : 'Ja');
  }
}

/** The read-only answer shown for a question. */
const shownAnswer = (text: string) =>
  screen.getByText(text, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
  sandboxServer.events.removeAllListeners();
  setErrorSink((error, context) => {
    console.error(`[${context.location}]`, error, context);
  });
});

describe('EnvironmentalReportPage', () => {
  it('asks the private-operation questions as labelled yes/no groups for the chosen contract', async () => {
    await openPrivateReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Miljørapport' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Miljørapport' });
    expect(screen.getByText('2026-102')).toBeInTheDocument();
    expect(screen.getByText('Privat drift')).toBeInTheDocument();

    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(PRIVATE_OPERATION_QUESTIONS.length);
    for (const { text } of PRIVATE_OPERATION_QUESTIONS) {
      // Each question is a fieldset with the question as legend, holding a Ja/Nei radio group.
      expect(screen.getByRole('group', { name: text })).toBeInTheDocument();
      const radios = within(question(text)).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Ja', 'Nei']);
      radios.forEach((radio) => {
        expect(radio).not.toBeChecked();
      });
    }
    expect(screen.getByRole('button', { name: 'Send inn miljørapport' })).toBeEnabled();
  });

  it('flags the unanswered question in text, focuses the summary and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    sandboxServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/considerations')) sent(request.url);
    });
    await openPrivateReport();
    await screen.findByRole('form', { name: 'Miljørapport' });
    await answerAll(user, { skip: [Q.publicRoad] });

    await user.click(screen.getByRole('button', { name: 'Send inn miljørapport' }));

    const summary = await screen.findByText('Svar på alle spørsmålene før du sender inn.');
    const summaryBox = summary.closest<HTMLElement>('[role="alert"]');
    await waitFor(() => {
      expect(summaryBox).toHaveFocus();
    });
    expect(within(summaryBox!).getByRole('link', { name: Q.publicRoad })).toBeInTheDocument();
    expect(screen.getAllByText('Velg ja eller nei.')).toHaveLength(1);
    const unanswered = question(Q.publicRoad);
    expect(unanswered).toHaveAccessibleDescription('Velg ja eller nei.');
    expect(unanswered).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
    expect(sandboxStore().considerations.get('contract-2026-102')).toBeUndefined();

    // The summary link takes the keyboard to the question; answering it clears both messages.
    await user.click(within(summaryBox!).getByRole('link', { name: Q.publicRoad }));
    expect(within(unanswered).getByRole('radio', { name: 'Ja' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(unanswered).getByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(screen.queryByText('Velg ja eller nei.')).not.toBeInTheDocument();
    expect(screen.queryByText('Svar på alle spørsmålene før du sender inn.')).not.toBeInTheDocument();
  });

  it('sends the answers with the codes of §3 and then shows the report read-only', async () => {
    const user = userEvent.setup();
    await openPrivateReport();
    await screen.findByRole('form', { name: 'Miljørapport' });
    await answerAll(user, { no: [Q.ownUsedMaterial, Q.begrensningerVelteplass] });

    await user.click(screen.getByRole('button', { name: 'Send inn miljørapport' }));

    await waitFor(() => {
      expect(screen.queryByRole('form', { name: 'Miljørapport' })).not.toBeInTheDocument();
    });
    expect(sandboxStore().considerations.get('contract-2026-102')).toMatchObject({
      contractId: 'contract-2026-102',
      privateOperation: true,
      misFigure: true,
      culturalHeritage: 961700000,
      grouseOrRaptorConsideration: 961700000,
      retentionTrees: 961700000,
      bufferZones: 961700000,
      velteplassMotOffentligVei: 100000001,
      begrensningerVelteplass: 100000000,
      publicRoad: 100000001,
      engineManualOperation: 100000001,
      coursePEFC: 1,
      ownerChange: 100000001,
      ownUsedMaterial: 100000000,
    });
    // The toast and the status line say it; the status line gets the focus.
    await waitFor(() => {
      expect(screen.getAllByText('Miljørapporten er sendt inn')).toHaveLength(2);
    });
    const status = screen.getByText('Miljørapporten er sendt inn', { selector: '[role="status"] *' });
    await waitFor(() => {
      expect(status.closest('[role="status"]')).toHaveFocus();
    });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(shownAnswer(Q.culturalHeritage)).toBe('Ja');
    expect(shownAnswer(Q.ownUsedMaterial)).toBe('Nei');
    expect(shownAnswer(Q.coursePEFC)).toBe('Ja');
    // The contract is now marked as completed in the cooperative's system.
    expect(sandboxStore().contracts.get('contract-2026-102')?.completedEnvironmentalReport).toMatch(/^2/);
  });

  it('shows a completed report of an operation by the cooperative read-only, without a form', async () => {
    await openOperationReport('contract-2025-087');
    expect(await screen.findByText('Miljørapporten er sendt inn')).toBeInTheDocument();
    expect(screen.getByText('2025-087')).toBeInTheDocument();
    expect(screen.getByText('Drift ved skogeierandelslaget')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Send inn miljørapport' })).not.toBeInTheDocument();

    const answers = screen.getByText(Q.misFigure, { selector: 'dt' }).closest('dl');
    expect(within(answers!).getAllByRole('term')).toHaveLength(COOPERATIVE_OPERATION_QUESTIONS.length);
    expect(shownAnswer(Q.misFigure)).toBe('Ja');
    expect(shownAnswer(Q.culturalHeritage)).toBe('Nei');
    expect(shownAnswer(Q.begrensningerVelteplass)).toBe('Nei');
    expect(shownAnswer(Q.coursePEFC)).toBe('Ja');
    expect(screen.queryByText(Q.ownUsedMaterial)).not.toBeInTheDocument();
  });

  it('shows questions of a sent report without a stored answer as Ikke besvart', async () => {
    const store = sandboxStore();
    const contract = store.contracts.get('contract-2026-102')!;
    contract.completedEnvironmentalReport = '2 - Fullført';
    store.considerations.set('contract-2026-102', {
      contractId: 'contract-2026-102',
      privateOperation: true,
      misFigure: false,
      publicRoad: 100000001,
    });
    await openPrivateReport();
    expect(await screen.findByText('Miljørapporten er sendt inn')).toBeInTheDocument();
    expect(shownAnswer(Q.misFigure)).toBe('Nei');
    expect(shownAnswer(Q.publicRoad)).toBe('Ja');
    expect(shownAnswer(Q.culturalHeritage)).toBe('Ikke besvart');
    expect(screen.getAllByText('Ikke besvart')).toHaveLength(PRIVATE_OPERATION_QUESTIONS.length - 2);
  });

  it('asks the cooperative variant for a cooperative operation not yet reported', async () => {
    await openOperationReport('contract-2026-103');
    await screen.findByRole('form', { name: 'Miljørapport' });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(COOPERATIVE_OPERATION_QUESTIONS.length);
    expect(screen.queryByRole('radiogroup', { name: Q.ownUsedMaterial })).not.toBeInTheDocument();
  });

  it('shows the load error with Prøv igjen when the report cannot be fetched, and tries again', async () => {
    const user = userEvent.setup();
    sandboxServer.use(
      http.get('*/api/considerations/:id/isprivateoperation/:flag', () =>
        HttpResponse.json({ message: 'Feil' }, { status: 500 }),
      ),
    );
    await openPrivateReport();
    const retry = await screen.findByRole('button', { name: 'Prøv igjen' });
    expect(screen.getByText(/Vi klarte ikke å hente miljørapporten/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    sandboxServer.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('form', { name: 'Miljørapport' })).toBeInTheDocument();
  });

  it('keeps the answers and says so when sending fails, and reports the error', async () => {
    const user = userEvent.setup();
    const sink = vi.fn();
    setErrorSink(sink);
    sandboxServer.use(
      http.post('*/api/considerations', () => HttpResponse.json({ message: 'Feil' }, { status: 500 })),
    );
    await openPrivateReport();
    await screen.findByRole('form', { name: 'Miljørapport' });
    await answerAll(user, { no: [Q.culturalHeritage] });

    await user.click(screen.getByRole('button', { name: 'Send inn miljørapport' }));

    expect(
      await screen.findByText('Vi klarte ikke å sende inn miljørapporten. Prøv igjen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Miljørapport' })).toBeInTheDocument();
    expect(within(question(Q.culturalHeritage)).getByRole('radio', { name: 'Nei' })).toBeChecked();
    expect(within(question(Q.publicRoad)).getByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(sandboxStore().considerations.get('contract-2026-102')).toBeUndefined();
    expect(sink).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        location: 'Tømmerkontrakter: miljørapport',
        contractId: 'contract-2026-102',
      }),
    );

    // Trying again once the service is back sends the same answers.
    sandboxServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Send inn miljørapport' }));
    await waitFor(() => {
      expect(sandboxStore().considerations.get('contract-2026-102')?.culturalHeritage).toBe(961700001);
    });
  });

  it('goes back to the contract list when no contract is chosen', async () => {
    renderPage(<EnvironmentalReportPrivatePage />, {
      path: PRIVATE_PATH,
      accountId: 'acc-kari',
      session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
    });
    expect(await screen.findByText('Du er på /timberContract')).toBeInTheDocument();
  });
});
