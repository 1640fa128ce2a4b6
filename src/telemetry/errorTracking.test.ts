import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { describeRequest } from '../api/operations';
import { OfflineWriteError } from '../api/offlineWrites';
import {
  errorReference,
  reportError,
  reportUncaughtErrors,
  resetErrorSink,
  setErrorSink,
  setRequestDescriber,
  type ErrorSummary,
  type ReportedContext,
} from './errorTracking';
import { kari } from '../../tests/personas';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJwaWQiOiIxNTAxNjUxMDA3MyJ9.c2lnbmF0dXJl';

/** What axios rejects with when PUT /account answers 500: the request and the answer ride along. */
const failedAccountSave = () => ({
  isAxiosError: true,
  name: 'AxiosError',
  message: 'Request failed with status code 500',
  code: 'ERR_BAD_RESPONSE',
  config: {
    method: 'put',
    url: '/account',
    headers: { Authorization: `Bearer ${TOKEN}` },
    data: JSON.stringify({ id: 'acc-kari', name: 'Kari Nordmann', bankAccountNumber: '15031234562' }),
  },
  request: { responseText: '{"message":"Kari Nordmann"}' },
  response: { status: 500, data: { message: `Intern feil for ${kari.pid}` }, headers: {} },
});

let reported: [ErrorSummary, ReportedContext][];
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  setRequestDescriber(describeRequest);
  reported = [];
  setErrorSink((error, context) => reported.push([error, context]));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  resetErrorSink();
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('keeps of a failed API call only its operation, route, method, status and code', () => {
    reportError(failedAccountSave(), { location: 'Profil: lagre kontoinformasjon', accountId: 'acc-kari' });
    expect(reported).toEqual([
      [
        {
          name: 'AxiosError',
          operation: 'updateAccount',
          route: 'PUT /account',
          method: 'PUT',
          status: 500,
          code: 'ERR_BAD_RESPONSE',
        },
        { location: 'Profil: lagre kontoinformasjon', accountId: 'acc-kari' },
      ],
    ]);
  });

  it('keeps the context’s ids and drops objects, arrays and functions from it', () => {
    reportError(new Error('x'), {
      location: 'Tømmerkontrakter: signer avtale',
      contractId: 'contract-2026-102',
      contractNumber: '2026-102',
      attempt: 2,
      signed: false,
      orderId: null,
      userData: { firstName: 'Kari', lastName: 'Nordmann' },
      accounts: ['acc-kari'],
      error: failedAccountSave(),
      callback: () => 'Kari',
    });
    expect(reported[0]?.[1]).toEqual({
      location: 'Tømmerkontrakter: signer avtale',
      contractId: 'contract-2026-102',
      contractNumber: '2026-102',
      attempt: 2,
      signed: false,
      orderId: null,
    });
  });

  it('keeps the message of a failure that is not an API call, with tokens, e-mail and long numbers masked', () => {
    reportError(
      new TypeError(`Ugyldig svar for kari@example.no (${kari.pid}, 1503.12.34562, 912 34 567): ${TOKEN}`),
      { location: 'Test' },
    );
    expect(reported[0]?.[0]).toEqual({
      name: 'TypeError',
      message: 'Ugyldig svar for [e-post] ([tall], [tall], [tall]): [token]',
    });
  });

  it('keeps the error code of an OpenID error response', () => {
    reportError(Object.assign(new Error('Feil kode'), { name: 'ErrorResponse', error: 'invalid_grant' }), {
      location: 'Innlogging: fullføre innloggingen',
    });
    expect(reported[0]?.[0]).toEqual({ name: 'ErrorResponse', code: 'invalid_grant', message: 'Feil kode' });
  });

  it('still reports, with its context, an error object that throws when read', () => {
    const hostile = Object.defineProperty({}, 'name', {
      get: () => {
        throw new Error('Kari Nordmann');
      },
    });
    reportError(hostile, { location: 'Test', contractId: 'contract-1' });
    expect(reported).toEqual([[{ name: 'Error' }, { location: 'Test', contractId: 'contract-1' }]]);
  });

  it('does not report a save refused because the browser is offline', () => {
    reportError(new OfflineWriteError(), { location: 'Profil: lagre kontaktinformasjon' });
    reportError(new Error('Request failed'), { location: 'Profil: lagre kontaktinformasjon' });
    expect(reported.map(([error]) => error.message)).toEqual(['Request failed']);
  });

  it('logs a reduced report on the console when no sink is plugged in', () => {
    resetErrorSink();
    reportError(failedAccountSave(), { location: 'Profil: lagre kontoinformasjon' });
    expect(consoleError).toHaveBeenCalledWith(
      '[Profil: lagre kontoinformasjon]',
      expect.objectContaining({ operation: 'updateAccount', status: 500 }),
      { location: 'Profil: lagre kontoinformasjon' },
    );
    expect(inspect(consoleError.mock.calls, { depth: Infinity, showHidden: true })).not.toMatch(
      new RegExp(`Kari|15031234562|${kari.pid}|eyJ`),
    );
  });

  it('logs a reduced report when the sink itself fails', () => {
    setErrorSink(() => {
      throw new Error('Sink nede');
    });
    reportError(failedAccountSave(), { location: 'Profil: lagre kontoinformasjon' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = inspect(consoleError.mock.calls, { depth: Infinity, showHidden: true });
    expect(logged).toContain('Feilrapporteringen feilet');
    expect(logged).toContain('Sink nede');
    expect(logged).toContain('updateAccount');
    expect(logged).not.toMatch(new RegExp(`Kari|15031234562|${kari.pid}|eyJ`));
  });
});

describe('reportUncaughtErrors', () => {
  let stop: () => void;

  beforeEach(() => {
    stop = reportUncaughtErrors(window);
  });

  afterEach(() => {
    stop();
  });

  it('reports an unhandled rejection, reduced, instead of letting the browser print it', () => {
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: failedAccountSave(),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reported).toEqual([
      [
        expect.objectContaining({ operation: 'updateAccount', status: 500 }),
        { location: 'Ubehandlet avvist promise' },
      ],
    ]);
    expect(inspect(reported, { depth: Infinity, showHidden: true })).not.toMatch(/Kari|eyJ/);
  });

  it('reports an uncaught exception', () => {
    const event = new ErrorEvent('error', {
      error: new RangeError('Utenfor'),
      message: 'Utenfor',
      cancelable: true,
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reported).toEqual([[{ name: 'RangeError', message: 'Utenfor' }, { location: 'Ubehandlet feil' }]]);
  });

  it('leaves a failed resource load alone', () => {
    window.dispatchEvent(new Event('error'));
    expect(reported).toEqual([]);
  });

  it('stops reporting once removed', () => {
    stop();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('sent') }));
    expect(reported).toEqual([]);
  });
});

describe('errorReference', () => {
  it('gives an error a short code without 0, O, 1 or I, the same each time it is asked for', () => {
    const error = new Error('Kontraktlisten kunne ikke tegnes');
    const reference = errorReference(error);
    expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}$/);
    expect(errorReference(error)).toBe(reference);
  });

  it('gives different errors different codes', () => {
    const references = new Set(Array.from({ length: 50 }, () => errorReference(new Error('feil'))));
    expect(references.size).toBe(50);
  });
});
