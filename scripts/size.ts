import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import {
  appShellFiles,
  FIRST_USE_MAX_ENTRIES,
  htmlAssets,
  precacheUrls,
  manifestKeyOf,
  SIGNED_IN_FRAME,
  type BuildManifest,
} from '../config/pwa.ts';

/**
 * The JavaScript a browser loads before a page is interactive, computed from Vite's build manifest: the entry
 * chunk and everything it imports statically, what index.html preloads, plus the modules the page loads on
 * the way (its lazy route chunks, and what they wait for) with their static imports, and the Norwegian catalogs
 * it waits for (the frame's before the first render, src/main.tsx; the signed-in layout's and a translated
 * page's with their code, src/i18n/i18n.ts). Gzipped, as served.
 * Fails over a route's budget. Then the service worker's precache: what a first visit downloads for offline
 * use, in raw bytes as Workbox counts them; fails over its budget.
 */
const DIST = process.env.DIST ?? 'dist';

interface Route {
  path: string;
  budgetKb: number;
  /** Lazily loaded modules the route waits for before it is interactive (their static imports count too). */
  modules: string[];
}

/**
 * A signed-in page waits for RequireAuth and the query client (lazy routes, src/app/router.tsx), the offline
 * copy's code (a static import of RequireAuth's), the signed-in layout and the page itself. Not for the
 * sign-in library: the first calls take the token from session storage, and oidc-client-ts loads when the
 * browser is idle (src/auth/auth.ts).
 */
const signedIn = (page: string, ...catalogs: string[]): string[] => [
  ...SIGNED_IN_FRAME,
  'src/locales/nb/layout.po',
  // Not waited for, but fetched before the page is interactive (the Link header, src/app/router.tsx).
  'src/locales/nb/route-error.po',
  // The shared texts (components, dialogs, code labels), with the query client (src/app/router.tsx).
  'src/app/sharedTexts.ts',
  // Where the areas' catalogs are found by name (src/i18n/i18n.ts).
  'src/i18n/areaCatalogs.ts',
  'src/locales/nb/common.po',
  page,
  ...catalogs,
];

/**
 * The budgets grew with the two languages by the 4 kB #43 allows, no more (docs/i18n.md): Lingui's runtime, the
 * language choice and switch, and the texts a page needs in their catalogs. Before #43: 160, 265 and 270 kB. The
 * sign-in page keeps to it by loading only the frame's catalog (its own texts, the consent banner's); the error
 * page's and the signed-out notice's come after it is drawn or only when needed.
 */
const ROUTES: Route[] = [
  {
    path: '/login/bankId',
    budgetKb: 164,
    modules: ['src/locales/nb/frame.po', 'src/features/login/LoginPage.tsx'],
  },
  {
    path: '/oneTimeCode',
    budgetKb: 269,
    modules: [
      'src/locales/nb/frame.po',
      ...signedIn('src/features/one-time-code/OneTimeCodePage.tsx', 'src/locales/nb/one-time-code.po'),
    ],
  },
  {
    path: '/timberContract',
    budgetKb: 274,
    modules: [
      'src/locales/nb/frame.po',
      ...signedIn('src/features/timber-contracts/ContractListPage.tsx', 'src/locales/nb/timber-contracts.po'),
    ],
  },
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;

/** The files of `key` and its static imports, added to `files`. */
const staticFiles = (key: string, files = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Fant ikke ${key} i byggemanifestet`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  chunk.imports?.forEach((imported) => staticFiles(imported, files));
  return files;
};

const gzipCache = new Map<string, number>();
const gzipBytes = (file: string): number => {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
};

const entries = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);

/** What index.html itself loads on every address: the entry and the `<link rel="modulepreload">` files. */
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const htmlScripts = htmlAssets(html).filter((file) => file.endsWith('.js'));

const failures: string[] = [];
const overBudget: string[] = [];
for (const route of ROUTES) {
  const files = new Set<string>();
  [...entries, ...route.modules.map((module) => manifestKeyOf(manifest, module))].forEach((key) =>
    staticFiles(key, files),
  );
  htmlScripts.forEach((file) => files.add(file));
  const rows = [...files].map((file) => ({ file, bytes: gzipBytes(file) }));
  rows.sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(`\n${route.path}`);
  console.table(rows.slice(0, 12).map(({ file, bytes }) => ({ file, kB: (bytes / 1000).toFixed(1) })));
  if (rows.length > 12) console.log(`… and ${String(rows.length - 12)} smaller files`);
  console.log(
    `JavaScript before ${route.path} is interactive: ${(total / 1000).toFixed(1)} kB gzip (budget ${String(route.budgetKb)} kB)`,
  );
  if (total > route.budgetKb * 1000) overBudget.push(route.path);
}
if (overBudget.length > 0) {
  failures.push(`Over budget: ${overBudget.join(', ')}. Make something lazy or smaller.`);
}

/**
 * Libraries loaded only on the way to what needs them: no chunk that the entry or any lazy module other than
 * `module` loads statically may contain the `marker`. The chart library (@mui/x-charts) comes when Økonomi
 * draws a chart; the settlement export (its CSV rows and the workbook library, write-excel-file) when someone
 * clicks 'Last ned CSV' or 'Last ned Excel'.
 */
const LAZY_ONLY = [
  {
    what: 'The chart library',
    module: 'src/features/economics/EconomicsBarChart.tsx',
    marker: 'MuiChartsSurface',
  },
  {
    what: 'The settlement export',
    module: 'src/features/economics/settlementExportFile.ts',
    marker: 'Beløp eks. MVA',
  },
  {
    what: 'The workbook library',
    module: 'src/features/economics/settlementExportFile.ts',
    marker: 'xl/worksheets/sheet',
  },
];
for (const { what, module, marker } of LAZY_ONLY) {
  const loadedBy = Object.entries(manifest)
    .filter(([key, chunk]) => (chunk.isEntry === true || chunk.isDynamicEntry === true) && key !== module)
    .filter(([key]) =>
      [...staticFiles(key)].some((file) => readFileSync(join(DIST, file), 'utf8').includes(marker)),
    )
    .map(([key]) => key);
  const own = [...staticFiles(module)].some((file) =>
    readFileSync(join(DIST, file), 'utf8').includes(marker),
  );
  if (!own)
    failures.push(
      `${what} (${marker}) is not in the chunks of ${module}: the check looks for the wrong marker`,
    );
  else if (loadedBy.length > 0)
    failures.push(`${what} is loaded by more than ${module}: ${loadedBy.join(', ')}`);
  else console.log(`${what} is only in the lazy chunk of ${module}.`);
}

/**
 * The service worker's precache, read from Workbox's list in the built dist/sw.js: what the first visit
 * downloads besides the page itself (a contractor on mobile data pays for it). Each file once, raw bytes as
 * Workbox counts them. It must hold the whole app shell (config/pwa.ts), or the portal would not start
 * offline; the build's other files go to the first-use cache, which must have room for all of them.
 */
const PRECACHE_BUDGET_BYTES = 1_000_000;
const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
const precached = new Set(precacheUrls(worker));
if (precached.size === 0) throw new Error(`Fant ingen precache-liste i ${join(DIST, 'sw.js')}`);
const precacheRows = [...precached].map((file) => ({ file, bytes: statSync(join(DIST, file)).size }));
precacheRows.sort((a, b) => b.bytes - a.bytes);
const precacheBytes = precacheRows.reduce((sum, row) => sum + row.bytes, 0);
console.log('\nService worker precache');
console.table(precacheRows.slice(0, 8).map(({ file, bytes }) => ({ file, kB: (bytes / 1000).toFixed(1) })));
console.log(
  `Precached: ${String(precached.size)} files, ${String(precacheBytes)} bytes (budget ${String(PRECACHE_BUDGET_BYTES)})`,
);
if (precacheBytes > PRECACHE_BUDGET_BYTES) {
  failures.push(
    `The precache is over budget: ${String(precacheBytes)} > ${String(PRECACHE_BUDGET_BYTES)} bytes. Leave a part to the first-use cache (config/pwa.ts).`,
  );
}
const missingFromShell = [...appShellFiles(manifest, html)].filter((file) => !precached.has(file));
if (missingFromShell.length > 0) {
  failures.push(`The precache lacks files of the app shell: ${missingFromShell.join(', ')}`);
}
const onFirstUse = readdirSync(join(DIST, 'assets')).filter((file) => !precached.has(`assets/${file}`));
const onFirstUseBytes = onFirstUse.reduce((sum, file) => sum + statSync(join(DIST, 'assets', file)).size, 0);
console.log(
  `Cached when first used: ${String(onFirstUse.length)} files, ${String(onFirstUseBytes)} bytes (room for ${String(FIRST_USE_MAX_ENTRIES)} files)`,
);
if (onFirstUse.length > FIRST_USE_MAX_ENTRIES) {
  failures.push(
    `The first-use cache holds ${String(FIRST_USE_MAX_ENTRIES)} files, the build has ${String(onFirstUse.length)} outside the precache: raise FIRST_USE_MAX_ENTRIES (config/pwa.ts).`,
  );
}

if (failures.length > 0) {
  failures.forEach((failure) => {
    console.error(failure);
  });
  process.exit(1);
}
