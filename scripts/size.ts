import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/**
 * The JavaScript a browser loads before /login/bankId is interactive: the entry chunk and everything it
 * imports statically, plus the sign-in page's lazy route chunk and its static imports. Gzipped, as served.
 */
const BUDGET_BYTES = 200 * 1000;
const DIST = 'dist';
const SIGN_IN_ROUTE_MODULES = ['src/features/login/LoginPage.tsx'];

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

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Fant ikke ${key} i byggemanifestet`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.imports?.forEach(visit);
};

const entries = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);
[...entries, ...SIGN_IN_ROUTE_MODULES].forEach(visit);

let total = 0;
const rows = [...files].map((file) => {
  const gz = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  total += gz;
  return { file, kB: (gz / 1000).toFixed(1) };
});
rows.sort((a, b) => Number(b.kB) - Number(a.kB));
console.table(rows);
console.log(
  `JavaScript before /login/bankId is interactive: ${(total / 1000).toFixed(1)} kB gzip (budget ${String(BUDGET_BYTES / 1000)} kB)`,
);
if (total > BUDGET_BYTES) {
  console.error('Over budget: make something lazy or smaller.');
  process.exit(1);
}

/**
 * The chart library (@mui/x-charts) is loaded only when Økonomi draws a chart: no chunk that the entry or
 * any lazy module other than the chart itself loads statically may contain it.
 */
const CHART_MODULE = 'src/features/economics/EconomicsBarChart.tsx';
const CHART_MARKER = 'MuiChartsSurface';
const staticFiles = (key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  chunk.imports?.forEach((imported) => staticFiles(imported, seen));
  return seen;
};
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
