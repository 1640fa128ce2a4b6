import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  KARTVERKET_MAP_TILE_URL,
  KARTVERKET_MUNICIPALITY_REGISTER_URL,
  KARTVERKET_PROPERTY_REGISTRY_URL,
  runtimeConfigFromEnv,
} from '../../config/runtime-config';
import { ensureLocalTls, type LocalTls } from '../../scripts/local-tls';
import { httpsGet, startNginx, type RunningNginx } from '../../scripts/nginx-server';
import { expect, test } from './fixtures';
import { onceOnTheDesktop } from './helpers';
import { OWN_PORTS, SANDBOX_API } from './servers';

/**
 * #42: the Mozilla HTTP Observatory's own scanner (@mdn/mdn-http-observatory, the code behind
 * developer.mozilla.org/observatory) scores `npm run serve:prod`'s nginx over https, trusting the local
 * authority, and the portal must keep at least 120 (A+). The score and each of the scanner's tests are
 * printed, so a drop says which header lost the points.
 *
 * How it reaches nginx: the scanner asks https://localhost:443 and http://localhost:80 whatever it is given
 * (its `scan(host)` takes no port), and the test's nginx listens on ports of its own, without root. The
 * scanner's own command (src/scan.js) runs in a child process with scripts/observatory/loopback-ports.ts
 * preloaded, which moves its connections to localhost's 443 and 80 onto this nginx's ports and refuses any
 * other; nginx is told that its public https port is 443, so its redirect names https://localhost/ as a site on
 * 443 would. Nothing of what the scanner reads is changed.
 *
 * What it scans: nginx as serve:prod runs it (scripts/nginx-server.ts, the same configuration), with a
 * production environment's config.json: the eID, the tiles, the registries and the telemetry over https. The
 * sandbox's are plain http on loopback, and a CSP naming http: sources on an https page rightly costs points;
 * in production every one of them is https.
 */
const HTTPS_PORT = OWN_PORTS.eid + 8;
const HTTP_PORT = OWN_PORTS.eid + 9;
const MINIMUM_SCORE = 120;

const productionConfig = runtimeConfigFromEnv({
  OIDC_AUTHORITY: 'https://eid.skogeierandelslaget.example',
  OIDC_CLIENT_ID: 'skogportal',
  MAP_TILE_URL: KARTVERKET_MAP_TILE_URL,
  PROPERTY_REGISTRY_URL: KARTVERKET_PROPERTY_REGISTRY_URL,
  MUNICIPALITY_REGISTER_URL: KARTVERKET_MUNICIPALITY_REGISTER_URL,
  TERMS_URL: 'https://skogeierandelslaget.example/vilkar',
  TELEMETRY_CONNECTION_STRING:
    'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://norwayeast-0.in.applicationinsights.azure.com/',
});

const require = createRequire(import.meta.url);
const OBSERVATORY = dirname(dirname(require.resolve('@mdn/mdn-http-observatory')));
const PRELOAD = resolve('scripts/observatory/loopback-ports.ts');

onceOnTheDesktop('the Observatory asks nginx, not the screen');

let dir: string;
let tls: LocalTls;
let nginx: RunningNginx;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skogportal-observatory-'));
  tls = ensureLocalTls(join(dir, 'certs'));
  nginx = await startNginx({
    port: HTTPS_PORT,
    config: productionConfig,
    apiUpstream: SANDBOX_API,
    tls: { ...tls, redirectFrom: { host: '127.0.0.1', port: HTTP_PORT }, publicPort: 443 },
  });
});
test.afterAll(async () => {
  await nginx.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** GET over https trusting only the local authority: the status and the headers. */
const httpsGetTrusted = (url: string) => httpsGet(url, readFileSync(tls.caCertificate));

test('http svarer med en permanent omdirigering til samme sti over https, og bare https-svarene har HSTS', async () => {
  const redirect = await fetch(`${String(nginx.httpUrl)}/timberContract?fra=lenke`, { redirect: 'manual' });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe('https://127.0.0.1/timberContract?fra=lenke');
  expect(redirect.headers.get('strict-transport-security')).toBeNull();

  for (const path of ['/', '/timberContract', '/config.json', '/finnes/ikke.js']) {
    const answer = await httpsGetTrusted(`${nginx.url}${path}`);
    expect(answer.status, path).toBe(200);
    expect(answer.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(answer.headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin');
  }
});

interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}
interface ObservatoryResult {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, ObservatoryTest>;
  error?: string;
}

/** The scanner's own command, as `mdn-http-observatory-scan localhost` runs it, aimed at this nginx. */
function runObservatory(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Its install step downloads Chromium's HSTS preload list (conf/hsts-preload.json), which needs more of the
  // internet than CI has, and package.json does not let it run (allowScripts). The scanner reads the list to
  // see whether a host is preloaded; localhost never is, so an empty list gives the same answer.
  const preloadList = join(OBSERVATORY, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', PRELOAD, join(OBSERVATORY, 'src', 'scan.js'), 'localhost'],
      {
        env: {
          ...process.env,
          // The bin's wrapper would point this at its Mozilla bundle; here it is the local authority, added to
          // Node's own list.
          NODE_EXTRA_CA_CERTS: tls.caCertificate,
          OBSERVATORY_HTTPS_PORT: String(HTTPS_PORT),
          OBSERVATORY_HTTP_PORT: String(HTTP_PORT),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      done({ code, stdout, stderr });
    });
  });
}

test(`Mozillas HTTP Observatory gir nginx over https minst ${String(MINIMUM_SCORE)} poeng (A+)`, async ({}, testInfo) => {
  const run = await runObservatory();
  const result = JSON.parse(run.stdout || '{}') as ObservatoryResult;
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  const tests = Object.values(result.tests ?? {});
  const table = [
    `HTTP Observatory: ${String(result.scan?.score)} poeng, ${String(result.scan?.grade)} (${String(result.scan?.testsPassed)} av ${String(result.scan?.testsQuantity)} tester bestått)`,
    ...tests.map(
      (each) =>
        `  ${each.pass ? 'bestått' : 'FEILET '}  ${String(each.scoreModifier).padStart(4)}  ${each.result}`,
    ),
  ].join('\n');
  console.log(table);
  await testInfo.attach('observatory.json', { body: run.stdout, contentType: 'application/json' });
  expect(tests.length, table).toBe(result.scan?.testsQuantity);
  // Each test's result, so a drop names the header that lost the points.
  expect(
    tests.filter((each) => !each.pass || each.scoreModifier < 0).map((each) => each.result),
    table,
  ).toEqual([]);
  expect(result.scan?.score ?? 0, table).toBeGreaterThanOrEqual(MINIMUM_SCORE);
  expect(result.scan?.grade, table).toBe('A+');
});
