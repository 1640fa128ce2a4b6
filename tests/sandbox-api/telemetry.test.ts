// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  RESET_PATH,
  startSandboxApi,
  type SandboxApiServer,
  SANDBOX_CONTROL_HEADERS,
} from '../../sandbox/api/server.ts';
import type { TelemetryBatch } from '../../sandbox/telemetry/collector.ts';

const PORTAL = 'http://localhost:4873';
const envelope = (baseType: string) => ({
  time: '2026-01-01T00:00:00.000Z',
  iKey: '7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c',
  name: `Microsoft.ApplicationInsights.7e1d5c3a0b6f4e2a9c8d5f4b3a2e1d0c.${baseType}`,
  data: { baseType, baseData: { ver: 2, name: '/login/bankId' } },
});

let server: SandboxApiServer;
let log: MockInstance<typeof console.log>;
beforeAll(async () => {
  server = await startSandboxApi({ port: 0, portalOrigins: [PORTAL] });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return () => {
    log.mockRestore();
  };
});

const track = (body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${server.url}/telemetry/v2/track`, {
    method: 'POST',
    headers: { Origin: PORTAL, ...headers },
    body,
  });
const batches = async () =>
  (await (await fetch(`${server.url}/__sandbox/telemetry`)).json()) as TelemetryBatch[];

describe('the sandbox telemetry collector', () => {
  it('lets the portal post across origins (CORS preflight), and no other origin', async () => {
    const preflight = await fetch(`${server.url}/telemetry/v2/track`, {
      method: 'OPTIONS',
      headers: {
        Origin: PORTAL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const foreign = await fetch(`${server.url}/telemetry/v2/track`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes a batch as the ingestion service does, keeps it, and logs one line', async () => {
    const response = await track(JSON.stringify([envelope('PageviewData'), envelope('ExceptionData')]));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(await response.json()).toEqual({ itemsReceived: 2, itemsAccepted: 2, appId: null, errors: [] });
    expect(await batches()).toEqual([
      expect.objectContaining({
        status: 200,
        contentType: 'application/json',
        items: [envelope('PageviewData'), envelope('ExceptionData')],
      }),
    ]);
    expect(log.mock.calls).toEqual([
      [expect.stringMatching(/^\[telemetri\] 200 2 elementer \(Pageview 1, Exception 1\), \d+ byte$/)],
    ]);
  });

  it('reads the SDK’s other forms: text/plain (beacon), line-delimited JSON, gzip', async () => {
    expect(
      (await track(JSON.stringify([envelope('MetricData')]), { 'Content-Type': 'text/plain;charset=UTF-8' }))
        .status,
    ).toBe(200);
    const lines = `${JSON.stringify(envelope('PageviewData'))}\n${JSON.stringify(envelope('MetricData'))}`;
    expect((await track(lines, { 'Content-Type': 'application/x-json-stream' })).status).toBe(200);
    const zipped = gzipSync(JSON.stringify([envelope('RemoteDependencyData')]));
    expect(
      (await track(zipped, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })).status,
    ).toBe(200);
    expect((await batches()).map((batch) => batch.items.length)).toEqual([1, 2, 1]);
    expect((await track('not json')).status).toBe(400);
  });

  it('answers 503 as often as it is told to, then takes batches again', async () => {
    const told = await fetch(`${server.url}/__sandbox/telemetry/fail`, {
      method: 'POST',
      body: JSON.stringify({ count: 2 }),
    });
    expect(told.status).toBe(204);
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await track(JSON.stringify([envelope('PageviewData')]))).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await batches()).map((batch) => batch.status)).toEqual([503, 503, 200]);
  });

  it('forgets the batches and the switch with the sandbox reset', async () => {
    server.telemetry.failNext(1);
    await track(JSON.stringify([envelope('PageviewData')]));
    await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
    expect(await batches()).toEqual([]);
    expect((await track(JSON.stringify([envelope('PageviewData')]))).status).toBe(200);
  });
});
