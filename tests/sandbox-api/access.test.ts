// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { startSandboxApi, type SandboxApiServer } from '../../sandbox/api/server.ts';
import type { ContractList, UserData } from '../../src/api/generated/model/index.ts';

const KARI = '15016510073';
const OLA = '03037810095';
const EVA = '17048610099';
const NILS = '31129010188';

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
    const expired = await signSandboxAccessToken(KARI, { expiresIn: '-1m' });
    expect((await call('/contracts/acc-kari', { token: expired })).status).toBe(401);
  });

  it('answers 401 for operations served by the generated defaults too', async () => {
    expect((await call('/territory')).status).toBe(401);
    expect((await call('/territory', { pid: KARI })).status).toBe(200);
  });

  it("answers 403 for another person's account and 200 for one's own", async () => {
    expect((await call('/contracts/acc-hansen', { pid: KARI })).status).toBe(403);
    expect((await call('/account/acc-kari', { pid: OLA })).status).toBe(403);
    expect((await call('/contracts/id/contract-2026-102', { pid: OLA })).status).toBe(403);

    const own = await call('/contracts/acc-kari', { pid: KARI });
    expect(own.status).toBe(200);
    const body = (await own.json()) as ContractList;
    expect(body.contracts.map((contract) => contract.contractNumber)).toContain('2026-101');
  });

  it("answers 500 on Eva Feil's account data, but still resolves her as a person", async () => {
    expect((await call('/contracts/acc-feil', { pid: EVA })).status).toBe(500);
    const token = await signSandboxAccessToken(EVA);
    const resolved = await call('/contacts/token', {
      token,
      method: 'POST',
      body: JSON.stringify({ token, idToken: 'id-token' }),
    });
    expect(resolved.status).toBe(200);
  });

  it('resolves Kari with both her accounts, and Nils (no contact) as 404', async () => {
    const token = await signSandboxAccessToken(KARI);
    const response = await call('/contacts/token', {
      token,
      method: 'POST',
      body: JSON.stringify({ token, idToken: 'id-token' }),
    });
    const user = (await response.json()) as UserData;
    expect(user.firstName).toBe('Kari');
    expect(user.accounts.map((account) => account.name)).toEqual(['Kari Nordmann', 'Nordmann Skog AS']);

    const nilsToken = await signSandboxAccessToken(NILS);
    const nils = await call('/contacts/token', {
      token: nilsToken,
      method: 'POST',
      body: JSON.stringify({ token: nilsToken, idToken: 'id-token' }),
    });
    expect(nils.status).toBe(404);
  });

  it("rejects a token body that is not the caller's own", async () => {
    const kariToken = await signSandboxAccessToken(KARI);
    const olaToken = await signSandboxAccessToken(OLA);
    const response = await call('/contacts/token', {
      token: kariToken,
      method: 'POST',
      body: JSON.stringify({ token: olaToken, idToken: 'id-token' }),
    });
    expect(response.status).toBe(401);
  });

  it('serves real PDF files for the documents it lists', async () => {
    const list = await call('/contracts/documents/contract-2025-087', { pid: KARI });
    const documents = (await list.json()) as { name: string }[];
    expect(documents.length).toBeGreaterThan(0);
    const first = documents[0]!;
    const content = await call(
      `/contracts/document-content/contract-2025-087/fileName/${encodeURIComponent(first.name)}`,
      { pid: KARI },
    );
    const { fileContent } = (await content.json()) as { fileContent: string };
    const bytes = Buffer.from(fileContent, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/);
  });
});

describe('sandbox reset (for browser tests)', () => {
  it('puts the seeded data back', async () => {
    const token = await signSandboxAccessToken(KARI);
    const sign = () =>
      call('/contracts/sign', {
        token,
        method: 'PUT',
        body: JSON.stringify({ contractId: 'contract-2026-101', signedByContactId: 'contact-kari' }),
      });
    expect(((await (await sign()).json()) as { signatureState: number }).signatureState).toBe(1);
    expect((await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(204);
    const contract = (await (await call('/contracts/id/contract-2026-101', { pid: KARI })).json()) as {
      signatureState: number;
    };
    expect(contract.signatureState).toBe(0);
  });
});
