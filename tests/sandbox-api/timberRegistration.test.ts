// @vitest-environment node
/**
 * The timber-registration wizard (Tømmerinnmelding) against the sandbox API over HTTP: price lists, questions
 * per logging type, supply points, coordinates, map elements, the draft → update → send lifecycle, contract
 * lines, environmental answers, and who may do what.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { LINES_AFTER_SENDING_MS } from '../../sandbox/api/registration/rules.ts';
import { startSandboxApi, type SandboxApiServer, SANDBOX_CONTROL_HEADERS } from '../../sandbox/api/server.ts';
import type {
  AssortmentPrice,
  ConsiderationQuestion,
  Contract,
  ContractCreate,
  ContractDetail,
  ContractList,
  CoordinateSet,
  EnvironmentalConsiderations,
  MapElements,
  SupplyPoint,
} from '../../src/api/generated/model/index.ts';
import { questionById } from '../../src/domain/environmentalQuestions.ts';
import { kari, ola, per, siri, eva, nils } from '../personas';
import { expectError, expectJson } from './answers.ts';

const REGISTERED = 100000000;
const DRAFT = 100000006;

let server: SandboxApiServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
  for (const pid of [kari.pid, ola.pid, per.pid, siri.pid, eva.pid, nils.pid])
    tokens.set(pid, await signSandboxAccessToken(pid));
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}/__sandbox/reset`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
});

interface Call {
  pid?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

const call = (path: string, { pid, method = 'GET', body }: Call = {}) => {
  const headers = new Headers();
  const token = pid ? tokens.get(pid) : undefined;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${server.url}/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
};

const asKari = (path: string, init: Omit<Call, 'pid'> = {}) => call(path, { ...init, pid: kari.pid });

// ── Assortments ──

describe('assortments with prices (GET /assortments)', () => {
  const prices = async (query: string, pid = kari.pid) =>
    expectJson<AssortmentPrice[]>(await call(`/assortments${query}`, { pid }), 200);
  const byId = (list: AssortmentPrice[]) =>
    Object.fromEntries(list.map((item) => [item.id, item.pricePerCubicMetre]));

  it('lists the six assortments the cooperative buys, with species and realistic NOK/m³', async () => {
    const list = await prices('?municipalityId=3411&operationType=1');
    expect(list.map(({ id, name, treeSpecies }) => ({ id, name, treeSpecies }))).toEqual([
      { id: 'sagtommer-gran', name: 'Sagtømmer gran', treeSpecies: 'rpBallert' },
      { id: 'sagtommer-furu', name: 'Sagtømmer furu', treeSpecies: 'furu' },
      { id: 'massevirke-gran', name: 'Massevirke gran', treeSpecies: 'rpBallert' },
      { id: 'massevirke-furu', name: 'Massevirke furu', treeSpecies: 'furu' },
      { id: 'massevirke-lauv', name: 'Massevirke lauv', treeSpecies: 'bjoerk' },
      { id: 'gfl-biovirke', name: 'GFL biovirke', treeSpecies: null },
    ]);
    expect(list.every((item) => typeof item.description === 'string' && item.description !== '')).toBe(true);
    for (const query of ['?municipalityId=3411', '?municipalityId=3403', '', '?municipalityId=5001']) {
      for (const item of await prices(`${query}${query ? '&' : '?'}operationType=2`)) {
        const range = item.id.startsWith('sagtommer')
          ? [550, 700]
          : item.id.startsWith('massevirke')
            ? [300, 380]
            : [200, 250];
        expect(item.pricePerCubicMetre, `${item.id} ${query}`).toBeGreaterThanOrEqual(range[0]!);
        expect(item.pricePerCubicMetre, `${item.id} ${query}`).toBeLessThanOrEqual(range[1]!);
      }
    }
  });

  it("prices Kari's municipalities (Ringsaker 3411, Hamar 3403) each their own way, any other by the default list", async () => {
    const ringsaker = byId(await prices('?municipalityId=3411'));
    const hamar = byId(await prices('?municipalityId=3403'));
    const other = byId(await prices('?municipalityId=5001'));
    expect(ringsaker).not.toEqual(hamar);
    expect(ringsaker).not.toEqual(other);
    expect(hamar).not.toEqual(other);
    expect(byId(await prices(''))).toEqual(other);
    expect(byId(await prices('?municipalityId=0301'))).toEqual(other);
    expect(ringsaker['sagtommer-gran']).toBe(655);
  });

  it('pays more for a private operation (2, 6), where the owner does the work, than for 1, 4 and 7', async () => {
    const cooperative = byId(await prices('?municipalityId=3403&operationType=1'));
    for (const operationType of [2, 6]) {
      const own = byId(await prices(`?municipalityId=3403&operationType=${String(operationType)}`));
      for (const [id, price] of Object.entries(cooperative)) expect(own[id]).toBeGreaterThan(price);
    }
    for (const operationType of [4, 7]) {
      expect(byId(await prices(`?municipalityId=3403&operationType=${String(operationType)}`))).toEqual(
        cooperative,
      );
    }
    expect(byId(await prices('?municipalityId=3403'))).toEqual(cooperative);
  });

  it('status 0 (the default) lists what is bought now, 1 what is not', async () => {
    expect(await prices('?status=0')).toEqual(await prices(''));
    expect((await prices('?status=1')).map((item) => item.id)).toEqual(['massevirke-osp']);
  });

  it('answers 400 for an unknown operation type or status and a malformed municipality', async () => {
    await expectError(await asKari('/assortments?operationType=3'), 400, 'Ugyldig driftsform');
    await expectError(await asKari('/assortments?operationType=privat'), 400, 'Ugyldig driftsform');
    await expectError(await asKari('/assortments?status=2'), 400, /Ugyldig status/);
    await expectError(await asKari('/assortments?municipalityId=341'), 400, /fire sifre/);
  });
});

// ── Questions per logging type ──

describe('environmental questions per logging type (GET /considerations/loggingType/{id})', () => {
  const questions = async (code: string) =>
    expectJson<ConsiderationQuestion[]>(await asKari(`/considerations/loggingType/${code}`), 200);

  it('asks the most for regeneration felling, fewer for thinning and clean-up', async () => {
    const felling = await questions('100000000');
    expect(felling.map((question) => question.id)).toEqual([
      'misFigure',
      'culturalHeritage',
      'grouseOrRaptorConsideration',
      'retentionTrees',
      'bufferZones',
      'velteplassMotOffentligVei',
      'begrensningerVelteplass',
    ]);
    const thinning = (await questions('100000001')).map((question) => question.id);
    const cleanUp = (await questions('100000002')).map((question) => question.id);
    expect(thinning.length).toBeLessThan(felling.length);
    expect(cleanUp.length).toBeLessThan(thinning.length);
    for (const code of ['100000001', '100000002', '100000003', '100000004', '100000005']) {
      const ids = (await questions(code)).map((question) => question.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(felling.map((question) => question.id)).toEqual(expect.arrayContaining(ids));
    }
  });

  it('words each question as the environmental report does', async () => {
    for (const question of await questions('100000000')) {
      const report = questionById(question.id);
      expect(question.text).toBe(report?.text);
      expect(question.helpText ?? undefined).toBe(report?.help);
    }
  });

  it('answers no questions for an unknown code, and 400 for what is no code', async () => {
    expect(await questions('100000009')).toEqual([]);
    expect(await questions('7')).toEqual([]);
    await expectError(await asKari('/considerations/loggingType/flatehogst'), 400, /tallkode/);
  });
});

// ── Supply points ──

describe('supply points (GET and POST /supply-points)', () => {
  const innlandet = ({ latitude, longitude }: SupplyPoint) =>
    latitude > 60.5 && latitude < 61.5 && longitude > 10.5 && longitude < 12;

  it("lists the cooperative's terminals and sawmills in Innlandet", async () => {
    const points = await expectJson<SupplyPoint[]>(await asKari('/supply-points'), 200);
    expect(points.map((point) => point.name)).toEqual(
      expect.arrayContaining(['Moelven Brumunddal (sagbruk)', 'Hamar tømmerterminal', 'Rena tømmerterminal']),
    );
    expect(points.every(innlandet)).toBe(true);
    expect(points.find((point) => point.name === 'Hamar tømmerterminal')?.id).toBe(
      'supply-point-hamar-terminal',
    );
  });

  it("creates one for the person's account: 201 with an id, listed for that account only", async () => {
    const created = await expectJson<SupplyPoint>(
      await asKari('/supply-points', {
        method: 'POST',
        body: {
          name: ' Velteplass ved Mjøsvegen ',
          latitude: 60.88531234,
          longitude: 10.9371,
          accountId: 'acc-kari',
        },
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Velteplass ved Mjøsvegen',
      latitude: 60.885312,
      longitude: 10.9371,
      accountId: 'acc-kari',
    });
    expect(created.id).toEqual(expect.any(String));
    const kariPoints = await expectJson<SupplyPoint[]>(await asKari('/supply-points'), 200);
    expect(kariPoints.map((point) => point.id)).toContain(created.id);
    const olaPoints = await expectJson<SupplyPoint[]>(await call('/supply-points', { pid: ola.pid }), 200);
    expect(olaPoints.map((point) => point.id)).not.toContain(created.id);
  });

  it('refuses a point without a name or outside Norway with a Norwegian message', async () => {
    const post = (body: unknown) => asKari('/supply-points', { method: 'POST', body });
    await expectError(
      await post({ name: '  ', latitude: 60.9, longitude: 10.9 }),
      400,
      'Leveringsstedet må ha et navn',
    );
    await expectError(await post({ latitude: 60.9, longitude: 10.9 }), 400, 'Leveringsstedet må ha et navn');
    await expectError(
      await post({ name: 'København', latitude: 55.68, longitude: 12.57 }),
      400,
      'Koordinatene ligger utenfor Norge',
    );
    await expectError(
      await post({ name: 'Null', latitude: 0, longitude: 0 }),
      400,
      'Koordinatene ligger utenfor Norge',
    );
    await expectError(await post({ name: 'Tekst', latitude: '60.9', longitude: 10.9 }), 400, /som tall/);
  });

  it("refuses a point for another person's account or contract", async () => {
    const post = (body: unknown) => asKari('/supply-points', { method: 'POST', body });
    const place = { name: 'Velteplass', latitude: 61.07, longitude: 10.82 };
    expect((await post({ ...place, accountId: 'acc-hansen' })).status).toBe(403);
    expect((await post({ ...place, contractId: 'contract-ti-2026-001' })).status).toBe(403);
  });
});

// ── Coordinates ──

describe('coordinates (POST /coordinates)', () => {
  const convert = (body: unknown) => asKari('/coordinates', { method: 'POST', body });
  const ring = [
    { latitude: 60.89351234, longitude: 10.91524999 },
    { latitude: 60.8938, longitude: 10.9201 },
    { latitude: 60.8912, longitude: 10.9214 },
  ];

  it('answers the same points and areas, rounded to 6 decimals, each area an open ring', async () => {
    const body = await expectJson<CoordinateSet>(
      await convert({
        points: [{ latitude: 60.88621111119, longitude: 10.9412 }],
        polygons: [[...ring, { ...ring[0]! }], ring],
      }),
      200,
    );
    const open = [{ latitude: 60.893512, longitude: 10.91525 }, ring[1], ring[2]];
    expect(body).toEqual({ points: [{ latitude: 60.886211, longitude: 10.9412 }], polygons: [open, open] });
  });

  it("refuses what lies outside Norway and an area of fewer than three corners: 'Et område må ha minst tre hjørner'", async () => {
    await expectError(
      await convert({ points: [{ latitude: 59.33, longitude: -3 }], polygons: [] }),
      400,
      'Koordinatene ligger utenfor Norge',
    );
    await expectError(
      await convert({ points: [], polygons: [[...ring.slice(0, 2), { latitude: 55.6, longitude: 12.5 }]] }),
      400,
      'Koordinatene ligger utenfor Norge',
    );
    await expectError(
      await convert({ points: [], polygons: [[ring[0], ring[1], { ...ring[0]! }]] }),
      400,
      'Et område må ha minst tre hjørner',
    );
    await expectError(
      await convert({ points: [], polygons: [[]] }),
      400,
      'Et område må ha minst tre hjørner',
    );
  });
});

// ── Map elements ──

describe('map elements of a registration (GET/POST /map-elements, GET /map-elements/new/{id})', () => {
  const drawing = {
    contractId: 'contract-2026-102',
    scope: 'timberRegistration',
    mapElements: [
      {
        elementType: 'harvestArea',
        geometryType: 'Polygon',
        label: 'Hogstfelt',
        coordinates: [
          { latitude: 60.8871, longitude: 10.9391 },
          { latitude: 60.8874, longitude: 10.9433 },
          { latitude: 60.8852, longitude: 10.9437 },
          { latitude: 60.8871, longitude: 10.9391 },
        ],
      },
      {
        elementType: 'landingPoint',
        geometryType: 'Point',
        coordinates: [{ latitude: 60.8849, longitude: 10.9441 }],
      },
    ],
  };

  it('answers 404 for what nobody saved, and the saved elements per contract and scope after a save', async () => {
    const { contractId } = await draftOf();
    expect((await asKari(`/map-elements?contractId=${contractId}&scope=timberRegistration`)).status).toBe(
      404,
    );
    expect((await asKari(`/map-elements/new/${contractId}`)).status).toBe(404);
    const saved = await expectJson<MapElements>(
      await asKari('/map-elements', { method: 'POST', body: { ...drawing, contractId } }),
      200,
    );
    expect(saved.mapElements[0]?.coordinates).toHaveLength(3);
    expect(saved.mapElements.every((element) => typeof element.id === 'string')).toBe(true);
    expect(
      await expectJson<MapElements>(
        await asKari(`/map-elements?contractId=${contractId}&scope=timberRegistration`),
        200,
      ),
    ).toEqual(saved);
    expect(await expectJson<MapElements>(await asKari(`/map-elements/new/${contractId}`), 200)).toEqual(
      saved,
    );
    expect((await asKari(`/map-elements?contractId=${contractId}&scope=contract`)).status).toBe(404);
  });

  it('has the seeded registration and operation map of contract 2026-103', async () => {
    const contract = await expectJson<MapElements>(
      await asKari('/map-elements?contractId=contract-2026-103&scope=contract'),
      200,
    );
    expect(contract.mapElements.map((element) => element.elementType)).toEqual([
      'harvestArea',
      'landingPoint',
      'road',
    ]);
    expect((await asKari('/map-elements/new/contract-2026-103')).status).toBe(200);
  });

  it('refuses a point with two positions and an area outside Norway', async () => {
    const [area, landing] = drawing.mapElements;
    const { contractId } = await draftOf();
    const save = (mapElements: unknown[]) =>
      asKari('/map-elements', { method: 'POST', body: { ...drawing, contractId, mapElements } });
    await expectError(
      await save([{ ...landing, coordinates: [...landing!.coordinates, ...landing!.coordinates] }]),
      400,
      /nøyaktig én/,
    );
    await expectError(
      await save([{ ...area, coordinates: area!.coordinates.map((item) => ({ ...item, latitude: 56 })) }]),
      400,
      'Koordinatene ligger utenfor Norge',
    );
  });
});

// ── The registration lifecycle ──

const complete = {
  accountId: 'acc-kari',
  propertyId: 'property-kari-1',
  operationType: 2,
  loggingType: 100000000,
  wishedHarvestFrom: '2027-01-15',
  wishedHarvestTo: '2027-03-31',
  placeDescription: 'Hogstfeltet ligger vest for Nordmannsvegen. Velteplass ved snuplassen.',
  supplyPointId: 'supply-point-moelven-brumunddal',
  comment: 'Ring før dere kommer.',
  timberRegistration: REGISTERED,
} satisfies ContractCreate;

const create = async (body: Partial<ContractCreate>, status = 201) =>
  expectJson<Contract>(await asKari('/contracts', { method: 'POST', body }), status);

const draftOf = (fields: Partial<ContractCreate> = {}) =>
  create({
    accountId: 'acc-kari',
    operationType: 1,
    timberRegistration: DRAFT,
    registrationStep: 1,
    ...fields,
  });

const listOf = async (accountId: string, pid = kari.pid) =>
  (await expectJson<ContractList>(await call(`/contracts/${accountId}`, { pid }), 200)).contracts;

describe('a registration from draft to sent (POST, PUT, DELETE /contracts)', () => {
  it('creates a draft with a new number, listed for the account (the portal hides drafts itself)', async () => {
    const before = Date.now();
    const draft = await draftOf({ propertyId: 'property-kari-3', registrationStep: 2 });
    expect(draft).toMatchObject({
      accountId: 'acc-kari',
      status: 100000001,
      signatureState: 2,
      statusReason: null,
      timberRegistration: DRAFT,
      propertyId: 'property-kari-3',
      propertyName: 'Åsen',
      registrationStep: 2,
      operationType: 1,
      loggingType: null,
    });
    expect(draft.contractNumber).toMatch(/^TI-\d{4}-\d{3}$/);
    expect(Date.parse(draft.createdDate)).toBeGreaterThanOrEqual(before - 1000);
    expect((await listOf('acc-kari')).find((item) => item.contractId === draft.contractId)).toEqual(draft);
    expect(await expectJson<Contract>(await asKari(`/contracts/id/${draft.contractId}`), 200)).toEqual(draft);
    expect(server.store().auditLog).toContainEqual({
      operation: 'createContract',
      contactId: 'contact-kari',
      subjectId: draft.contractId,
    });
  });

  it('numbers registrations in order and never gives a deleted draft’s number again', async () => {
    const first = await draftOf();
    expect((await asKari(`/contracts/${first.contractId}`, { method: 'DELETE' })).status).toBe(204);
    const second = await draftOf();
    const [, year, n1] = /^TI-(\d{4})-(\d{3})$/.exec(first.contractNumber) ?? [];
    expect(second.contractNumber).toBe(`TI-${year ?? ''}-${String(Number(n1) + 1).padStart(3, '0')}`);
  });

  it('saves a draft step by step and sends it; then its registration fields are locked (409)', async () => {
    const draft = await draftOf();
    const put = async (body: Partial<Contract>) =>
      expectJson<Contract>(await asKari('/contracts', { method: 'PUT', body: { ...draft, ...body } }), 200);

    const saved = await put({ ...complete, timberRegistration: DRAFT, registrationStep: 3 });
    expect(saved).toMatchObject({
      contractId: draft.contractId,
      contractNumber: draft.contractNumber,
      timberRegistration: DRAFT,
      propertyName: 'Nordre Nordmann',
      loggingType: 100000000,
      comment: 'Ring før dere kommer.',
      registrationStep: 3,
    });

    await expectError(
      await asKari('/contracts', {
        method: 'PUT',
        body: { ...saved, propertyId: null, wishedHarvestTo: null, timberRegistration: REGISTERED },
      }),
      400,
      'Innmeldingen kan ikke sendes uten eiendom og ønsket hogst til',
    );

    const sent = await put({ ...saved, timberRegistration: REGISTERED });
    expect(sent).toMatchObject({
      timberRegistration: REGISTERED,
      registrationStep: null,
      propertyId: 'property-kari-1',
    });

    await expectError(
      await asKari('/contracts', { method: 'PUT', body: { ...sent, comment: 'Ny kommentar' } }),
      409,
      'Innmeldingen er allerede sendt',
    );
    await expectError(
      await asKari('/contracts', { method: 'PUT', body: { ...sent, timberRegistration: DRAFT } }),
      409,
      'Innmeldingen er allerede sendt',
    );
    // The whole contract sent back unchanged (as the track-repair confirmation does) is fine.
    expect((await asKari('/contracts', { method: 'PUT', body: sent })).status).toBe(200);
    expect((await listOf('acc-kari')).find((item) => item.contractId === draft.contractId)).toEqual(sent);
  });

  it('sends a registration in one go, and keeps the track repair of other contracts working', async () => {
    const sent = await create(complete);
    expect(sent).toMatchObject({ ...complete, registrationStep: null, propertyName: 'Nordre Nordmann' });
    const blank = await create({ ...complete, comment: '  ' });
    expect(blank.comment).toBeNull();
    // Blank text is no text: sending the contract back with '' changes nothing.
    expect((await asKari('/contracts', { method: 'PUT', body: { ...blank, comment: '' } })).status).toBe(200);

    const trackRepair = await expectJson<Contract>(await asKari('/contracts/id/contract-2026-103'), 200);
    const confirmed = await expectJson<Contract>(
      await asKari('/contracts', { method: 'PUT', body: { ...trackRepair, statusOppussing: 100000000 } }),
      200,
    );
    expect(confirmed.statusOppussing).toBe(100000000);
    await expectError(
      await asKari('/contracts', { method: 'PUT', body: { ...trackRepair, loggingType: 100000001 } }),
      409,
      'Innmeldingen er allerede sendt',
    );
  });

  it('deletes only drafts (Start på nytt), with their lines and drawing', async () => {
    const draft = await draftOf();
    await expectJson<ContractDetail>(
      await asKari('/contract-details', {
        method: 'POST',
        body: { contractId: draft.contractId, assortmentId: 'sagtommer-gran', volume: 40 },
      }),
      201,
    );
    expect((await asKari(`/contracts/${draft.contractId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asKari(`/contracts/id/${draft.contractId}`)).status).toBe(404);
    expect((await listOf('acc-kari')).map((item) => item.contractId)).not.toContain(draft.contractId);
    expect([...server.store().contractDetails.values()].map((item) => item.contractId)).not.toContain(
      draft.contractId,
    );

    const sent = await create(complete);
    await expectError(
      await asKari(`/contracts/${sent.contractId}`, { method: 'DELETE' }),
      409,
      /Bare utkast/,
    );
    await expectError(await asKari('/contracts/contract-2026-101', { method: 'DELETE' }), 409, /Bare utkast/);
  });

  it('refuses what the wizard must not send (400, in Norwegian)', async () => {
    const cases: [Partial<ContractCreate> | Record<string, unknown>, string | RegExp][] = [
      [{ timberRegistration: 100000002 }, /utkast \(100000006\) eller sendes inn \(100000000\)/],
      [{ operationType: 3 }, 'Ugyldig driftsform'],
      [{ loggingType: 100000009 }, 'Ugyldig hogstform'],
      [{ comment: 'x'.repeat(501) }, 'Kommentaren kan ikke være lengre enn 500 tegn'],
      [{ placeDescription: 'x'.repeat(1001) }, 'Beskrivelsen av stedet kan ikke være lengre enn 1000 tegn'],
      [{ wishedHarvestFrom: '2027-02-30' }, /ÅÅÅÅ-MM-DD/],
      [{ wishedHarvestTo: '31.03.2027' }, /ÅÅÅÅ-MM-DD/],
      [{ wishedHarvestFrom: '2027-04-01' }, 'Ønsket hogst fra kan ikke være etter ønsket hogst til'],
      [{ propertyId: 'property-nskog-1' }, 'Eiendommen hører ikke til kontoen'],
      [{ propertyId: 'property-unknown' }, 'Eiendommen hører ikke til kontoen'],
      [{ supplyPointId: 'supply-point-unknown' }, 'Fant ikke leveringsstedet'],
      [{ registrationStep: 5, timberRegistration: DRAFT }, /Steget i veiviseren/],
      [
        { propertyId: null, loggingType: null, wishedHarvestFrom: null, wishedHarvestTo: null },
        'Innmeldingen kan ikke sendes uten eiendom, hogstform, ønsket hogst fra og ønsket hogst til',
      ],
    ];
    for (const [fields, message] of cases) {
      await expectError(
        await asKari('/contracts', { method: 'POST', body: { ...complete, ...fields } }),
        400,
        message,
      );
    }
    expect((await listOf('acc-kari')).filter((item) => item.contractNumber.startsWith('TI-'))).toEqual([]);
    // A draft may lack what sending needs, and keep text up to the limits.
    await draftOf({ comment: 'x'.repeat(500), placeDescription: 'x'.repeat(1000) });
  });

  it("continues Ola's seeded draft (TI-2026-001) and sends it", async () => {
    const draft = (await listOf('acc-hansen', ola.pid)).find((item) => item.timberRegistration === DRAFT);
    expect(draft).toMatchObject({
      contractId: 'contract-ti-2026-001',
      contractNumber: 'TI-2026-001',
      propertyId: 'property-hansen-1',
      propertyName: 'Hansen Gård',
      registrationStep: 3,
    });
    const lines = await expectJson<ContractDetail[]>(
      await call('/contract-details/contract-ti-2026-001', { pid: ola.pid }),
      200,
    );
    expect(lines.map((line) => [line.assortmentName, line.volume])).toEqual([['Massevirke gran', 80]]);
    const sent = await expectJson<Contract>(
      await call('/contracts', {
        pid: ola.pid,
        method: 'PUT',
        body: { ...draft, timberRegistration: REGISTERED },
      }),
      200,
    );
    expect(sent.timberRegistration).toBe(REGISTERED);
  });
});

// ── Contract lines ──

describe('contract lines of a registration (POST/GET/DELETE /contract-details)', () => {
  /** Fields of any type, to send what a client must not. */
  const line = (contractId: string, fields: Partial<Record<keyof ContractDetail, unknown>> = {}) =>
    asKari('/contract-details', {
      method: 'POST',
      body: {
        contractId,
        assortmentId: 'sagtommer-gran',
        volume: 120,
        ...fields,
      },
    });

  it("adds and removes a draft's lines", async () => {
    const draft = await draftOf();
    const spruce = await expectJson<ContractDetail>(await line(draft.contractId), 201);
    expect(spruce).toMatchObject({
      contractId: draft.contractId,
      assortmentId: 'sagtommer-gran',
      volume: 120,
    });
    await expectJson<ContractDetail>(
      await line(draft.contractId, { assortmentId: 'massevirke-furu', volume: 0 }),
      201,
    );
    const lines = await expectJson<ContractDetail[]>(
      await asKari(`/contract-details/${draft.contractId}`),
      200,
    );
    expect(lines.map((item) => item.assortmentName)).toEqual(['Sagtømmer gran', 'Massevirke furu']);
    expect((await asKari(`/contract-details/${spruce.id ?? ''}`, { method: 'DELETE' })).status).toBe(204);
    expect(
      (await expectJson<ContractDetail[]>(await asKari(`/contract-details/${draft.contractId}`), 200)).map(
        (item) => item.assortmentName,
      ),
    ).toEqual(['Massevirke furu']);
  });

  it("takes the lines 'Send inn' posts right after sending, and none once the registration is the cooperative's", async () => {
    const sent = await create(complete);
    const first = await expectJson<ContractDetail>(await line(sent.contractId), 201);
    await expectJson<ContractDetail>(
      await line(sent.contractId, { assortmentId: 'massevirke-gran', volume: 200 }),
      201,
    );
    expect(
      await expectJson<ContractDetail[]>(await asKari(`/contract-details/${sent.contractId}`), 200),
    ).toHaveLength(2);

    server.store().registrationsSentAt.set(sent.contractId, Date.now() - LINES_AFTER_SENDING_MS - 1);
    await expectError(await line(sent.contractId), 409, /etter at innmeldingen er sendt/);
    await expectError(
      await asKari(`/contract-details/${first.id ?? ''}`, { method: 'DELETE' }),
      409,
      /etter at innmeldingen er sendt/,
    );
    await expectError(await line('contract-2026-110'), 409, /etter at innmeldingen er sendt/);
    await expectError(
      await asKari('/contract-details/detail-110-1', { method: 'DELETE' }),
      409,
      /etter at innmeldingen/,
    );
  });

  it('refuses a line without an assortment, or with a volume that is no number or negative', async () => {
    const draft = await draftOf();
    await expectError(
      await line(draft.contractId, { assortmentId: null }),
      400,
      'Velg et sortiment fra prislisten',
    );
    await expectError(await line(draft.contractId, { volume: '12' }), 400, 'Volumet må være et tall');
    await expectError(await line(draft.contractId, { volume: -1 }), 400, 'Volumet kan ikke være negativt');
    await expectError(await line(draft.contractId, { assortmentId: 'eik-finer' }), 400, 'Ukjent sortiment');
    await expectError(
      await line(draft.contractId, { treeSpecies: 'gran' }),
      400,
      /Treslaget kommer fra prislisten/,
    );
    expect(
      await expectJson<ContractDetail[]>(await asKari(`/contract-details/${draft.contractId}`), 200),
    ).toEqual([]);
  });
});

// ── Environmental answers ──

describe('environmental answers of a registration (POST /considerations, GET /considerations/{id}/...)', () => {
  const answers = (contractId: string): EnvironmentalConsiderations => ({
    contractId,
    privateOperation: true,
    misFigure: false,
    culturalHeritage: 961700001,
    grouseOrRaptorConsideration: 961700000,
    retentionTrees: 961700000,
    bufferZones: 961700001,
    velteplassMotOffentligVei: 100000001,
    begrensningerVelteplass: 100000000,
  });
  const save = (body: unknown) => asKari('/considerations', { method: 'POST', body });
  const read = async (contractId: string) =>
    expectJson<EnvironmentalConsiderations>(
      await asKari(`/considerations/${contractId}/isprivateoperation/true`),
      200,
    );

  it('reads back exactly what was saved for a newly sent registration, once', async () => {
    const sent = await create(complete);
    expect(await expectJson<EnvironmentalConsiderations>(await save(answers(sent.contractId)), 200)).toEqual(
      answers(sent.contractId),
    );
    expect(await read(sent.contractId)).toEqual(answers(sent.contractId));
    expect(
      (await expectJson<Contract>(await asKari(`/contracts/id/${sent.contractId}`), 200))
        .completedEnvironmentalReport,
    ).toMatch(/^2/);
    await expectError(await save(answers(sent.contractId)), 409, 'Miljørapporten er allerede sendt inn');
  });

  it('lets a draft save its answers again, and counts the report complete when the draft is sent', async () => {
    const draft = await draftOf({ ...complete, timberRegistration: DRAFT });
    await expectJson(await save({ ...answers(draft.contractId), culturalHeritage: 961700000 }), 200);
    await expectJson(await save(answers(draft.contractId)), 200);
    expect(await read(draft.contractId)).toEqual(answers(draft.contractId));
    const stored = await expectJson<Contract>(await asKari(`/contracts/id/${draft.contractId}`), 200);
    expect(stored.completedEnvironmentalReport).not.toMatch(/^2/);
    const sent = await expectJson<Contract>(
      await asKari('/contracts', { method: 'PUT', body: { ...stored, timberRegistration: REGISTERED } }),
      200,
    );
    expect(sent.completedEnvironmentalReport).toMatch(/^2/);
  });

  it('refuses an answer outside its code set', async () => {
    const draft = await draftOf();
    await expectError(
      await save({ ...answers(draft.contractId), culturalHeritage: 100000001 }),
      400,
      /culturalHeritage/,
    );
    await expectError(await save({ ...answers(draft.contractId), misFigure: 'nei' }), 400, /misFigure/);
    await expectError(
      await save({ ...answers(draft.contractId), privateOperation: undefined }),
      400,
      /privat drift/,
    );
  });
});

// ── Who may do what ──

describe('access to the registration calls', () => {
  it('answers 401 without a token', async () => {
    expect((await call('/contracts', { method: 'POST', body: complete })).status).toBe(401);
    expect((await call('/assortments')).status).toBe(401);
    expect((await call('/considerations/loggingType/100000000')).status).toBe(401);
    expect((await call('/supply-points')).status).toBe(401);
    expect((await call('/contracts/contract-ti-2026-001', { method: 'DELETE' })).status).toBe(401);
  });

  it("answers 403 for another person's account, draft or lines", async () => {
    expect(
      (await asKari('/contracts', { method: 'POST', body: { ...complete, accountId: 'acc-hansen' } })).status,
    ).toBe(403);
    expect((await asKari('/contracts/contract-ti-2026-001', { method: 'DELETE' })).status).toBe(403);
    expect((await asKari('/contract-details/contract-ti-2026-001')).status).toBe(403);
    expect((await asKari('/contract-details/detail-ti-001-1', { method: 'DELETE' })).status).toBe(403);
    expect(
      (
        await asKari('/contract-details', {
          method: 'POST',
          body: { contractId: 'contract-ti-2026-001', assortmentName: 'Sagtømmer gran', volume: 1 },
        })
      ).status,
    ).toBe(403);
    const olaDraft = await expectJson<Contract>(
      await call('/contracts/id/contract-ti-2026-001', { pid: ola.pid }),
      200,
    );
    expect(
      (await asKari('/contracts', { method: 'PUT', body: { ...olaDraft, comment: 'Kari var her' } })).status,
    ).toBe(403);
    expect((await asKari('/map-elements/new/contract-ti-2026-001')).status).toBe(403);
    expect((await call('/contracts', { pid: ola.pid, method: 'POST', body: complete })).status).toBe(403);
  });

  it('answers 403 to those who may not register timber: the accountant, the contractor, a person without contact', async () => {
    expect((await call('/contracts', { pid: siri.pid, method: 'POST', body: complete })).status).toBe(403);
    expect((await call('/considerations/loggingType/100000000', { pid: per.pid })).status).toBe(403);
    expect(
      (
        await call('/supply-points', {
          pid: per.pid,
          method: 'POST',
          body: { name: 'X', latitude: 60.9, longitude: 10.9 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('/coordinates', { pid: nils.pid, method: 'POST', body: { points: [], polygons: [] } }))
        .status,
    ).toBe(403);
    expect((await call('/assortments', { pid: nils.pid })).status).toBe(403);
  });

  it("answers 500 for Eva Feil's account data, while price lists and questions (no account's data) still answer", async () => {
    await expectError(
      await call('/contracts', {
        pid: eva.pid,
        method: 'POST',
        body: { ...complete, accountId: 'acc-feil', propertyId: null },
      }),
      500,
      /Feil Skog/,
    );
    expect((await call('/contracts/acc-feil', { pid: eva.pid })).status).toBe(500);
    expect((await call('/assortments', { pid: eva.pid })).status).toBe(200);
    expect((await call('/considerations/loggingType/100000000', { pid: eva.pid })).status).toBe(200);
  });
});
