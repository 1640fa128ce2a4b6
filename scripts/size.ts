import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/**
 * The JavaScript a browser loads before a page is interactive, computed from Vite's build manifest: the entry
 * chunk and everything it imports statically, what index.html preloads, plus the modules the page loads on
 * the way (its lazy route chunks, and what they wait for) with their static imports. Gzipped, as served.
 * Fails over a route's budget.
 */
const DIST = process.env.DIST ?? 'dist';

interface Route {
  path: string;
  budgetKb: number;
  /** Lazily loaded modules the route waits for before it is interactive (their static imports count too). */
  modules: string[];
}

/**
 * A signed-in page waits for RequireAuth and the query client (lazy routes, src/app/router.tsx), the sign-in
 * (oidc-client-ts, loaded by RequireAuth), the offline copy (a static import of RequireAuth's, which waits
 * for it to start), the signed-in layout and the page itself.
 */
const signedIn = (page: string): string[] => [
  'src/app/RequireAuth.tsx',
  'src/api/queryClient.ts',
  'src/auth/oidc.ts',
  'src/app/layouts/AuthenticatedLayout.tsx',
  page,
];

const ROUTES: Route[] = [
  { path: '/login/bankId', budgetKb: 160, modules: ['src/features/login/LoginPage.tsx'] },
  {
    path: '/oneTimeCode',
    budgetKb: 320,
    modules: signedIn('src/features/one-time-code/OneTimeCodePage.tsx'),
  },
  {
    path: '/timberContract',
    budgetKb: 320,
    modules: signedIn('src/features/timber-contracts/ContractListPage.tsx'),
  },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

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
const htmlScripts = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
  ([, file]) => file ?? '',
);

const overBudget: string[] = [];
for (const route of ROUTES) {
  const files = new Set<string>();
  [...entries, ...route.modules].forEach((key) => staticFiles(key, files));
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
  console.error(`Over budget: ${overBudget.join(', ')}. Make something lazy or smaller.`);
  process.exit(1);
}

/**
 * The chart library (@mui/x-charts) is loaded only when Økonomi draws a chart: no chunk that the entry or
 * any lazy module other than the chart itself loads statically may contain it.
 */
const CHART_MODULE = 'src/features/economics/EconomicsBarChart.tsx';
const CHART_MARKER = 'MuiChartsSurface';
const withCharts = Object.entries(manifest)
  .filter(([key, chunk]) => (chunk.isEntry === true || chunk.isDynamicEntry === true) && key !== CHART_MODULE)
  .filter(([key]) =>
    [...staticFiles(key)].some((file) => readFileSync(join(DIST, file), 'utf8').includes(CHART_MARKER)),
  )
  .map(([key]) => key);
if (withCharts.length > 0) {
  console.error(`The chart library is loaded by more than the chart: ${withCharts.join(', ')}`);
  process.exit(1);
}
console.log(`The chart library is only in the lazy chunk of ${CHART_MODULE}.`);
