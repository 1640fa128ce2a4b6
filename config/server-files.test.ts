import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { closeSync, existsSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx } from '../scripts/tools';
import { KARTVERKET_MAP_TILE_URL, type RuntimeConfigJson } from './runtime-config';
import { HASHED_ASSET_CACHE_CONTROL } from './nginx';

/**
 * The production image's start (#42), as the image runs it: scripts/server-files.ts bundled as the Dockerfile
 * bundles it, run by scripts/docker-entrypoint.sh with the environment a container gets, and Debian's nginx
 * on what it wrote. The image's paths are moved into a temporary directory; nothing else differs.
 */

const SERVICE_OFFICE = {
  SERVICE_OFFICE_NAME: 'Skogeierandelslagets kundeservice',
  SERVICE_OFFICE_PHONE: '62 00 00 00',
  SERVICE_OFFICE_EMAIL: 'kundeservice@example.no',
  SERVICE_OFFICE_ADDRESS: 'Skogveien 1, 2300 Hamar',
  SERVICE_OFFICE_OPENING_HOURS: 'Hverdager 08.00–15.30',
};

/** Two environments the one image is started in: a test and a production. */
const TEST_ENV = {
  ...SERVICE_OFFICE,
  API_UPSTREAM: 'https://127.0.0.1:9443',
  OIDC_AUTHORITY: 'https://eid-test.example.no',
  OIDC_CLIENT_ID: 'skogportal-test',
  TERMS_URL: 'https://test.example.no/vilkar',
};
const PRODUCTION_ENV = {
  ...SERVICE_OFFICE,
  SERVICE_OFFICE_PHONE: '62 11 11 11',
  API_UPSTREAM: 'https://localhost:9444',
  OIDC_AUTHORITY: 'https://eid.example.no',
  OIDC_CLIENT_ID: 'skogportal',
  TERMS_URL: 'https://example.no/vilkar',
  TELEMETRY_CONNECTION_STRING:
    'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://norwayeast-0.in.applicationinsights.azure.com/',
};

const ENTRYPOINT = join(import.meta.dirname, '../scripts/docker-entrypoint.sh');

let work: string;
let home: string;
let root: string;
let previous: string;
let nginx: string;

beforeAll(async () => {
  const found = findNginx();
  if ('missing' in found) throw new Error(found.missing);
  nginx = found.path;
  work = await mkdtemp(join(tmpdir(), 'skogportal-image-'));
  home = join(work, 'opt');
  root = join(work, 'html');
  await mkdir(home);
  await mkdir(root);
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__" /><title>Skogportalen</title>',
  );
  await writeFile(join(home, 'route-preloads.json'), JSON.stringify({ '/timberContract': ['/assets/a.js'] }));
  // This release's hashed files, and the previous release's the image keeps beside them (Dockerfile).
  previous = join(work, 'previous-release');
  await mkdir(join(root, 'assets'));
  await mkdir(join(previous, 'assets'), { recursive: true });
  await writeFile(join(root, 'assets', 'a.js'), 'export const release = 2;\n');
  await writeFile(join(previous, 'assets', 'OrdersPage-Gammel1.js'), 'export const release = 1;\n');
  await build({
    entryPoints: [join(import.meta.dirname, '../scripts/server-files.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: join(home, 'server-files.mjs'),
    logLevel: 'error',
  });
  // Started as root (CI), nginx's workers run as an unprivileged user, who must read what is served.
  for (const directory of [work, home, root, join(root, 'assets'), previous, join(previous, 'assets')]) {
    await chmod(directory, 0o755);
  }
});

afterAll(async () => {
  for (const fd of opened) closeSync(fd);
  await rm(work, { recursive: true, force: true });
});

/** The container's environment: what it is given, and a PATH with Node on it (the image's). */
const containerEnv = (env: Record<string, string>) => ({
  PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
  ...env,
});

function writeServerFiles(env: Record<string, string>, out: string) {
  return spawnSync(
    process.execPath,
    [
      join(home, 'server-files.mjs'),
      '--root',
      root,
      '--preloads',
      join(home, 'route-preloads.json'),
      '--out',
      out,
    ],
    { env: containerEnv(env), encoding: 'utf8' },
  );
}

/**
 * A container's stdout is a pipe or a terminal, which nginx opens as /dev/stdout for its access log; Node gives a
 * child a socket instead, which cannot be opened that way. A file stands in for it.
 */
function containerStdout(directory: string): number {
  const fd = openSync(join(directory, 'stdout.log'), 'a');
  opened.push(fd);
  return fd;
}
const opened: number[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });

describe('one image for every environment', () => {
  it('two environments give two config.json and nginx.conf, and nginx -t passes on both', async () => {
    const written: { config: RuntimeConfigJson; conf: string }[] = [];
    for (const [name, env] of Object.entries({ test: TEST_ENV, production: PRODUCTION_ENV })) {
      const out = join(work, name);
      const result = writeServerFiles(env, out);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const config = JSON.parse(await readFile(join(out, 'config.json'), 'utf8')) as RuntimeConfigJson;
      const conf = await readFile(join(out, 'nginx.conf'), 'utf8');
      expect(config.oidc.authority).toBe(env.OIDC_AUTHORITY);
      expect(config.oidc.clientId).toBe(env.OIDC_CLIENT_ID);
      expect(config.serviceOffice.phone).toBe(env.SERVICE_OFFICE_PHONE);
      expect(config.termsUrl).toBe(env.TERMS_URL);
      // Not the sandbox's: Kartverket's, unless the environment says otherwise.
      expect(config.mapTileUrl).toBe(KARTVERKET_MAP_TILE_URL);
      expect(conf).toContain(`proxy_pass ${env.API_UPSTREAM};`);
      expect(conf).toContain('listen 0.0.0.0:8080;');
      expect(conf).toContain(`alias ${out}/config.json;`);
      const check = spawnSync(nginx, ['-t', '-e', 'stderr', '-p', out, '-c', join(out, 'nginx.conf')], {
        encoding: 'utf8',
        stdio: ['ignore', containerStdout(out), 'pipe'],
      });
      expect(check.stderr).toContain('test is successful');
      expect(check.status).toBe(0);
      written.push({ config, conf });
    }
    const [test, production] = written;
    expect(test?.config.telemetry).toBeNull();
    expect(production?.config.telemetry).toBe(PRODUCTION_ENV.TELEMETRY_CONNECTION_STRING);
    expect(test?.conf).not.toBe(production?.conf);
  });

  it('refuses to start without what it needs, naming each missing variable, and writes nothing', () => {
    const { OIDC_CLIENT_ID: _clientId, TERMS_URL: _terms, ...incomplete } = TEST_ENV;
    const out = join(work, 'incomplete');
    const result = writeServerFiles(incomplete, out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('OIDC_CLIENT_ID');
    expect(result.stderr).toContain('TERMS_URL');
    expect(result.stderr).not.toContain('OIDC_AUTHORITY');
    expect(existsSync(join(out, 'nginx.conf'))).toBe(false);
  });

  it('refuses a plain-http API', () => {
    const result = writeServerFiles(
      { ...TEST_ENV, API_UPSTREAM: 'http://127.0.0.1:9443' },
      join(work, 'http'),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('API_UPSTREAM må bruke https');
  });

  it('the entrypoint runs nginx on what it wrote: /healthz answers 200, /config.json is the environment’s', async () => {
    const port = await freePort();
    const out = join(work, 'running');
    await mkdir(out);
    const child = spawn('sh', [ENTRYPOINT], {
      env: containerEnv({
        ...PRODUCTION_ENV,
        PORT: String(port),
        LISTEN_HOST: '127.0.0.1',
        SKOGPORTAL_HOME: home,
        SKOGPORTAL_ROOT: root,
        SKOGPORTAL_PREVIOUS_ROOT: previous,
        SKOGPORTAL_RUNTIME_DIR: out,
        NGINX_BIN: nginx,
      }),
      stdio: ['ignore', containerStdout(out), 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    try {
      const url = `http://127.0.0.1:${String(port)}`;
      let health: Response | undefined;
      for (const started = Date.now(); !health && Date.now() - started < 15_000;) {
        health = await fetch(`${url}/healthz`).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return undefined;
        });
      }
      expect(health?.status, output).toBe(200);
      expect(await health?.text()).toBe('ok\n');
      const config = (await (await fetch(`${url}/config.json`)).json()) as RuntimeConfigJson;
      expect(config.oidc.authority).toBe(PRODUCTION_ENV.OIDC_AUTHORITY);
      const page = await fetch(`${url}/timberContract`);
      expect(page.status).toBe(200);
      expect(page.headers.get('link')).toContain('</assets/a.js>; rel=modulepreload');
      // The page's style nonce is its answer's (the CSP has no 'unsafe-inline').
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(await page.text()).toContain(`<meta name="csp-nonce" content="${String(nonce)}"`);
      // A tab opened before the deploy still gets the previous release's code; a file neither has is a 404.
      for (const [path, body] of [
        ['/assets/a.js', 'export const release = 2;\n'],
        ['/assets/OrdersPage-Gammel1.js', 'export const release = 1;\n'],
      ] as const) {
        const asset = await fetch(`${url}${path}`);
        expect(asset.status, path).toBe(200);
        expect(await asset.text(), path).toBe(body);
        expect(asset.headers.get('cache-control'), path).toBe(HASHED_ASSET_CACHE_CONTROL);
        expect(asset.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      }
      const gone = await fetch(`${url}/assets/OrdersPage-Eldre0.js`);
      expect(gone.status).toBe(404);
      expect(gone.headers.get('cache-control')).toBeNull();
    } finally {
      // The image's stop signal (STOPSIGNAL SIGQUIT): nginx finishes what it has and stops.
      child.kill('SIGQUIT');
      expect(await exited).toBe(0);
    }
  });
});
