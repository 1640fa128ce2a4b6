import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { manifestKeyOf, SIGNED_IN_FRAME, type BuildManifest } from '../../config/pwa';
import { test, expect } from './fixtures';
import { CONTRACTS_HEADING, chooseAccount, onceOnTheDesktop, signInAs } from './helpers';

/**
 * Issue #38: the HTML of a signed-in address comes with a modulepreload `Link` for every chunk its first
 * render needs (the page, RequireAuth, the signed-in layout, the query client, and what they import), so the
 * browser asks for them beside the entry instead of after it has run. Read from the build's manifest here,
 * independently of the map the build writes (config/route-preloads.ts), and checked against what the server
 * sends and what the browser then fetches.
 */
onceOnTheDesktop('the headers and the requests are the same whatever the screen');
// The service worker would answer the second visit from its cache, without the server's headers.
test.use({ serviceWorkers: 'block' });

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as BuildManifest;

/** The files `key` loads before it runs: its own and its static imports', transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} finnes ikke i byggemanifestet`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
const loadedByTheHtml = closure(entryKey);

/** The chunks the first render of `page` needs beyond what the HTML loads, as `/assets/…` paths. */
const firstRenderChunks = (page: string): string[] => {
  const files = new Set<string>();
  for (const module of [...SIGNED_IN_FRAME, page]) closure(manifestKeyOf(manifest, module), files);
  return [...files].filter((file) => !loadedByTheHtml.has(file)).map((file) => `/${file}`);
};

const linked = (response: Response | null): string[] =>
  [...(response?.headers().link ?? '').matchAll(/<([^>]+)>;\s*rel=modulepreload/g)].map(
    (match) => match[1] ?? '',
  );

/** Every file the `Link` header names, in its order. */
const linkedFiles = (response: Response | null): string[] =>
  [...(response?.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');

/** index.html's stylesheet and entry script, as the build wrote them. */
const builtHtml = readFileSync('dist/index.html', 'utf8');
const htmlStylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(builtHtml)?.[1] ?? '';
const htmlEntry = /<script type="module"[^>]*src="([^"]+)"/.exec(builtHtml)?.[1] ?? '';

/** How many times each script and stylesheet of the build, and config.json, was asked for while `open` ran. */
async function scriptRequests(page: Page, open: () => Promise<void>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const count = (url: string) => {
    const { pathname } = new URL(url);
    if ((pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) || pathname === '/config.json')
      counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  };
  page.on('request', (request) => {
    count(request.url());
  });
  await open();
  return counts;
}

const ROUTES = [
  {
    path: '/timberContract',
    page: 'src/features/timber-contracts/ContractListPage.tsx',
    person: 'Kari Nordmann',
    account: 'Kari Nordmann',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: CONTRACTS_HEADING }),
  },
  {
    path: '/oneTimeCode',
    page: 'src/features/one-time-code/OneTimeCodePage.tsx',
    person: 'Per Berg',
    account: null,
    ready: (page: Page) => page.getByRole('textbox', { name: 'Engangskode' }),
  },
];

for (const route of ROUTES) {
  test(`${route.path}: HTML-en ber om alt den første visningen trenger, og hver bit hentes én gang`, async ({
    page,
  }) => {
    await signInAs(page, route.person);
    if (route.account) await chooseAccount(page, route.account);
    // Per's sign-in lands on the page measured here: its late requests must not be counted with the visit's
    // (every chunk of /oneTimeCode was counted twice once). From an empty page, as the fault matrix visits.
    await page.goto('about:blank');
    let response: Response | null = null;
    const requests = await scriptRequests(page, async () => {
      response = await page.goto(route.path);
      await expect(route.ready(page)).toBeVisible();
    });
    const preloaded = linked(response);
    const needed = firstRenderChunks(route.page);
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.filter((file) => !preloaded.includes(file))).toEqual([]);
    // A preload the page's own import did not reuse (credentials, a wrong address) is fetched twice.
    expect([...requests].filter(([, times]) => times > 1)).toEqual([]);
    expect(preloaded.filter((file) => !requests.has(file))).toEqual([]);
    // What the HTML itself needs leads the header, so it is not queued behind the page's chunks: the
    // stylesheet (the static shell's first paint), config.json and the entry (everything waits for them).
    expect(linkedFiles(response).slice(0, 3)).toEqual([htmlStylesheet, '/config.json', htmlEntry]);
    expect(requests.get(htmlStylesheet)).toBe(1);
    expect(requests.get('/config.json')).toBe(1);
  });
}

test('en adresse uten side og selve index.html får ingen forhåndslasting; en side får den også med små bokstaver', async ({
  request,
}) => {
  expect((await request.get('/timbercontract/')).headers().link).toContain('rel=modulepreload');
  expect((await request.get('/finnes/ikke')).headers().link).toBeUndefined();
  expect((await request.get('/index.html')).headers().link).toBeUndefined();
});
