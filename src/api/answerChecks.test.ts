import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../tests/sandboxServer';
import { connectSandboxApi } from '../../tests/renderPage';
import { resetErrorSink, setErrorSink, type ErrorSink } from '../telemetry/errorTracking';
import {
  deleteContract,
  getContractDocumentContent,
  getContractsForAccount,
} from './generated/endpoints/contracts/contracts';
import { MALFORMED_ANSWER_MESSAGE, MalformedAnswerError } from './malformedAnswer';
import { kari } from '../../tests/personas';

const CONTRACTS = '/api/contracts/:id';

const answerWith = (body: string, contentType: string) => {
  sandboxServer.use(
    http.get(CONTRACTS, () => new HttpResponse(body, { headers: { 'Content-Type': contentType } }), {
      once: true,
    }),
  );
};

const validContract = () => {
  const contract = sandboxStore().contracts.get('contract-2026-101');
  if (!contract) throw new Error('the sandbox has no contract-2026-101');
  return structuredClone(contract);
};

/** The rejection of a call, which must be a MalformedAnswerError. */
async function malformed(call: Promise<unknown>): Promise<MalformedAnswerError> {
  const error: unknown = await call.then(
    () => new Error('the call succeeded'),
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof MalformedAnswerError))
    throw new Error(`not a MalformedAnswerError: ${String(error)}`);
  return error;
}

describe('answers are checked against the contract where they enter', () => {
  const sink = vi.fn<ErrorSink>();

  beforeEach(async () => {
    connectSandboxApi(await signSandboxAccessToken(kari.pid));
    sink.mockClear();
    setErrorSink(sink);
  });
  afterEach(() => {
    resetErrorSink();
  });

  it('passes an answer the contract allows unchanged, unknown fields and unknown codes included', async () => {
    const contract = { ...validContract(), operationType: 99, laterField: 'ny' };
    sandboxServer.use(
      http.get(CONTRACTS, () => HttpResponse.json({ contracts: [contract] }), { once: true }),
    );

    await expect(getContractsForAccount('acc-kari')).resolves.toEqual({ contracts: [contract] });
    expect(sink).not.toHaveBeenCalled();
  });

  it('turns a field of the wrong type into the error, and reports the operation and the place', async () => {
    const contract = { ...validContract(), contractNumber: 2026101 };
    sandboxServer.use(
      http.get(CONTRACTS, () => HttpResponse.json({ contracts: [contract] }), { once: true }),
    );

    const error = await malformed(getContractsForAccount('acc-kari'));

    expect(error.message).toBe(MALFORMED_ANSWER_MESSAGE);
    expect(error.operation).toBe('getContractsForAccount');
    expect(sink).toHaveBeenCalledTimes(1);
    const [summary, context] = sink.mock.calls[0] ?? [];
    expect(summary).toEqual({
      name: 'MalformedAnswerError',
      code: 'ERR_MALFORMED_ANSWER',
      operation: 'getContractsForAccount',
      route: 'GET /contracts/{id}',
      method: 'GET',
      status: 200,
      detail: 'contracts.0.contractNumber: invalid_type, expected string',
    });
    expect(context).toEqual({ location: 'API: svar som ikke følger kontrakten' });
  });

  it('turns an HTML page where JSON belongs into the error', async () => {
    answerWith('<!doctype html><html><body>Vedlikehold</body></html>', 'text/html; charset=utf-8');

    const error = await malformed(getContractsForAccount('acc-kari'));

    expect(error.operation).toBe('getContractsForAccount');
    expect(error.detail).toBe('ikke JSON (text/html)');
    expect(sink.mock.calls[0]?.[0]).toMatchObject({ operation: 'getContractsForAccount', status: 200 });
  });

  it('turns JSON cut off on the way into the error', async () => {
    const whole = JSON.stringify({ contracts: [validContract()] });
    answerWith(whole.slice(0, whole.length / 2), 'application/json');

    const error = await malformed(getContractsForAccount('acc-kari'));

    expect(error.detail).toBe('ugyldig eller avkuttet JSON');
    expect(sink.mock.calls[0]?.[0]).toMatchObject({ operation: 'getContractsForAccount' });
  });

  it('never puts a value of the answer into the report', async () => {
    const contract = { ...validContract(), createdDate: `Kari Nordmann ${kari.pid}` };
    sandboxServer.use(
      http.get(CONTRACTS, () => HttpResponse.json({ contracts: [contract] }), { once: true }),
    );

    await malformed(getContractsForAccount('acc-kari'));

    const reported = JSON.stringify(sink.mock.calls[0]);
    expect(reported).toContain('contracts.0.createdDate');
    expect(reported).not.toContain('Kari');
    expect(reported).not.toContain(kari.pid);
  });

  it('lets documents (base64 in JSON) and answers without a body through', async () => {
    const document = await getContractDocumentContent('contract-2026-101', 'Tømmerkontrakt 2026-101.pdf');
    expect(atob(document.fileContent ?? '').startsWith('%PDF')).toBe(true);

    const draft = {
      ...validContract(),
      contractId: 'contract-utkast',
      timberRegistration: 100000006,
    } as const;
    sandboxStore().contracts.set(draft.contractId, draft);
    await expect(deleteContract(draft.contractId)).resolves.toBeFalsy();
    expect(sink).not.toHaveBeenCalled();
  });
});
