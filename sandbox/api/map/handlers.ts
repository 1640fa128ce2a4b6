import { deflateSync } from 'node:zlib';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PropertyLocation } from '../../../src/api/generated/model/index.ts';
import { may } from '../../../src/domain/permissions.ts';
import { apiError, partyFor } from '../auth.ts';
import type { RouteKit } from '../route.ts';
import { propertyKey } from './seed.ts';

/**
 * Property positions for the map (GET /properties/getPropertyByKnrGnrBnr and /properties/locations), and,
 * outside /api, what the map needs from outside the cooperative: plain tiles (`/tiles/{z}/{y}/{x}.png`) and a
 * stand-in of Kartverket's public property registry (`/registry/geokoding`), so the sandbox needs no internet.
 */
export function mapHandlers({ route, getStore }: RouteKit): HttpHandler[] {
  const positiveInteger = (value: string | null) =>
    value !== null && /^\d+$/.test(value) ? Number(value) : null;

  const api = [
    route('getPropertyByKnrGnrBnr', ({ request, store }) => {
      const query = new URL(request.url).searchParams;
      const knr = query.get('knr');
      const gnr = positiveInteger(query.get('gnr'));
      const bnr = positiveInteger(query.get('bnr'));
      if (!knr || !/^\d{4}$/.test(knr) || gnr === null || bnr === null) {
        return apiError(400, 'knr (fire sifre), gnr og bnr må være med');
      }
      const location = store.propertyLocations.get(propertyKey(knr, gnr, bnr));
      if (!location) return apiError(404, `Fant ingen posisjon for eiendom ${propertyKey(knr, gnr, bnr)}`);
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
