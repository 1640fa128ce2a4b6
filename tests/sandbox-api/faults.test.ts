// @vitest-environment node
/**
 * The sandbox's test-only fault injection over HTTP: a fault chosen by path pattern and method, or by
 * operation, makes the calls it targets answer with an error status (503 with Retry-After), slowly, not at
 * all, with HTML, with cut-off JSON or with a field of the wrong type; a reset clears them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { HTML_FAULT_BODY, pathPattern, wrongTyped } from '../../sandbox/api/faults.ts';
import {
  FAULTS_PATH,
  RESET_PATH,
  startSandboxApi,
  type SandboxApiServer,
  SANDBOX_CONTROL_HEADERS,
} from '../../sandbox/api/server.ts';
import { kari } from '../personas';

const KARI_ARRANGEMENTS = '/arrangement/contact-kari?accountId=acc-kari';

let server: SandboxApiServer;
let token = '';
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
  token = await signSandboxAccessToken(kari.pid);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
});

const call = (path: string, method = 'GET') =>
  fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });

const addFault = (body: unknown) =>
  fetch(`${server.url}${FAULTS_PATH}`, {
    method: 'POST',
    headers: SANDBOX_CONTROL_HEADERS,
    body: JSON.stringify(body),
  });

describe('the test controls', () => {
  it('refuse a call without their header, as a page on another site would send it (#40)', async () => {
    // A cross-site form or no-cors fetch: a plain POST, no header of its own.
    const fault = JSON.stringify({ path: '/**', status: 500 });
    const laid = await fetch(`${server.url}${FAULTS_PATH}`, { method: 'POST', body: fault });
    expect(laid.status).toBe(403);
    expect(((await laid.json()) as { message: string }).message).toMatch(/x-sandbox-control/);
    expect((await call(KARI_ARRANGEMENTS)).status).toBe(200);

    // The reset without it leaves a fault laid with it where it was.
    expect((await addFault({ path: '/**', status: 500 })).status).toBe(204);
    expect((await fetch(`${server.url}${RESET_PATH}`, { method: 'POST' })).status).toBe(403);
    expect((await call(KARI_ARRANGEMENTS)).status).toBe(500);
  });
});

describe('fault injection', () => {
  it('targets calls by path pattern and method, and leaves others alone', async () => {
    expect((await addFault({ path: '/arrangement/*', method: 'get', status: 500 })).status).toBe(204);
    expect((await call(KARI_ARRANGEMENTS)).status).toBe(500);
    // Another method on the same path, and another path, still reach their handlers.
    expect((await call('/arrangement/contact-kari', 'PUT')).status).not.toBe(500);
    expect((await call('/account/list/contact-kari')).status).not.toBe(500);
  });

  it('answers 503 with the Retry-After asked for', async () => {
    await addFault({ path: '/**', kind: 'status', status: 503, retryAfterSeconds: 2 });
    const response = await call(KARI_ARRANGEMENTS);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('2');
  });

  it('answers only after the delay when slow', async () => {
    await addFault({ path: '/arrangement/**', kind: 'slow', delayMs: 400 });
    const started = Date.now();
    const response = await call(KARI_ARRANGEMENTS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(response.status).toBe(200);
  });

  it('cuts the connection with no answer when dropped', async () => {
    await addFault({ path: '/arrangement/**', kind: 'dropped' });
    await expect(call(KARI_ARRANGEMENTS)).rejects.toThrow(TypeError);
  });

  it('answers 200 with an HTML page instead of JSON', async () => {
    await addFault({ path: '/arrangement/**', kind: 'html' });
    const response = await call(KARI_ARRANGEMENTS);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(HTML_FAULT_BODY);
  });

  it('cuts the real JSON answer off halfway', async () => {
    const whole = await (await call(KARI_ARRANGEMENTS)).text();
    await addFault({ path: '/arrangement/**', kind: 'truncated' });
    const response = await call(KARI_ARRANGEMENTS);
    expect(response.status).toBe(200);
    const cut = await response.text();
    expect(cut).toBe(whole.slice(0, Math.floor(whole.length / 2)));
    expect(() => JSON.parse(cut) as unknown).toThrow(SyntaxError);
  });

  it('gives the first field of the real answer a value of another type', async () => {
    const whole = (await (await call(KARI_ARRANGEMENTS)).json()) as Record<string, unknown>[];
    await addFault({ operationId: 'getArrangementsForContact', kind: 'wrong-type' });
    const spoiled = (await (await call(KARI_ARRANGEMENTS)).json()) as Record<string, unknown>[];
    const [firstKey] = Object.keys(whole[0] ?? {});
    expect(firstKey).toBeDefined();
    expect(typeof spoiled[0]?.[firstKey ?? '']).not.toBe(typeof whole[0]?.[firstKey ?? '']);
    expect(spoiled.slice(1)).toEqual(whole.slice(1));
  });

  it('lets the gate answer first: a call without a token is still 401, not the fault', async () => {
    await addFault({ path: '/**', kind: 'html' });
    const response = await fetch(`${server.url}/api${KARI_ARRANGEMENTS}`);
    expect(response.status).toBe(401);
  });

  it('refuses faults it cannot carry out, and a reset clears the rest', async () => {
    for (const wrong of [
      { status: 500 },
      { path: 'arrangement', status: 500 },
      { path: '/x', kind: 'melt' },
      { path: '/x', kind: 'slow', delayMs: -1 },
      { path: '/x', status: 503, retryAfterSeconds: 'snart' },
      { path: '/x', method: 'GET /x', status: 500 },
    ]) {
      expect((await addFault(wrong)).status, JSON.stringify(wrong)).toBe(400);
    }
    await addFault({ path: '/**', status: 500 });
    expect(server.store().faults).toHaveLength(1);
    await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
    expect(server.store().faults).toEqual([]);
    expect((await call(KARI_ARRANGEMENTS)).status).toBe(200);
  });
});

describe('the fault helpers', () => {
  it('reads * as one segment and ** as anything', () => {
    expect(pathPattern('/contract/*').test('/contract/123')).toBe(true);
    expect(pathPattern('/contract/*').test('/contract/123/files')).toBe(false);
    expect(pathPattern('/contract/**').test('/contract/123/files')).toBe(true);
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
  });

  it('changes the type of the first field, or the whole body when it has none', () => {
    expect(JSON.parse(wrongTyped('{"id":"a","n":1}'))).toEqual({ id: 404, n: 1 });
    expect(JSON.parse(wrongTyped('[{"n":1,"s":"x"}]'))).toEqual([{ n: 'fire', s: 'x' }]);
    expect(JSON.parse(wrongTyped('{"ok":true}'))).toEqual({ ok: 'ja' });
    expect(JSON.parse(wrongTyped('{"a":null,"b":{"c":false}}'))).toEqual({ a: null, b: { c: 'ja' } });
    expect(JSON.parse(wrongTyped('[]'))).toEqual({ uventet: true });
    expect(JSON.parse(wrongTyped('{}'))).toEqual([]);
  });
});
