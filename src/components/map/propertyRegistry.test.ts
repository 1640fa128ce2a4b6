import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { sandboxServer } from '../../../tests/sandboxServer';
import { portalConfig } from '../../config';
import {
  fetchRegistryPosition,
  positionFromRegistry,
  propertyRegistryQuery,
  registryUrl,
  RegistryError,
} from './propertyRegistry';

const feature = (coordinates: unknown) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', geometry: { type: 'Point', coordinates } }],
});

describe('the public property registry', () => {
  it('asks by municipality, farm and unit numbers', () => {
    const url = new URL(registryUrl('https://ws.geonorge.no/eiendom/v1/', { knr: '3411', gnr: 12, bnr: 3 }));
    expect(url.origin + url.pathname).toBe('https://ws.geonorge.no/eiendom/v1/geokoding');
    expect(url.searchParams.get('kommunenummer')).toBe('3411');
    expect(url.searchParams.get('gardsnummer')).toBe('12');
    expect(url.searchParams.get('bruksnummer')).toBe('3');
  });

  it("swaps GeoJSON's [longitude, latitude] to latitude and longitude", () => {
    expect(positionFromRegistry(feature([10.9412, 60.8862]))).toEqual({
      latitude: 60.8862,
      longitude: 10.9412,
    });
  });

  it.each([
    ['no features', { type: 'FeatureCollection', features: [] }],
    ['no geometry', { features: [{ type: 'Feature' }] }],
    ['text coordinates', feature(['10.9', '60.8'])],
    ['one coordinate', feature([10.9])],
    ['a latitude out of range', feature([10.9, 123])],
    ['not an object', 'Ingen treff'],
  ])('knows no position in an answer with %s', (_what, body) => {
    expect(positionFromRegistry(body)).toBeNull();
  });

  it("reads a seeded property's position from the sandbox's stand-in", async () => {
    const position = await fetchRegistryPosition(portalConfig().propertyRegistryUrl, {
      knr: '3411',
      gnr: 12,
      bnr: 3,
    });
    expect(position).toEqual({ latitude: 60.8862, longitude: 10.9412 });
  });

  it('answers null for a property the registry does not know, and fails on a server error', async () => {
    const base = portalConfig().propertyRegistryUrl;
    expect(await fetchRegistryPosition(base, { knr: '3411', gnr: 999, bnr: 1 })).toBeNull();
    sandboxServer.use(http.get('*/registry/geokoding', () => new HttpResponse(null, { status: 503 })));
    await expect(fetchRegistryPosition(base, { knr: '3411', gnr: 12, bnr: 3 })).rejects.toThrow(
      RegistryError,
    );
  });

  it('is cached for one hour', async () => {
    const query = propertyRegistryQuery('https://registry.example', { knr: '3411', gnr: 12, bnr: 3 });
    expect(query.staleTime).toBe(3_600_000);
    expect(query.gcTime).toBe(3_600_000);
    let calls = 0;
    sandboxServer.use(
      http.get('https://registry.example/geokoding', () => {
        calls += 1;
        return HttpResponse.json(feature([10.9, 60.9]));
      }),
    );
    const client = new QueryClient();
    await client.query(query);
    await client.query(query);
    expect(calls).toBe(1);
  });
});
