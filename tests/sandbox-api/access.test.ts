// @vitest-environment node
import { SignJWT, importJWK, decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxSigningJwk } from '../../sandbox/eid/signing-key.ts';
import {
  ACCESS_TOKEN_AUDIENCE,
  DEFAULT_EID_ISSUER,
  signSandboxAccessToken,
  signSandboxIdToken,
} from '../../sandbox/eid/tokens.ts';
import { startSandboxApi, type SandboxApiServer, SANDBOX_CONTROL_HEADERS } from '../../sandbox/api/server.ts';
import type { ContractList, UserData } from '../../src/api/generated/model/index.ts';
import { kari, ola, anne, per, siri, eva, nils } from '../personas';

let server: SandboxApiServer;
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const call = async (path: string, init: RequestInit & { pid?: string; token?: string } = {}) => {
  const token = init.token ?? (init.pid ? await signSandboxAccessToken(init.pid) : undefined);
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${server.url}/api${path}`, { ...init, headers });
};

describe('sandbox API over HTTP', () => {
  it('answers 401 without a token, with a malformed one, and with an expired one', async () => {
    expect((await call('/contracts/acc-kari')).status).toBe(401);
    expect((await call('/contracts/acc-kari', { token: 'not-a-jwt' })).status).toBe(401);
    const expired = await signSandboxAccessToken(kari.pid, { expiresIn: '-1m' });
    expect((await call('/contracts/acc-kari', { token: expired })).status).toBe(401);
  });

  it('answers 401 for operations it has no handler for, and 501 rather than made-up data after sign-in', async () => {
    expect((await call('/territory')).status).toBe(401);
    const response = await call('/territory', { pid: kari.pid });
    expect(response.status).toBe(501);
    expect(((await response.json()) as { message: string }).message).toMatch(/Sandkassen har ikke laget/);
  });

  it('refuses an access token from another issuer', async () => {
    const foreign = await signSandboxAccessToken(kari.pid, { issuer: 'https://eid.evil.example' });
    expect((await call('/contracts/acc-kari', { token: foreign })).status).toBe(401);
  });

  it('refuses a token the eID has revoked (signed out), and one without an id it could be revoked by', async () => {
    const revokedJtis = new Set<string>();
    const withEid = await startSandboxApi({
      port: 0,
      revocations: { isRevoked: (jti) => revokedJtis.has(jti) },
    });
    try {
      const token = await signSandboxAccessToken(kari.pid);
      const other = await signSandboxAccessToken(kari.pid);
      const contracts = (accessToken: string) =>
        fetch(`${withEid.url}/api/contracts/acc-kari`, {
          headers: { Authorization: `Bearer ${accessToken}` },
        });
      expect((await contracts(token)).status).toBe(200);
      const { jti } = decodeJwt(token);
      revokedJtis.add(jti ?? '');
      expect((await contracts(token)).status).toBe(401);
      expect((await contracts(other)).status).toBe(200);

      const withoutId = await new SignJWT({ pid: kari.pid, client_id: 'skogportal' })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: sandboxSigningJwk.kid })
        .setSubject(kari.pid)
        .setIssuer(DEFAULT_EID_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(await importJWK({ ...sandboxSigningJwk }, 'RS256'));
      expect((await contracts(withoutId)).status).toBe(401);
    } finally {
      await withEid.close();
    }
  });

  it("answers 403 for another person's account and 200 for one's own", async () => {
    expect((await call('/contracts/acc-hansen', { pid: kari.pid })).status).toBe(403);
    expect((await call('/account/acc-kari', { pid: ola.pid })).status).toBe(403);
    expect((await call('/contracts/id/contract-2026-102', { pid: ola.pid })).status).toBe(403);

    const own = await call('/contracts/acc-kari', { pid: kari.pid });
    expect(own.status).toBe(200);
    const body = (await own.json()) as ContractList;
    expect(body.contracts.map((contract) => contract.contractNumber)).toContain('2026-101');
  });

  it("answers 500 on Eva Feil's account data, but still resolves her as a person", async () => {
    expect((await call('/contracts/acc-feil', { pid: eva.pid })).status).toBe(500);
    const token = await signSandboxAccessToken(eva.pid);
    const resolved = await call('/contacts/token', {
      token,
      method: 'POST',
      body: JSON.stringify({ token, idToken: await signSandboxIdToken(eva.pid) }),
    });
    expect(resolved.status).toBe(200);
  });

  it('resolves Kari with both her accounts, and Nils (no contact) as 404', async () => {
    const token = await signSandboxAccessToken(kari.pid);
    const response = await call('/contacts/token', {
      token,
      method: 'POST',
      body: JSON.stringify({ token, idToken: await signSandboxIdToken(kari.pid) }),
    });
    const user = (await response.json()) as UserData;
    expect(user.firstName).toBe('Kari');
    expect(user.accounts.map((account) => account.name)).toEqual(['Kari Nordmann', 'Nordmann Skog AS']);

    const nilsToken = await signSandboxAccessToken(nils.pid);
    const nilsAnswer = await call('/contacts/token', {
      token: nilsToken,
      method: 'POST',
      body: JSON.stringify({ token: nilsToken, idToken: await signSandboxIdToken(nils.pid) }),
    });
    expect(nilsAnswer.status).toBe(404);
  });

  it("rejects a token body that is not the caller's own", async () => {
    const kariToken = await signSandboxAccessToken(kari.pid);
    const olaToken = await signSandboxAccessToken(ola.pid);
    const response = await call('/contacts/token', {
      token: kariToken,
      method: 'POST',
      body: JSON.stringify({ token: olaToken, idToken: await signSandboxIdToken(kari.pid) }),
    });
    expect(response.status).toBe(401);
  });

  it('verifies the ID token it is given: signature, issuer, and that it is the same person', async () => {
    const token = await signSandboxAccessToken(kari.pid);
    const resolve = async (idToken: string) =>
      (await call('/contacts/token', { token, method: 'POST', body: JSON.stringify({ token, idToken }) }))
        .status;
    expect(await resolve('id-token')).toBe(401);
    expect(await resolve(await signSandboxIdToken(ola.pid))).toBe(401);
    expect(await resolve(await signSandboxIdToken(kari.pid, { issuer: 'https://eid.evil.example' }))).toBe(
      401,
    );
    expect(await resolve(await signSandboxIdToken(kari.pid, { expiresIn: '-1m' }))).toBe(401);
    expect(await resolve(await signSandboxIdToken(kari.pid))).toBe(200);
  });

  it('serves real PDF files for the documents it lists', async () => {
    const list = await call('/contracts/documents/contract-2025-087', { pid: kari.pid });
    const documents = (await list.json()) as { name: string }[];
    expect(documents.length).toBeGreaterThan(0);
    const first = documents[0]!;
    const content = await call(
      `/contracts/document-content/contract-2025-087/fileName/${encodeURIComponent(first.name)}`,
      { pid: kari.pid },
    );
    const { fileContent } = (await content.json()) as { fileContent: string };
    const bytes = Buffer.from(fileContent, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/);
  });
});

describe('who may change what (src/domain/permissions.ts, enforced by the sandbox)', () => {
  const put = async (pid: string, path: string, body: unknown) =>
    call(path, { pid, method: 'PUT', body: JSON.stringify(body) });
  const kariAccount = () => server.store().accounts.get('acc-kari')!;
  beforeEach(async () => {
    await fetch(`${server.url}/__sandbox/reset`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
  });

  it("keeps an accountant with client access to economics: Siri cannot change Kari's bank account, sign or report", async () => {
    const before = kariAccount().bankAccountNumber;
    const bank = await put(siri.pid, '/account', {
      ...kariAccount(),
      bankAccountNumber: '12345678903',
      changedByContactId: 'contact-siri',
    });
    expect(bank.status).toBe(403);
    expect(kariAccount().bankAccountNumber).toBe(before);
    expect(
      (
        await put(siri.pid, '/contracts/sign', {
          contractId: 'contract-2026-101',
          signedByContactId: 'contact-siri',
        })
      ).status,
    ).toBe(403);
    expect(server.store().contracts.get('contract-2026-101')?.signatureState).toBe(0);
    const report = await put(siri.pid, '/contract-details/timberLot', {
      contractId: 'contract-2026-102',
      assortmentId: 'assortment-102-1',
      changeVolum: 10,
      portalChangedById: 'contact-siri',
    });
    expect(report.status).toBe(403);
    const finished = await put(siri.pid, '/contracts/status', {
      contractId: 'contract-2026-102',
      portalChangedById: 'contact-siri',
      portalChangedByAccountId: 'acc-kari',
      contractStatusUpdateType: 'FinishedOperation',
    });
    expect(finished.status).toBe(403);
    expect((await call('/contracts/acc-kari', { pid: siri.pid })).status).toBe(403);
    expect((await call('/account/acc-kari', { pid: siri.pid })).status).toBe(403);
    // ...but she reads the economics of her client.
    expect((await call('/timber-settlements/contract/contract-2025-087', { pid: siri.pid })).status).toBe(
      200,
    );
    expect((await call('/timber-settlements/reports/ts-1', { pid: siri.pid })).status).toBe(200);
  });

  it('lets only the forest owner change the bank account, not an employee', async () => {
    const anneAccount = server.store().accounts.get('acc-ansatt')!;
    expect(
      (await put(anne.pid, '/account', { ...anneAccount, bankAccountNumber: '12345678903' })).status,
    ).toBe(403);
    const address = await put(anne.pid, '/account', {
      ...anneAccount,
      streetName: 'Nyvegen 2',
      changedByContactId: 'x',
    });
    expect(address.status).toBe(200);
    expect(server.store().accounts.get('acc-ansatt')?.bankAccountNumber).toBe(anneAccount.bankAccountNumber);

    const kariAnswer = await put(kari.pid, '/account', {
      ...kariAccount(),
      bankAccountNumber: '12345678903',
      changedByContactId: 'contact-ola',
    });
    expect(kariAnswer.status).toBe(200);
    expect(kariAccount().bankAccountNumber).toBe('12345678903');
    // The audit trail names who the token says, whatever the body claims.
    expect(server.store().auditLog.at(-1)).toEqual({
      operation: 'updateAccount:bankAccountNumber',
      contactId: 'contact-kari',
      subjectId: 'acc-kari',
    });
  });

  it('lets a contractor change only their own contact data, never the terms approval', async () => {
    const berg = server.store().accounts.get('acc-berg')!;
    expect((await put(per.pid, '/account', { ...berg, phoneNumber: '99999999' })).status).toBe(403);
    const perContact = server.store().people.get(per.pid)!.contact;
    // The terms approval, the employee flag and who changed it are not the contractor's to set: the whole
    // change is refused (PUT /contacts' allowlist, as PUT /account's), and nothing of it is stored.
    const tampered = await put(per.pid, '/contacts', {
      ...perContact,
      phoneNumber: '48000000',
      approvedTerms: false,
      approvedTermsDate: '2001-01-01',
      isEmployee: true,
      changedByContactId: 'contact-kari',
    });
    expect(tampered.status).toBe(400);
    expect(server.store().people.get(per.pid)!.contact.phoneNumber).toBe(perContact.phoneNumber);
    const own = await put(per.pid, '/contacts', { ...perContact, phoneNumber: '48000000' });
    expect(own.status).toBe(200);
    const saved = server.store().people.get(per.pid)!.contact;
    expect(saved.phoneNumber).toBe('48000000');
    expect(saved.approvedTerms).toBe(perContact.approvedTerms);
    expect(saved.approvedTermsDate).toBe(perContact.approvedTermsDate);
    expect(saved.isEmployee).toBe(false);
    const kariContact = server.store().people.get(kari.pid)!.contact;
    expect((await put(per.pid, '/contacts', { ...kariContact, phoneNumber: '48000000' })).status).toBe(403);
  });

  it('locks the one-time code check for 15 minutes after five wrong codes', async () => {
    const confirm = async (passcode: string) => {
      const response = await call('/contacts/passcode', {
        pid: per.pid,
        method: 'POST',
        body: JSON.stringify({ passcode, contactId: 'contact-per', accountId: 'acc-berg' }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { confirmed?: boolean; message: string },
      };
    };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await confirm('1111')).body.message).toBe('Koden er ugyldig eller allerede brukt.');
    }
    expect((await confirm('1111')).body.message).toMatch(/fem ganger.*15 minutter/);
    const locked = await confirm('4821');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('For mange feil koder. Prøv igjen om 15 minutter.');
    expect(server.store().passcodes.get('4821')?.used).toBe(false);
  });

  it('refuses a ready-for-pickup volume sent as text', async () => {
    const report = await put(kari.pid, '/contract-details/timberLot', {
      contractId: 'contract-2026-102',
      assortmentId: 'assortment-102-2',
      changeVolum: '1.000',
      portalChangedById: 'contact-kari',
    });
    expect(report.status).toBe(400);
    expect(((await report.json()) as { message: string }).message).toBe('Henteklart volum må være et tall');
  });

  it('tells browsers and proxies not to keep API answers', async () => {
    const response = await call('/contracts/acc-kari', { pid: kari.pid });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('sandbox reset (for browser tests)', () => {
  it('puts the seeded data back', async () => {
    const token = await signSandboxAccessToken(kari.pid);
    const sign = () =>
      call('/contracts/sign', {
        token,
        method: 'PUT',
        body: JSON.stringify({ contractId: 'contract-2026-101', signedByContactId: 'contact-kari' }),
      });
    expect(((await (await sign()).json()) as { signatureState: number }).signatureState).toBe(1);
    expect(
      (await fetch(`${server.url}/__sandbox/reset`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS }))
        .status,
    ).toBe(204);
    const contract = (await (await call('/contracts/id/contract-2026-101', { pid: kari.pid })).json()) as {
      signatureState: number;
    };
    expect(contract.signatureState).toBe(0);
  });
});
