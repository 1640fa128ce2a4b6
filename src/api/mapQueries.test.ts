import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { sandboxServer } from '../../tests/sandboxServer';
import { connectSandboxApi } from '../../tests/renderPage';
import { contractMapElementsQuery, newMapElementsQuery } from './mapQueries';
import { kari } from '../../tests/personas';

describe('map elements (spec §8: fetch errors are swallowed)', () => {
  it('reads a failed fetch as null instead of an error', async () => {
    connectSandboxApi(await signSandboxAccessToken(kari.pid));
    const client = new QueryClient();
    // The sandbox has no map-element handler yet: it answers 501.
    expect(await client.query(contractMapElementsQuery('contract-2026-102', 'contract'))).toBeNull();
    expect(await client.query(newMapElementsQuery('contract-2026-102'))).toBeNull();
  });

  it('gives the elements when the API has them', async () => {
    connectSandboxApi(await signSandboxAccessToken(kari.pid));
    sandboxServer.use(
      http.get('*/api/map-elements', () =>
        HttpResponse.json({
          contractId: 'contract-2026-102',
          scope: 'contract',
          mapElements: [
            {
              elementType: 'landing',
              geometryType: 'Point',
              label: 'Velteplass',
              coordinates: [{ latitude: 60.9, longitude: 10.9 }],
            },
          ],
        }),
      ),
    );
    const client = new QueryClient();
    const elements = await client.query(contractMapElementsQuery('contract-2026-102', 'contract'));
    expect(elements?.map((element) => element.label)).toEqual(['Velteplass']);
  });
});
