/**
 * Issue #7: a failed call carries its request (Authorization header, bodies with names and numbers, the
 * tokens) and the answer; none of it may reach the console or error tracking. Both calls fail for real
 * against the in-process sandbox, are reported the way the app reports them, and everything logged is
 * serialized, hidden properties and nested objects included.
 */
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens';
import { sandboxServer } from '../sandboxServer';
import { renderPage, signInWithToken } from '../renderPage';
import { resolvePerson } from '../../src/features/login/api';
import { AccountInfoPage } from '../../src/features/profile/AccountInfoPage';
import {
  reportError,
  resetErrorSink,
  setErrorSink,
  type ErrorSummary,
  type ReportedContext,
} from '../../src/telemetry/errorTracking';
import { kari } from '../personas';

const KARI_BANK_ACCOUNT = '15031234562';
/** The answer of a failing server that repeats what it was sent, as real ones do. */
const echoingFailure = () =>
  HttpResponse.json(
    { message: `Intern feil for Kari Nordmann (${kari.pid}), konto ${KARI_BANK_ACCOUNT}` },
    { status: 500 },
  );

let accessToken: string;
let idToken: string;
let consoleError: MockInstance<typeof console.error>;

beforeEach(async () => {
  accessToken = await signSandboxAccessToken(kari.pid);
  idToken = await signSandboxAccessToken(kari.pid, { expiresIn: '5m' });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  resetErrorSink();
  vi.restoreAllMocks();
});

/** POST /contacts/token fails during sign-in; the callback page reports it like this. */
async function failSignIn(): Promise<void> {
  sandboxServer.use(http.post('*/api/contacts/token', echoingFailure));
  const user = new User({
    access_token: accessToken,
    id_token: idToken,
    token_type: 'Bearer',
    profile: {
      sub: kari.pid,
      pid: kari.pid,
      iss: 'http://localhost:5190',
      aud: 'skogportal',
      exp: 0,
      iat: 0,
    },
  });
  await expect(resolvePerson(user)).rejects.toThrow();
  await resolvePerson(user).catch((error: unknown) => {
    reportError(error, { location: 'Innlogging: fullføre innloggingen' });
  });
  sandboxServer.resetHandlers();
}

/** PUT /account fails when Kari saves her account on the page. */
async function failAccountSave(): Promise<void> {
  const userData = await signInWithToken(accessToken);
  sandboxServer.use(http.put('*/api/account', echoingFailure));
  const activeAccount = userData.accounts.find((account) => account.id === 'acc-kari') ?? null;
  const { user } = renderPage(<AccountInfoPage />, {
    path: '/profile/account',
    session: { userData, activeAccount },
  });
  await screen.findByRole('textbox', { name: 'Poststed' });
  await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
  expect(await screen.findByText('Endringene ble ikke lagret')).toBeInTheDocument();
}

const serialize = (value: unknown): string =>
  inspect(value, {
    depth: Infinity,
    showHidden: true,
    getters: true,
    maxArrayLength: Infinity,
    maxStringLength: Infinity,
  });

function expectNothingPersonal(logged: string): void {
  for (const secret of [accessToken, idToken, kari.pid, 'Kari', 'Nordmann', KARI_BANK_ACCOUNT, 'Bearer']) {
    expect(logged, `'${secret.slice(0, 20)}' was logged`).not.toContain(secret);
  }
}

describe('what a failed call leaves in the logs', () => {
  it('on the console: the operation, method and status, and nothing personal', async () => {
    await failSignIn();
    await failAccountSave();

    expect(consoleError).toHaveBeenCalledTimes(2);
    const logged = serialize(consoleError.mock.calls);
    expectNothingPersonal(logged);
    expect(logged).toContain('resolveContactByToken');
    expect(logged).toContain('POST /contacts/token');
    expect(logged).toContain('updateAccount');
    expect(logged).toContain('PUT /account');
    expect(logged).toContain('500');
  });

  it('in error tracking: exactly the operation, route, method, status, code and the context ids', async () => {
    const reported: [ErrorSummary, ReportedContext][] = [];
    setErrorSink((error, context) => reported.push([error, context]));
    await failSignIn();
    await failAccountSave();

    expectNothingPersonal(serialize(reported));
    expect(consoleError).not.toHaveBeenCalled();
    expect(reported).toEqual([
      [
        {
          name: 'AxiosError',
          operation: 'resolveContactByToken',
          route: 'POST /contacts/token',
          method: 'POST',
          status: 500,
          code: 'ERR_BAD_RESPONSE',
        },
        { location: 'Innlogging: fullføre innloggingen' },
      ],
      [
        {
          name: 'AxiosError',
          operation: 'updateAccount',
          route: 'PUT /account',
          method: 'PUT',
          status: 500,
          code: 'ERR_BAD_RESPONSE',
        },
        { location: 'Profil: lagre kontoinformasjon', accountId: 'acc-kari', contactId: 'contact-kari' },
      ],
    ]);
  });
});
