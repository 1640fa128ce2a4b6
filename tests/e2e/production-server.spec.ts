import { readFileSync } from 'node:fs';
import { HASHED_ASSET_CACHE_CONTROL } from '../../config/nginx';
import { runtimeConfigFromEnv, sandboxEnv } from '../../config/runtime-config';
import { HTML_CACHE_CONTROL, securityHeaders } from '../../config/security-headers';
import { startNginx, type RunningNginx } from '../../scripts/nginx-server';
import { expect, test } from './fixtures';
import { onceOnTheDesktop } from './helpers';
import { OWN_PORTS, SANDBOX_API, e2eServerEnv } from './servers';

/**
 * `npm run serve:prod`: the built portal behind nginx, with the configuration config/nginx.ts generates from
 * the same header source as the preview server.
 */
// Next to this worker's e2e server's ports (4173/4180/4190 for the first), clear of all three.
const NGINX_PORT = OWN_PORTS.eid + 5;
// What this worker's e2e server serves, as `npm start` does.
const config = runtimeConfigFromEnv(sandboxEnv({ ...process.env, ...e2eServerEnv(OWN_PORTS) }));

// nginx's headers, caching and proxying are the same whatever the screen, and one nginx per worker is enough.
onceOnTheDesktop('nginx is asked, not the screen');

let nginx: RunningNginx;

test.beforeAll(async () => {
  nginx = await startNginx({ port: NGINX_PORT, config, apiUpstream: SANDBOX_API });
});
test.afterAll(async () => {
  await nginx.stop();
});

const entryScript = () => {
  const match = /<script type="module" crossorigin src="([^"]+)"/.exec(
    readFileSync('dist/index.html', 'utf8'),
  );
  if (!match?.[1]) throw new Error('dist/index.html names no entry script');
  return match[1];
};

test('nginx sender sikkerhetshodene på alle svar, og index.html, sw.js og config.json hentes alltid på nytt', async ({
  request,
}) => {
  const expected = securityHeaders(config);
  const paths = ['/', '/index.html', '/timberContract/signContract', '/config.json', '/sw.js', entryScript()];
  for (const path of [...paths, '/manifest.webmanifest']) {
    const response = await request.get(`${nginx.url}${path}`);
    expect(response.status(), path).toBe(200);
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  }
  const deepLink = await request.get(`${nginx.url}/timberContract/signContract`);
  expect(deepLink.headers()['content-type']).toMatch(/^text\/html/);
  expect(await deepLink.text()).toContain('<div id="root">');
  expect(deepLink.headers()['cache-control']).toBe(HTML_CACHE_CONTROL);

  const serviceWorker = await request.get(`${nginx.url}/sw.js`);
  expect(serviceWorker.headers()['content-type']).toMatch(/javascript/);
  expect(serviceWorker.headers()['cache-control']).toBe('no-cache');

  const manifest = await request.get(`${nginx.url}/manifest.webmanifest`);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({ name: 'Skogportalen', start_url: '/' });

  const configJson = await request.get(`${nginx.url}/config.json`);
  expect(configJson.headers()['cache-control']).toBe('no-cache');
  expect(await configJson.json()).toEqual(config);
});

test('nginx gir de hashede filene ett års immutable hurtigbuffer, komprimerer dem, og svarer 404 på en fil som mangler', async ({
  request,
}) => {
  const asset = await request.get(`${nginx.url}${entryScript()}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  expect(asset.headers()['content-encoding']).toBe('gzip');

  const missing = await request.get(`${nginx.url}/assets/finnes-ikke-123.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect(missing.headers()['content-security-policy']).toBe(
    securityHeaders(config)['Content-Security-Policy'],
  );
});

test('nginx sender /api videre til API-et (her sandkassen)', async ({ request }) => {
  const unauthenticated = await request.get(`${nginx.url}/api/appMeta/data`);
  expect(unauthenticated.status()).toBe(401);
  expect(unauthenticated.headers()['cache-control']).toBe('no-store');
});

test('en dyp lenke laster portalen fra nginx, som sender en som ikke er logget inn til innloggingen', async ({
  page,
}) => {
  await page.goto(`${nginx.url}/timberContract`);
  await expect(page).toHaveURL(/\/login\/bankId\?returnTo=%2FtimberContract$/);
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
});
