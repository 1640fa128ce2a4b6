import type { ContentReadyCheck } from './contentReady.ts';

export interface Persona {
  /** The test eID's button for the person begins with this name (design/personas.md). */
  name: string;
  /** The account to act for, when the person has more than one and the portal asks. */
  account?: string;
}

/** What one run of one route gives: Lighthouse's figures and the content-ready times. */
export interface RunFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests in the longest chain below the HTML document (Lighthouse's network dependency tree). */
  chainDepth: number;
  readyColdMs: number;
  readyWarmMs: number;
  /** The other Lighthouse categories (accessibility, best practices, SEO), 0–100. */
  categories: Record<string, number>;
}

export type MetricId = Exclude<keyof RunFigures, 'categories'>;

export interface Metric {
  id: MetricId;
  title: string;
  /** In the line printed for each run. */
  short: string;
  higherIsBetter: boolean;
  show: (value: number) => string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => `${String(Math.round(value))} ms`;

export const METRICS: Metric[] = [
  {
    id: 'performance',
    title: 'Lighthouse performance',
    short: 'performance',
    higherIsBetter: true,
    show: String,
  },
  {
    id: 'fcpMs',
    title: 'First Contentful Paint (Lighthouse)',
    short: 'FCP',
    higherIsBetter: false,
    show: seconds,
  },
  {
    id: 'lcpMs',
    title: 'Largest Contentful Paint (Lighthouse)',
    short: 'LCP',
    higherIsBetter: false,
    show: seconds,
  },
  { id: 'tbtMs', title: 'Total Blocking Time (Lighthouse)', short: 'TBT', higherIsBetter: false, show: ms },
  {
    id: 'cls',
    title: 'Cumulative Layout Shift (Lighthouse)',
    short: 'CLS',
    higherIsBetter: false,
    show: (value) => value.toFixed(3),
  },
  {
    id: 'readyColdMs',
    title: 'Content ready, cold (first visit)',
    short: 'ready cold',
    higherIsBetter: false,
    show: ms,
  },
  {
    id: 'readyWarmMs',
    title: 'Content ready, warm (return visit)',
    short: 'ready warm',
    higherIsBetter: false,
    show: ms,
  },
  {
    id: 'chainDepth',
    title: 'Critical request chain depth below the HTML (Lighthouse)',
    short: 'chain depth',
    higherIsBetter: false,
    show: String,
  },
];

export type Targets = Partial<Record<MetricId, number>>;

export const meetsTarget = (metric: Metric, value: number, target: number): boolean =>
  metric.higherIsBetter ? value >= target : value <= target;

export interface PerfRoute {
  path: string;
  /** File name of its Lighthouse reports in .lighthouse/. */
  report: string;
  persona?: Persona;
  /** The page's primary content: when it is visible, the page is ready for the person. */
  ready: ContentReadyCheck;
  targets: Targets;
}

/** Issue #38's targets ("Measure what people feel"), on top of those for every route. */
const EVERY_ROUTE: Targets = { cls: 0.02, readyWarmMs: 1000, chainDepth: 2 };
const SIGNED_IN: Targets = {
  ...EVERY_ROUTE,
  performance: 85,
  fcpMs: 1500,
  lcpMs: 2500,
  tbtMs: 300,
  readyColdMs: 2500,
};

export const ROUTES: PerfRoute[] = [
  {
    path: '/login/bankId',
    report: 'login',
    ready: { kind: 'button', name: 'Logg inn med BankID' },
    targets: { ...EVERY_ROUTE, performance: 95, tbtMs: 100, readyColdMs: 1800 },
  },
  {
    path: '/oneTimeCode',
    report: 'oneTimeCode',
    persona: { name: 'Per Berg' },
    ready: { kind: 'field', label: 'Engangskode' },
    targets: SIGNED_IN,
  },
  {
    path: '/timberContract',
    report: 'timberContract',
    persona: { name: 'Kari Nordmann', account: 'Kari Nordmann' },
    // The count shows once the list is drawn (ContractListPage.tsx): 'Tømmerkontrakter (n)'.
    ready: { kind: 'heading', pattern: String.raw`^Tømmerkontrakter \(\d+\)$` },
    targets: SIGNED_IN,
  },
];
