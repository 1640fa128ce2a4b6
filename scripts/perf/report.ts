import { METRICS, meetsTarget, type Metric, type PerfRoute, type RunFigures } from './routes.ts';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** The runs of one route: the current build's, and the base's when one was given. */
export interface RouteRuns {
  route: PerfRoute;
  current: RunFigures[];
  base?: RunFigures[];
}

const targetText = (metric: Metric, target: number | undefined): string =>
  target === undefined ? '–' : `${metric.higherIsBetter ? '≥' : '≤'} ${metric.show(target)}`;

/** One line per run, as it comes. */
export const runLine = (figures: RunFigures): string =>
  METRICS.map((metric) => `${metric.short} ${metric.show(figures[metric.id])}`).join(', ');

/**
 * One table per figure: the median of the runs for each route, the base's beside the current build's, and
 * whether the current build meets the route's target. Returns whether every target was met.
 */
export function printTables(results: RouteRuns[], baseLabel: string | undefined): boolean {
  let allMet = true;
  const baseColumn = `base ${baseLabel ?? ''}`.trim();
  for (const metric of METRICS) {
    const rows = results.map(({ route, current, base }) => {
      const value = median(current.map((figures) => figures[metric.id]));
      const target = route.targets[metric.id];
      const meets = target === undefined ? undefined : meetsTarget(metric, value, target);
      if (meets === false) allMet = false;
      return {
        route: route.path,
        ...(base ? { [baseColumn]: metric.show(median(base.map((figures) => figures[metric.id]))) } : {}),
        current: metric.show(value),
        target: targetText(metric, target),
        meets: meets === undefined ? '–' : meets ? 'yes' : 'NO',
      };
    });
    console.log(`\n${metric.title}`);
    console.table(rows);
  }

  const categoryIds = Object.keys(results[0]?.current[0]?.categories ?? {});
  const categoryRows = results.map(({ route, current, base }) => ({
    route: route.path,
    ...Object.fromEntries(
      categoryIds.flatMap((id) => {
        const of = (runs: RunFigures[]) => String(median(runs.map((figures) => figures.categories[id] ?? 0)));
        return base
          ? [
              [`${id} (${baseColumn})`, of(base)],
              [id, of(current)],
            ]
          : [[id, of(current)]];
      }),
    ),
  }));
  console.log('\nOther Lighthouse categories (no targets here)');
  console.table(categoryRows);
  return allMet;
}
