import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import type { RunFigures } from './routes.ts';

export type LighthouseFigures = Omit<RunFigures, 'readyColdMs' | 'readyWarmMs'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Levels of requests below `nodes` (a chain tree level: request id → { children }); none gives 0. */
const levels = (nodes: unknown): number =>
  isRecord(nodes)
    ? Math.max(0, ...Object.values(nodes).map((node) => (isRecord(node) ? 1 + levels(node.children) : 0)))
    : 0;

/**
 * The chain tree Lighthouse found: the 'critical-request-chains' audit's details.chains up to Lighthouse 12;
 * Lighthouse 13 replaced that audit with 'network-dependency-tree-insight', whose details are a list with the
 * same tree (a 'network-tree') in its first section.
 */
const chainTreeOf = (lhr: Result): unknown => {
  const legacy = lhr.audits['critical-request-chains'];
  const audit = legacy ?? lhr.audits['network-dependency-tree-insight'];
  if (!audit)
    throw new Error('Lighthouse ga verken critical-request-chains eller network-dependency-tree-insight');
  const details: unknown = audit.details;
  if (!isRecord(details)) return {};
  if (details.type !== 'list') return details.chains;
  const items = Array.isArray(details.items) ? (details.items as unknown[]) : [];
  for (const item of items) {
    if (isRecord(item) && isRecord(item.value) && item.value.type === 'network-tree')
      return item.value.chains;
  }
  return {};
};

/**
 * The depth of the longest request chain below the HTML: the tree's roots are the document, so its children
 * are the first level. 1 = everything the document names directly; each further level is a request that is
 * only found once the one before has arrived.
 */
export const chainDepthOf = (lhr: Result): number => {
  const roots = chainTreeOf(lhr);
  return isRecord(roots)
    ? Math.max(0, ...Object.values(roots).map((root) => (isRecord(root) ? levels(root.children) : 0)))
    : 0;
};

export const figuresOf = (lhr: Result): LighthouseFigures => {
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse ga ikke ${id}`);
    return value;
  };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    chainDepth: chainDepthOf(lhr),
    categories: Object.fromEntries(
      Object.entries(lhr.categories)
        .filter(([id]) => id !== 'performance')
        .map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    ),
  };
};

/**
 * Lighthouse in `page` (so the tab's sessionStorage, where the sign-in lives, is there). Lighthouse's own
 * reset before the run clears the HTTP cache, the service worker and its caches, as for a first visit, but
 * not session or local storage: the signed-in page is measured as a deep link opened in a signed-in tab.
 */
export async function runLighthouse(
  page: Page,
  url: string,
  port: number,
): Promise<{ lhr: Result; html: string }> {
  const flags: Flags = {
    port,
    output: 'html',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error('Lighthouse ga ikke noe resultat');
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) {
    throw new Error(`Lighthouse målte ${landed}, ikke ${url} (ikke innlogget?)`);
  }
  return { lhr: result.lhr, html: String(result.report) };
}
