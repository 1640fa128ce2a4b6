// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { startSandboxApi, type SandboxApiServer } from '../../sandbox/api/server.ts';
import type { PropertyLocation } from '../../src/api/generated/model/index.ts';
import { kari, ola } from '../personas';

let server: SandboxApiServer;
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const callApi = async (path: string, pid: string) =>
  fetch(`${server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${await signSandboxAccessToken(pid)}` },
  });

/** Innlandet, around Hamar and Brumunddal. */
const inInnlandet = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  latitude > 60.5 && latitude < 61.2 && longitude > 10.5 && longitude < 11.5;

describe('property positions (sandbox API over HTTP)', () => {
  it("answers a seeded property's position by knr/gnr/bnr", async () => {
    const response = await callApi('/properties/getPropertyByKnrGnrBnr?knr=3411&gnr=12&bnr=3', kari.pid);
    expect(response.status).toBe(200);
    const location = (await response.json()) as PropertyLocation;
    expect(location).toMatchObject({ knr: '3411', gnr: 12, bnr: 3, propertyId: 'property-kari-1' });
    expect(inInnlandet(location)).toBe(true);
  });

  it('answers 404 for a property it has no position for, and 400 without the numbers', async () => {
    expect(
      (await callApi('/properties/getPropertyByKnrGnrBnr?knr=3411&gnr=999&bnr=1', kari.pid)).status,
    ).toBe(404);
    expect((await callApi('/properties/getPropertyByKnrGnrBnr?knr=3411', kari.pid)).status).toBe(400);
  });

  it("lists the positions of the person's own properties only", async () => {
    const kariLocations = (await (
      await callApi('/properties/locations', kari.pid)
    ).json()) as PropertyLocation[];
    expect(kariLocations.map((item) => `${item.knr}/${String(item.gnr)}/${String(item.bnr)}`).sort()).toEqual(
      ['3403/5/2', '3403/5/9', '3411/12/3', '3411/14/1', '3411/40/7', '3411/52/2'],
    );
    expect(kariLocations.every(inInnlandet)).toBe(true);
    const olaLocations = (await (
      await callApi('/properties/locations', ola.pid)
    ).json()) as PropertyLocation[];
    expect(olaLocations.map((item) => item.propertyId)).not.toContain('property-kari-1');
  });
});

describe('the municipality register stand-in', () => {
  it("answers as Kartverket's kommuneinfo does, with Ringsaker and Hamar where the personas' properties lie, open to other origins", async () => {
    const response = await fetch(`${server.url}/kommuneinfo/v1/kommuner`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { kommunenummer: string; kommunenavnNorsk: string }[];
    const names = new Map(body.map((entry) => [entry.kommunenummer, entry.kommunenavnNorsk]));
    expect(names.get('3411')).toBe('Ringsaker');
    expect(names.get('3403')).toBe('Hamar');
    expect(names.size).toBe(body.length);
    expect(body.every((entry) => /^\d{4}$/.test(entry.kommunenummer))).toBe(true);
  });
});

describe('the property registry stand-in', () => {
  const registry = (query: string) => fetch(`${server.url}/registry/geokoding?${query}`);

  it('answers GeoJSON with [longitude, latitude] for a seeded property, open to other origins', async () => {
    const response = await registry('kommunenummer=3411&gardsnummer=12&bruksnummer=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { features: { geometry: { coordinates: number[] } }[] };
    const [longitude, latitude] = body.features[0]!.geometry.coordinates;
    expect(longitude).toBeCloseTo(10.94, 1);
    expect(latitude).toBeCloseTo(60.89, 1);
  });

  it('answers no features for a property it does not know', async () => {
    const response = await registry('kommunenummer=3411&gardsnummer=999&bruksnummer=1');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { features: unknown[] }).features).toEqual([]);
  });
});

describe('map tiles', () => {
  it('serves a small cacheable 256×256 PNG for any tile', async () => {
    const response = await fetch(`${server.url}/tiles/12/1180/2172.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.length).toBeLessThan(2000);
    expect(png.readUInt32BE(16)).toBe(256); // IHDR width
    expect(png.readUInt32BE(20)).toBe(256); // IHDR height
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(256 * (1 + 256 * 3));
  });

  it('answers 404 for an address that is not a tile', async () => {
    expect((await fetch(`${server.url}/tiles/12/1180/x.jpg`)).status).toBe(404);
  });
});
