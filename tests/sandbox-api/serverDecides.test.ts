// @vitest-environment node
/**
 * Issue #40 against the sandbox API over HTTP: what the server stores, it decides and checks. Contract lines
 * are priced from the price list, map elements are written only where the person may draw, account search is
 * for accountant firms, the idea bank's documents only from its own folders, a property position does not
 * tell whose customer another person's property is, the terms date is the server's, PUT /contacts checks
 * what it stores, and the idempotency store keeps a hash of the body with an expiry and a size cap.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import {
  RESET_PATH,
  startSandboxApi,
  type SandboxApiServer,
  SANDBOX_CONTROL_HEADERS,
} from '../../sandbox/api/server.ts';
import { createIdempotencyData, oncePerKey } from '../../sandbox/api/idempotency.ts';
import { mapElementsKey } from '../../sandbox/api/map/seed.ts';
import { SEEDED_ARRANGEMENTS } from '../../sandbox/api/idea-bank/seed.ts';
import type { Contact, Contract, ContractDetail, MapElements } from '../../src/api/generated/model/index.ts';
import { todayInOslo } from '../../src/domain/format.ts';
import { PHONE_MESSAGE, POSTNUMMER_MESSAGE } from '../../src/domain/norwegianNumbers.ts';
import { kari, ola, anne, siri, per } from '../personas';
import { expectError, expectJson } from './answers.ts';

const DRAFT = 100000006;

let server: SandboxApiServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
  for (const pid of [kari.pid, ola.pid, anne.pid, siri.pid, per.pid])
    tokens.set(pid, await signSandboxAccessToken(pid));
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
});

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

const call = (pid: string, path: string, { method = 'GET', body, headers = {} }: Call = {}) =>
  fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${tokens.get(pid) ?? ''}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const draftFor = async (pid: string, fields: Record<string, unknown>) =>
  expectJson<Contract>(
    await call(pid, '/contracts', {
      method: 'POST',
      body: { operationType: 1, timberRegistration: DRAFT, registrationStep: 1, ...fields },
    }),
    201,
  );
const linesOf = async (contractId: string) =>
  expectJson<ContractDetail[]>(await call(kari.pid, `/contract-details/${contractId}`), 200);

// ── 1. Contract lines priced by the server ──

describe('POST /contract-details: the price list decides price and name', () => {
  const line = (contractId: string, fields: Record<string, unknown> = {}) =>
    call(kari.pid, '/contract-details', {
      method: 'POST',
      body: { contractId, assortmentId: 'sagtommer-gran', volume: 120, ...fields },
    });

  it('stores a line sent without price or name at the list price of the property and operation type', async () => {
    // Søndre Nordmann (3411 Ringsaker): sawlogs of spruce 655 kr/m³ by the cooperative, 680 in a private operation.
    const byCooperative = await draftFor(kari.pid, { accountId: 'acc-kari', propertyId: 'property-kari-1' });
    const stored = await expectJson<ContractDetail>(await line(byCooperative.contractId), 201);
    expect(stored).toMatchObject({
      contractId: byCooperative.contractId,
      assortmentId: 'sagtommer-gran',
      assortmentName: 'Sagtømmer gran',
      treeSpecies: 'rpBallert',
      volume: 120,
      pricePerUnit: 655,
    });
    const privately = await draftFor(kari.pid, {
      accountId: 'acc-kari',
      propertyId: 'property-kari-1',
      operationType: 2,
    });
    expect((await expectJson<ContractDetail>(await line(privately.contractId), 201)).pricePerUnit).toBe(680);
    // No property chosen yet: the default list.
    const noProperty = await draftFor(kari.pid, { accountId: 'acc-kari' });
    expect((await expectJson<ContractDetail>(await line(noProperty.contractId), 201)).pricePerUnit).toBe(640);
  });

  it('refuses a made-up price or name (400) and stores nothing; the list price itself is taken', async () => {
    const draft = await draftFor(kari.pid, { accountId: 'acc-kari', propertyId: 'property-kari-1' });
    await expectError(
      await line(draft.contractId, { pricePerUnit: 99_999 }),
      400,
      'Prisen settes av andelslaget etter prislisten: 655 kr per m³ for Sagtømmer gran',
    );
    await expectError(
      await line(draft.contractId, { assortmentName: 'Gulltømmer' }),
      400,
      /Navnet på sortimentet kommer fra prislisten/,
    );
    await expectError(await line(draft.contractId, { treeSpecies: 'furu' }), 400, /Treslaget/);
    expect(await linesOf(draft.contractId)).toEqual([]);
    await expectJson<ContractDetail>(
      await line(draft.contractId, { pricePerUnit: 655, assortmentName: 'Sagtømmer gran' }),
      201,
    );
  });

  it('refuses a line without an assortment of the list, or one the cooperative does not buy now', async () => {
    const draft = await draftFor(kari.pid, { accountId: 'acc-kari', propertyId: 'property-kari-1' });
    await expectError(await line(draft.contractId, { assortmentId: null }), 400, /Velg et sortiment/);
    await expectError(await line(draft.contractId, { assortmentId: 'eik-finer' }), 400, 'Ukjent sortiment');
    await expectError(
      await line(draft.contractId, { assortmentId: 'massevirke-osp' }),
      400,
      'Andelslaget kjøper ikke Massevirke osp nå',
    );
    expect(await linesOf(draft.contractId)).toEqual([]);
  });
});

// ── 2. Map elements only where the person may draw ──

describe('POST /map-elements: who may draw which map', () => {
  const drawing = (contractId: string, scope: string) => ({
    contractId,
    scope,
    mapElements: [
      {
        elementType: 'harvestArea',
        geometryType: 'Polygon',
        coordinates: [
          { latitude: 60.8871, longitude: 10.9391 },
          { latitude: 60.8874, longitude: 10.9433 },
          { latitude: 60.8852, longitude: 10.9437 },
        ],
      },
    ],
  });
  const save = (pid: string, contractId: string, scope: string) =>
    call(pid, '/map-elements', { method: 'POST', body: drawing(contractId, scope) });

  it("refuses an owner who writes the cooperative's operation map (403) and leaves it as it was", async () => {
    const before = structuredClone(
      server.store().mapElements.get(mapElementsKey('contract-2026-103', 'contract')),
    );
    await expectError(await save(kari.pid, 'contract-2026-103', 'contract'), 403, /andelslaget/);
    const draft = await draftFor(kari.pid, { accountId: 'acc-kari' });
    await expectError(await save(kari.pid, draft.contractId, 'contract'), 403, /andelslaget/);
    expect(server.store().mapElements.get(mapElementsKey('contract-2026-103', 'contract'))).toEqual(before);
  });

  it("takes the registration's drawing only while the registration is a draft (409 after)", async () => {
    const draft = await draftFor(kari.pid, { accountId: 'acc-kari' });
    await expectJson<MapElements>(await save(kari.pid, draft.contractId, 'timberRegistration'), 200);
    await expectError(
      await save(kari.pid, 'contract-2026-103', 'timberRegistration'),
      409,
      /Kartet i innmeldingen kan ikke endres etter at den er sendt/,
    );
    await expectError(await save(kari.pid, draft.contractId, 'miljorapport'), 400, /Ukjent kart/);
  });

  it('lets a cooperative employee draw the operation map of a contract they act for', async () => {
    const draft = await draftFor(anne.pid, { accountId: 'acc-ansatt' });
    await expectJson<MapElements>(await save(anne.pid, draft.contractId, 'contract'), 200);
  });
});

// ── 5. The permission table for what the sandbox has not built ──

describe('GET /account/search: for accountant firms, id and name only', () => {
  it('refuses a forest owner and a contractor (403)', async () => {
    expect((await call(kari.pid, '/account/search?name=Hansen')).status).toBe(403);
    expect((await call(per.pid, '/account/search?name=Hansen')).status).toBe(403);
  });

  it('answers an accountant with the id and name of the matching accounts', async () => {
    const found = await expectJson<Record<string, unknown>[]>(
      await call(siri.pid, '/account/search?name=hansen'),
      200,
    );
    expect(found).toEqual([{ id: 'acc-hansen', name: server.store().accounts.get('acc-hansen')?.name }]);
    await expectError(await call(siri.pid, '/account/search'), 400, /navn eller telefonnummer/);
  });
});

describe("the idea bank's documents: only its own folders", () => {
  const list = (relativePath: string, pid = kari.pid) => call(pid, `/documents?relativePath=${relativePath}`);
  const content = (relativePath: string) =>
    call(
      kari.pid,
      `/documents/document-content/fileName/Mal%20for%20invitasjon.pdf?relativePath=${relativePath}`,
    );

  it('lists the idea-bank folder and an arrangement of the local group', async () => {
    expect((await expectJson<unknown[]>(await list('idebank'), 200)).length).toBeGreaterThan(0);
    expect((await content('idebank')).status).toBe(200);
    expect(await expectJson<unknown[]>(await list(`idebank/${SEEDED_ARRANGEMENTS.draft}`), 200)).toEqual([]);
  });

  it('refuses .., absolute paths and encoded or backslash separators (400)', async () => {
    for (const path of [
      '..',
      '../idebank',
      'idebank/..',
      'idebank/../kontrakter',
      '%2Fidebank',
      '/idebank',
      'idebank%2F..%2Fkontrakter',
      'idebank%2f..',
      'idebank%5C..%5Ckontrakter',
      'idebank%255C..',
      'idebank\\..\\kontrakter',
      'C:%5Cidebank',
      'idebank//x',
      'idebank/./x',
    ]) {
      await expectError(await list(path), 400, /Ugyldig mappe/);
      expect((await content(path)).status, path).toBe(400);
    }
  });

  it("refuses another folder or another group's arrangement (403)", async () => {
    expect((await list('kontrakter')).status).toBe(403);
    expect((await content('kontrakter')).status).toBe(403);
    expect((await list('idebank/arrangement-ukjent')).status).toBe(403);
    // Ola is in Elverum skogeierlag, not Ringsaker's.
    expect((await list(`idebank/${SEEDED_ARRANGEMENTS.draft}`, ola.pid)).status).toBe(403);
  });
});

describe('GET /properties/getPropertyByKnrGnrBnr: no telling whose customer a property is', () => {
  it("answers another person's property as it answers a property that is nobody's", async () => {
    const own = await call(kari.pid, '/properties/getPropertyByKnrGnrBnr?knr=3411&gnr=12&bnr=3');
    expect(own.status).toBe(200);
    const someoneElses = await call(ola.pid, '/properties/getPropertyByKnrGnrBnr?knr=3411&gnr=12&bnr=3');
    const nobodys = await call(ola.pid, '/properties/getPropertyByKnrGnrBnr?knr=3411&gnr=998&bnr=3');
    expect(someoneElses.status).toBe(404);
    expect(nobodys.status).toBe(404);
    const shape = async (response: Response) =>
      JSON.stringify(await response.json())
        .replace(/998/g, 'N')
        .replace(/\b12\b/g, 'N');
    expect(await shape(someoneElses)).toBe(await shape(nobodys));
  });
});

// ── 6. What the server stores, it checks ──

describe('PUT /account/putAcceptUsageOfForestPlan: the server dates the approval', () => {
  it("stores today's date in Oslo whatever date the browser sends", async () => {
    const response = await call(ola.pid, '/account/putAcceptUsageOfForestPlan', {
      method: 'PUT',
      body: {
        id: 'acc-hansen',
        allowCooperativePlandataUsage: true,
        allowExternalPlandataUsage: false,
        changedByContactId: 'contact-ola',
        approvedTermsDate: '2099-12-31',
      },
    });
    const body = await expectJson<{ approvedTermsDate: string }>(response, 200);
    expect(body.approvedTermsDate).toBe(todayInOslo());
    expect(server.store().people.get(ola.pid)?.contact.approvedTermsDate).toBe(todayInOslo());
  });
});

describe('PUT /contacts: the allowlist and the checks of PUT /account', () => {
  const stored = (): Contact => structuredClone(server.store().people.get(kari.pid)!.contact);
  const put = (fields: Record<string, unknown>) =>
    call(kari.pid, '/contacts', {
      method: 'PUT',
      body: { ...stored(), changedByContactId: 'contact-kari', ...fields },
    });

  it('saves name, e-mail, phone and address, and the rest when it comes back unchanged', async () => {
    const saved = await expectJson<Contact>(
      await put({
        phoneNumber: '91234567',
        email: 'kari@skog.no',
        address: { streetAddress: 'Nordmannsvegen 2', postalCode: '2380', city: 'Brumunddal' },
      }),
      200,
    );
    expect(saved).toMatchObject({ phoneNumber: '91234567', email: 'kari@skog.no' });
    expect(stored().address).toEqual({
      streetAddress: 'Nordmannsvegen 2',
      postalCode: '2380',
      city: 'Brumunddal',
    });
  });

  it("refuses a bad phone, e-mail or postnummer with the form's message and the field", async () => {
    const before = stored();
    const phone = await expectError(await put({ phoneNumber: '123' }), 400, PHONE_MESSAGE);
    expect(phone).toMatchObject({ field: 'phoneNumber' });
    await expectError(
      await put({ email: 'kari.skog.no' }),
      400,
      'E-postadressen må se slik ut: navn@eksempel.no.',
    );
    const postal = await expectError(
      await put({ address: { ...before.address, postalCode: '238' } }),
      400,
      POSTNUMMER_MESSAGE,
    );
    expect(postal).toMatchObject({ field: 'postalCode' });
    await expectError(await put({ firstName: ' ' }), 400, 'Skriv inn fornavnet ditt.');
    await expectError(
      await put({ address: { ...before.address, city: 'x'.repeat(201) } }),
      400,
      /høyst 200 tegn/,
    );
    expect(stored()).toEqual(before);
  });

  it('refuses unknown keys and fields the portal does not change (400), as PUT /account does', async () => {
    const before = stored();
    await expectError(await put({ isAdmin: true }), 400, 'Ukjent felt: isAdmin');
    await expectError(await put({ isEmployee: true }), 400, /kan ikke endres i portalen/);
    await expectError(await put({ approvedTermsDate: '2099-12-31' }), 400, /kan ikke endres i portalen/);
    await expectError(await put({ address: { ...before.address, country: 'SE' } }), 400, /Ukjent felt/);
    expect(stored()).toEqual(before);
  });
});

// ── 7. The idempotency store keeps a hash, with an expiry and a size cap ──

describe('the idempotency store', () => {
  const secret = 'kontonummer 15031234562';
  let contractId = '';
  beforeEach(async () => {
    contractId = (await draftFor(kari.pid, { accountId: 'acc-kari' })).contractId;
  });
  const write = (key: string, comment: string) =>
    call(kari.pid, '/contract-details', {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: { contractId, assortmentId: 'sagtommer-gran', volume: 1, comment },
    });

  it('keeps a SHA-256 of the request, not the body', async () => {
    await write('key-hash-1', secret);
    const records = [...server.store().idempotencyKeys.values()];
    expect(records).toHaveLength(1);
    expect(JSON.stringify(records[0])).not.toContain('15031234562');
    expect(records[0]?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect((await write('key-hash-1', 'annet innhold')).status).toBe(422);
  });

  it('forgets a key after its expiry, so it names nothing any more', async () => {
    await write('key-expiry', secret);
    for (const record of server.store().idempotencyKeys.values()) record.expiresAt = Date.now() - 1;
    expect((await write('key-expiry', 'annet innhold')).status).not.toBe(422);
  });

  it('holds at most maxKeys keys, dropping the oldest', async () => {
    const data = createIdempotencyData({ maxKeys: 3 });
    const run = async (key: string) => {
      const request = new Request('http://sandkasse/api/x', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: '{}',
      });
      await (
        await oncePerKey(data, request, 'pid', () => Promise.resolve(new Response('{}')))
      )();
    };
    for (const key of ['a', 'b', 'c', 'd', 'e']) await run(key);
    expect([...data.idempotencyKeys.keys()]).toEqual(['pid c', 'pid d', 'pid e']);
  });
});
