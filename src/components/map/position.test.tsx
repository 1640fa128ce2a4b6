import { describe, expect, it, onTestFinished } from 'vitest';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { connectSandboxApi, createTestQueryClient } from '../../../tests/renderPage';
import { sandboxServer } from '../../../tests/sandboxServer';
import { usePropertyPosition } from './position';
import type { PropertyRef } from './types';
import { kari } from '../../../tests/personas';

const KARIS_FARM: PropertyRef = { knr: '3411', gnr: 12, bnr: 3 };

async function positionOf(property: PropertyRef) {
  connectSandboxApi(await signSandboxAccessToken(kari.pid));
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => usePropertyPosition(property), { wrapper });
  await waitFor(() => {
    expect(result.current.status).not.toBe('loading');
  });
  return result.current;
}

/** Counts the registry's calls. */
function watchRegistry() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/registry/geokoding')) calls.push(request.url);
  };
  sandboxServer.events.on('request:start', listener);
  onTestFinished(() => {
    sandboxServer.events.removeListener('request:start', listener);
  });
  return calls;
}

describe("a property's position", () => {
  it("comes from the cooperative's API, without asking the registry", async () => {
    const registryCalls = watchRegistry();
    expect(await positionOf(KARIS_FARM)).toEqual({
      status: 'found',
      source: 'api',
      position: { latitude: 60.8862, longitude: 10.9412 },
    });
    expect(registryCalls).toEqual([]);
  });

  it('comes from the public registry when the API fails', async () => {
    sandboxServer.use(
      http.get('*/api/properties/getPropertyByKnrGnrBnr', () =>
        HttpResponse.json({ message: 'Feil' }, { status: 500 }),
      ),
    );
    expect(await positionOf(KARIS_FARM)).toEqual({
      status: 'found',
      source: 'registry',
      position: { latitude: 60.8862, longitude: 10.9412 },
    });
  });

  it('is unknown when neither the API nor the registry knows the property', async () => {
    expect(await positionOf({ knr: '3411', gnr: 999, bnr: 1 })).toEqual({ status: 'unknown' });
  });

  it('is unknown, not an error, when both fail', async () => {
    sandboxServer.use(
      http.get('*/api/properties/getPropertyByKnrGnrBnr', () => HttpResponse.error()),
      http.get('*/registry/geokoding', () => new HttpResponse(null, { status: 503 })),
    );
    expect(await positionOf(KARIS_FARM)).toEqual({ status: 'unknown' });
  });
});
