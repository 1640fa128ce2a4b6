import { deflateSync } from 'node:zlib';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  MapElementGeometryType,
  TimberRegistrationStatus,
  type Coordinate,
  type CoordinateSet,
  type MapElement,
  type MapElements,
  type PropertyLocation,
  type SupplyPoint,
} from '../../../src/api/generated/model/index.ts';
import { may } from '../../../src/domain/permissions.ts';
import { apiError } from '../apiError.ts';
import { partyFor } from '../auth.ts';
import { audit, newId, readJson, type RouteKit } from '../route.ts';
import type { PersonRecord, SandboxStore } from '../store.ts';
import { filledString, isOneOf, isRecord } from '../values.ts';
import { NOT_COORDINATES, readCoordinate, readCoordinates, readRing } from './coordinates.ts';
import {
  CONTRACT_SCOPE,
  mapElementsKey,
  propertyKey,
  REGISTRATION_SCOPE,
  type StoredSupplyPoint,
} from './seed.ts';

const SUPPLY_POINT_NAME_MAX = 100;
const isGeometryType = isOneOf(Object.values(MapElementGeometryType));

function coordinatesOf(geometryType: MapElementGeometryType, value: unknown): Coordinate[] | string {
  if (geometryType === 'Polygon') return readRing(value);
  const coordinates = readCoordinates(value);
  if (typeof coordinates === 'string') return coordinates;
  if (geometryType === 'Point' && coordinates.length !== 1) return 'Et punkt må ha nøyaktig én koordinat';
  if (geometryType === 'LineString' && coordinates.length < 2) return 'En linje må ha minst to punkter';
  return coordinates;
}

/** One map element as sent, checked and rounded, with an id; or the message to answer 400 with. */
function readMapElement(value: unknown): MapElement | string {
  if (!isRecord(value)) return 'Ugyldig kartelement';
  const elementType = filledString(value.elementType);
  if (!elementType) return 'Hvert kartelement må ha en type';
  if (!isGeometryType(value.geometryType)) return 'Kartelementet må være et punkt, en linje eller et område';
  const geometryType = value.geometryType;
  const coordinates = coordinatesOf(geometryType, value.coordinates);
  if (typeof coordinates === 'string') return coordinates;
  return {
    id: filledString(value.id) ?? newId('element'),
    elementType,
    geometryType,
    coordinates,
    label: filledString(value.label),
  };
}

/** A supply point with an account is that account's; the cooperative's common ones (no account) are everyone's. */
const visibleSupplyPoint = (person: PersonRecord | null, point: StoredSupplyPoint) =>
  !point.accountId || may(partyFor(person, point.accountId), 'readContracts');

/** The account a new supply point belongs to, from its contract or account; or the answer to give instead. */
function supplyPointAccount(
  store: SandboxStore,
  person: PersonRecord | null,
  body: Record<string, unknown>,
): string | null | Response {
  const { accountId, contractId } = body;
  if ((accountId ?? null) !== null && typeof accountId !== 'string') return apiError(400, 'Ugyldig konto');
  if ((contractId ?? null) !== null && typeof contractId !== 'string')
    return apiError(400, 'Ugyldig kontrakt');
  let account = typeof accountId === 'string' ? accountId : null;
  if (typeof contractId === 'string') {
    const contract = store.contracts.get(contractId);
    if (!contract) return apiError(404, 'Fant ikke kontrakten');
    if (account !== null && account !== contract.accountId) {
      return apiError(400, 'Kontrakten hører ikke til kontoen');
    }
    account = contract.accountId;
  }
  if (account === null) return null;
  if (!store.accounts.has(account)) return apiError(404, 'Fant ikke kontoen');
  return may(partyFor(person, account), 'registerTimber')
    ? account
    : apiError(403, 'Du har ikke tilgang til dette');
}

/**
 * Property positions for the map (GET /properties/getPropertyByKnrGnrBnr and /properties/locations), supply
 * points, coordinate checks and the map elements of contracts; and, outside /api, what the map needs from
 * outside the cooperative: plain tiles (`/tiles/{z}/{y}/{x}.png`) and a stand-in of Kartverket's public property
 * registry (`/registry/geokoding`), so the sandbox needs no internet.
 */
export function mapHandlers({ route, getStore }: RouteKit): HttpHandler[] {
  const positiveInteger = (value: string | null) =>
    value !== null && /^\d+$/.test(value) ? Number(value) : null;

  const api = [
    // Only the person's own properties (of an account they may see properties for): another person's
    // property answers exactly as one the cooperative does not know, so looping over numbers does not map
    // the cooperative's customers. The map then asks the public registry, as for any other property.
    route('getPropertyByKnrGnrBnr', ({ request, store, person }) => {
      const query = new URL(request.url).searchParams;
      const knr = query.get('knr');
      const gnr = positiveInteger(query.get('gnr'));
      const bnr = positiveInteger(query.get('bnr'));
      if (!knr || !/^\d{4}$/.test(knr) || gnr === null || bnr === null) {
        return apiError(400, 'knr (fire sifre), gnr og bnr må være med');
      }
      const location = store.propertyLocations.get(propertyKey(knr, gnr, bnr));
      const accountId = location?.propertyId
        ? store.properties.get(location.propertyId)?.accountId
        : undefined;
      if (!location || !accountId || !may(partyFor(person, accountId), 'readProperties')) {
        return apiError(404, `Fant ingen posisjon for eiendom ${propertyKey(knr, gnr, bnr)}`);
      }
      return HttpResponse.json<PropertyLocation>(location);
    }),

    route('getPropertyLocations', ({ store, person }) => {
      // The properties of every account the person may see properties for.
      const accountIds = new Set(
        [...(person?.access.map((item) => item.accountId) ?? []), ...(person?.clientAccountIds ?? [])].filter(
          (accountId) => may(partyFor(person, accountId), 'readProperties'),
        ),
      );
      const locations = [...store.properties.values()]
        .filter((property) => accountIds.has(property.accountId))
        .flatMap((property) => {
          const location = store.propertyLocations.get(propertyKey(property.knr, property.gnr, property.bnr));
          return location ? [location] : [];
        });
      return HttpResponse.json<PropertyLocation[]>(locations);
    }),

    route('getSupplyPoints', ({ store, person }) =>
      HttpResponse.json<SupplyPoint[]>(
        [...store.supplyPoints.values()].filter((point) => visibleSupplyPoint(person, point)),
      ),
    ),

    route('createSupplyPoint', async ({ request, store, person }) => {
      const body = await readJson<unknown>(request);
      if (!isRecord(body)) return apiError(400, 'Ugyldig leveringssted');
      const name = filledString(body.name);
      if (!name) return apiError(400, 'Leveringsstedet må ha et navn');
      if (name.length > SUPPLY_POINT_NAME_MAX) {
        return apiError(400, `Navnet kan ikke være lengre enn ${SUPPLY_POINT_NAME_MAX} tegn`);
      }
      const position = readCoordinate(body);
      if (typeof position === 'string') return apiError(400, position);
      const accountId = supplyPointAccount(store, person, body);
      if (accountId instanceof Response) return accountId;
      const point: StoredSupplyPoint = {
        id: newId('supply-point'),
        name,
        ...position,
        contractId: typeof body.contractId === 'string' ? body.contractId : null,
        accountId,
      };
      store.supplyPoints.set(point.id, point);
      audit(store, 'createSupplyPoint', person, point.id);
      return HttpResponse.json<SupplyPoint>(point, { status: 201 });
    }),

    route('convertCoordinates', async ({ request }) => {
      const body = await readJson<unknown>(request);
      if (!isRecord(body)) return apiError(400, NOT_COORDINATES);
      const points = readCoordinates(body.points ?? []);
      if (typeof points === 'string') return apiError(400, points);
      const rings: unknown = body.polygons ?? [];
      if (!Array.isArray(rings)) return apiError(400, NOT_COORDINATES);
      const polygons = [];
      for (const ring of rings) {
        const polygon = readRing(ring);
        if (typeof polygon === 'string') return apiError(400, polygon);
        polygons.push(polygon);
      }
      return HttpResponse.json<CoordinateSet>({ points, polygons });
    }),

    route('getMapElements', ({ request, store }) => {
      const query = new URL(request.url).searchParams;
      const contractId = query.get('contractId') ?? '';
      const scope = filledString(query.get('scope'));
      if (!scope) return apiError(400, 'Angi hvilke kartelementer (scope) du vil ha');
      const saved = store.mapElements.get(mapElementsKey(contractId, scope));
      return saved ? HttpResponse.json<MapElements>(saved) : apiError(404, 'Ingen kartelementer er lagret');
    }),

    // The 'new' elements of a contract are what the owner drew in the registration wizard: the cooperative
    // plans the operation from them.
    route<{ id: string }>('getNewMapElements', ({ params, store }) => {
      const saved = store.mapElements.get(mapElementsKey(params.id, REGISTRATION_SCOPE));
      return saved ? HttpResponse.json<MapElements>(saved) : apiError(404, 'Ingen kartelementer er lagret');
    }),

    // Who may draw which map (the gate has checked registerTimber on the contract's account): the
    // registration's drawing is the owner's (and their representatives') while the registration is a draft;
    // the operation map (scope 'contract') is the cooperative's, drawn by its employees. Nothing else.
    route('saveMapElements', async ({ request, store, person, party }) => {
      const body = await readJson<unknown>(request);
      if (!isRecord(body) || typeof body.contractId !== 'string')
        return apiError(400, 'Ugyldige kartelementer');
      const scope = filledString(body.scope);
      if (!scope) return apiError(400, 'Angi hvilke kartelementer (scope) som lagres');
      const contract = store.contracts.get(body.contractId);
      if (!contract) return apiError(404, 'Fant ikke kontrakten');
      if (scope === CONTRACT_SCOPE) {
        if (party !== 'cooperativeEmployee') {
          return apiError(403, 'Driftskartet til kontrakten tegnes av andelslaget');
        }
      } else if (scope === REGISTRATION_SCOPE) {
        if (contract.timberRegistration !== TimberRegistrationStatus.Draft) {
          return apiError(409, 'Kartet i innmeldingen kan ikke endres etter at den er sendt');
        }
      } else {
        return apiError(400, `Ukjent kart: ${scope}`);
      }
      if (!Array.isArray(body.mapElements)) return apiError(400, 'Kartelementene må være en liste');
      const mapElements: MapElement[] = [];
      for (const item of body.mapElements) {
        const mapElement = readMapElement(item);
        if (typeof mapElement === 'string') return apiError(400, mapElement);
        mapElements.push(mapElement);
      }
      const saved: MapElements = { contractId: body.contractId, scope, mapElements };
      store.mapElements.set(mapElementsKey(saved.contractId, scope), saved);
      audit(store, 'saveMapElements', person, saved.contractId);
      return HttpResponse.json<MapElements>(saved);
    }),
  ];

  /** The registry is another origin than the portal: it answers with CORS, as the real one does. */
  const registry = http.get('*/registry/geokoding', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const knr = query.get('kommunenummer') ?? '';
    const gnr = positiveInteger(query.get('gardsnummer'));
    const bnr = positiveInteger(query.get('bruksnummer'));
    const location =
      gnr === null || bnr === null ? undefined : getStore().propertyLocations.get(propertyKey(knr, gnr, bnr));
    const features = location
      ? [
          {
            type: 'Feature',
            // GeoJSON order: longitude, latitude.
            geometry: { type: 'Point', coordinates: [location.longitude, location.latitude] },
            properties: {
              kommunenummer: location.knr,
              gardsnummer: location.gnr,
              bruksnummer: location.bnr,
              objekttype: 'Representasjonspunkt',
            },
          },
        ]
      : [];
    return HttpResponse.json(
      { type: 'FeatureCollection', features },
      { headers: { 'Access-Control-Allow-Origin': '*' } },
    );
  });

  const tiles = http.get('*/tiles/:z/:y/:file', ({ params }) => {
    const { z, y, file } = params;
    if (
      typeof z !== 'string' ||
      typeof y !== 'string' ||
      typeof file !== 'string' ||
      !/^\d+$/.test(z) ||
      !/^\d+$/.test(y) ||
      !/^\d+\.png$/.test(file)
    ) {
      return new HttpResponse(null, { status: 404 });
    }
    return new HttpResponse(terrainTile(), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
    });
  });

  return [...api, registry, tiles];
}

/** CRC-32 of a PNG chunk (type and data), as the PNG format asks. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const TILE_SIZE = 256;
let tile: Buffer | null = null;

/**
 * One 256×256 terrain-green tile with a grey line along its top and left edge (a grid when tiled), built
 * once with node:zlib: a few hundred bytes, no image library.
 */
export function terrainTile(): Buffer {
  if (tile) return tile;
  const terrain = [0xdd, 0xe8, 0xc8];
  const grid = [0xa0, 0xa8, 0x98];
  const rows: Buffer[] = [];
  for (let y = 0; y < TILE_SIZE; y++) {
    const row = Buffer.alloc(1 + TILE_SIZE * 3); // filter byte 0 (none), then RGB
    for (let x = 0; x < TILE_SIZE; x++) {
      const colour = x === 0 || y === 0 ? grid : terrain;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, deflate, no filter, no interlace
  tile = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return tile;
}
