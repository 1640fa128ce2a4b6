import { OPERATIONS } from './operationTable';

/**
 * Names a request by the contract instead of by its address: `/account/acc-kari` is `PUT /account/{id}`,
 * operation `updateAccount`. The concrete address holds ids, file names and search words that must not reach
 * logs; the template and operationId say the same to a developer. A path the contract does not know keeps
 * only the segments that are literals somewhere in the contract.
 */
interface Template {
  method: string;
  path: string;
  operationId: string;
  segments: readonly (string | null)[];
  literals: number;
}

const isParameter = (segment: string): boolean => segment.startsWith('{') && segment.endsWith('}');

const splitPath = (path: string): string[] => path.split('/').filter((segment) => segment.length > 0);

const TEMPLATES: readonly Template[] = OPERATIONS.map(([method, path, operationId]) => {
  const segments = splitPath(path).map((segment) => (isParameter(segment) ? null : segment));
  return { method, path, operationId, segments, literals: segments.filter((s) => s !== null).length };
});

const LITERALS: ReadonlySet<string> = new Set(
  TEMPLATES.flatMap((template) => template.segments.filter((segment): segment is string => segment !== null)),
);

const pathOf = (url: string): string => {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.replace(/[?#].*$/, '');
  }
};

function matches(template: Template, method: string, segments: readonly string[]): boolean {
  return (
    template.method === method &&
    template.segments.length === segments.length &&
    template.segments.every((literal, index) => literal === null || literal === segments[index])
  );
}

export function describeRequest(method: string, url: string): { operation?: string; route: string } {
  const verb = method.toUpperCase();
  const segments = splitPath(pathOf(url));
  // '/contracts/status' is both a literal path and a match for '/contracts/{id}': the most literal one wins.
  let best: Template | undefined;
  for (const template of TEMPLATES) {
    if (matches(template, verb, segments) && (!best || template.literals > best.literals)) best = template;
  }
  if (best) return { operation: best.operationId, route: `${verb} ${best.path}` };
  const path = segments.map((segment) => (LITERALS.has(segment) ? segment : '{}')).join('/');
  return { route: `${verb} /${path}` };
}
