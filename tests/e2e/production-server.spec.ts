import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { API_BODY_LIMIT_KIB, ATTACHMENT_LIMIT_BYTES, HASHED_ASSET_CACHE_CONTROL } from '../../config/nginx';
import { runtimeConfigFromEnv, sandboxEnv } from '../../config/runtime-config';
import { HTML_CACHE_CONTROL, isHtmlContentType, securityHeaders } from '../../config/security-headers';
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

/** The style nonce of an answer's CSP (a new one per answer). */
const styleNonceOf = (csp: string | undefined): string => {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  if (!nonce) throw new Error(`Ingen nonce i CSP-en: ${String(csp)}`);
  return nonce;
};

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
  const paths = ['/', '/index.html', '/timberContract/signContract', '/config.json', '/sw.js', entryScript()];
  const nonces = new Set<string>();
  for (const path of [...paths, '/manifest.webmanifest']) {
    const response = await request.get(`${nginx.url}${path}`);
    expect(response.status(), path).toBe(200);
    // Each answer has a style nonce of its own (#42), in its CSP and, for a page, in the page.
    const nonce = styleNonceOf(response.headers()['content-security-policy']);
    nonces.add(nonce);
    for (const [name, value] of Object.entries(securityHeaders(config, nonce))) {
      expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
    if (isHtmlContentType(response.headers()['content-type'])) {
      expect(await response.text(), path).toContain(`<meta name="csp-nonce" content="${nonce}"`);
      expect(response.headers().etag, `${path}: no ETag, so never a 304 with an old nonce`).toBeUndefined();
    }
  }
  expect(nonces.size).toBe(paths.length + 1);
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
  const csp = missing.headers()['content-security-policy'];
  expect(csp).toBe(securityHeaders(config, styleNonceOf(csp))['Content-Security-Policy']);
});

test('nginx sender /api videre til API-et (her sandkassen)', async ({ request }) => {
  const unauthenticated = await request.get(`${nginx.url}/api/appMeta/data`);
  expect(unauthenticated.status()).toBe(401);
  expect(unauthenticated.headers()['cache-control']).toBe('no-store');
});

test('nginx tar imot et vedlegg på 2 MiB sendt som base64 i JSON til /api, men ikke vilkårlig store kropper', async ({
  request,
}) => {
  const base64 = 'A'.repeat(Math.ceil(ATTACHMENT_LIMIT_BYTES / 3) * 4);
  const notification = {
    arrangementId: 'arrangement-1',
    sms: 'x'.repeat(320),
    attachment: { fileName: 'program.pdf', byteArray: base64 },
  };
  // Without a token the sandbox answers 401: what matters is that nginx let the body through to it.
  const sent = await request.post(`${nginx.url}/api/arrangement/createNotification`, { data: notification });
  expect(sent.status()).toBe(401);
  expect(sent.headers()['cache-control']).toBe('no-store');

  const tooLarge = await request.post(`${nginx.url}/api/arrangement/createNotification`, {
    data: { attachment: { byteArray: 'A'.repeat((API_BODY_LIMIT_KIB + 1) * 1024) } },
  });
  expect(tooLarge.status()).toBe(413);
});

test('nginx sender samme modulepreload-Link som npm start for hver side, uansett store og små bokstaver, og ingen for index.html', async ({
  request,
}) => {
  for (const path of ['/timberContract', '/oneTimeCode', '/', '/login/bankId']) {
    const fromPreview = (await request.get(path)).headers().link;
    expect(fromPreview).toContain('rel=modulepreload');
    expect((await request.get(`${nginx.url}${path}`)).headers().link).toBe(fromPreview);
  }
  expect((await request.get(`${nginx.url}/TIMBERCONTRACT/?utm=x`)).headers().link).toBe(
    (await request.get('/timberContract')).headers().link,
  );
  expect((await request.get(`${nginx.url}/index.html`)).headers().link).toBeUndefined();
  expect((await request.get(`${nginx.url}/finnes/ikke`)).headers().link).toBeUndefined();
  // The sign-in page's own chunk is preloaded by index.html itself; its Link names only what the HTML loads.
  expect((await request.get(`${nginx.url}/login/bankId`)).headers().link).not.toMatch(/LoginPage/);
});

test('nginx serverer ikke byggemanifestet /.vite/manifest.json', async ({ request }) => {
  expect(existsSync('dist/.vite/manifest.json')).toBe(true);
  for (const path of ['/.vite/manifest.json', '/.vite/', '/.vite/finnes-ikke']) {
    const answer = await request.get(`${nginx.url}${path}`);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('"isEntry"');
  }
});

/**
 * An https API of its own making: a certificate for `localhost` that no public authority signed, an answer
 * that asks to be cached, and the server name (SNI) each connection asked for.
 */
async function httpsApi(dir: string, name: string) {
  const key = join(dir, `${name}.key`);
  const cert = join(dir, `${name}.pem`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const serverNames: (string | false | null)[] = [];
  const requests: string[] = [];
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    requests.push(req.url ?? '');
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.end(JSON.stringify({ path: req.url }));
  });
  server.on('secureConnection', (socket: TLSSocket) => {
    serverNames.push(socket.servername);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    upstream: `https://localhost:${String(port)}`,
    certificate: cert,
    serverNames,
    requests,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => {
          closed();
        });
      }),
  };
}

test('nginx sjekker sertifikatet til et https-API (kjede, navn, SNI) og sender aldri svarene til hurtigbuffer', async ({
  request,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'skogportal-tls-'));
  const api = await httpsApi(dir, 'api');
  const stranger = await httpsApi(dir, 'stranger');
  const started: RunningNginx[] = [];
  try {
    const trusting = await startNginx({
      port: NGINX_PORT + 1,
      config,
      apiUpstream: api.upstream,
      apiCaFile: api.certificate,
    });
    started.push(trusting);
    const answer = await request.get(`${trusting.url}/api/appMeta/data`);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ path: '/api/appMeta/data' });
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(api.requests).toEqual(['/api/appMeta/data']);
    expect(api.serverNames).toEqual(['localhost']);

    // The same API, but nginx trusts only another authority: it refuses to talk to it.
    const wary = await startNginx({
      port: NGINX_PORT + 2,
      config,
      apiUpstream: api.upstream,
      apiCaFile: stranger.certificate,
    });
    started.push(wary);
    const refused = await request.get(`${wary.url}/api/appMeta/data`);
    expect(refused.status()).toBe(502);
    expect(refused.headers()['cache-control']).toBe('no-store');
    expect(api.requests).toEqual(['/api/appMeta/data']);
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    await Promise.all([api.close(), stranger.close()]);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('en dyp lenke laster portalen fra nginx, som sender en som ikke er logget inn til innloggingen', async ({
  page,
}) => {
  await page.goto(`${nginx.url}/timberContract`);
  await expect(page).toHaveURL(/\/login\/bankId\?returnTo=%2FtimberContract$/);
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
});
