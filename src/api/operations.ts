import { OPERATIONS, type OperationId } from './operationTable';

/**
 * Names a request by the contract instead of by its address: `/account/acc-kari` is `GET /account/{id}`,
 * operation `getAccount`. The concrete address holds ids, file names and search words that must not reach
 * logs; the template and operationId say the same to a developer. A path the contract does not know keeps
 * only the segments that are literals somewhere in the contract. The sandbox API finds the operation of a
 * request the same way.
 */
interface Template {
  method: string;
  path: string;
  operationId: OperationId;
  /** The literal segments, with the parameter's name where the template has one. */
  segments: readonly ({ literal: string } | { parameter: string })[];
  literals: number;
}

const splitPath = (path: string): string[] => path.split('/').filter((segment) => segment.length > 0);

const TEMPLATES: readonly Template[] = OPERATIONS.map(([method, path, operationId]) => {
  const segments = splitPath(path).map((segment) => {
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    return parameter ? { parameter } : { literal: segment };
  });
  return { method, path, operationId, segments, literals: segments.filter((s) => 'literal' in s).length };
});

const LITERALS: ReadonlySet<string> = new Set(
  TEMPLATES.flatMap((template) => template.segments.flatMap((s) => ('literal' in s ? [s.literal] : []))),
);

const pathOf = (url: string): string => {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.replace(/[?#].*$/, '');
  }
};

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export interface MatchedRequest {
  operationId: OperationId;
  method: string;
  /** The path template of the contract, e.g. `/contracts/id/{id}`. */
  path: string;
  /** The path parameters by name, percent-decoded. */
  params: Record<string, string>;
}

/** The contract's path template of a request (`/contracts/id/{id}`), or null when no operation has it. */
export const pathTemplateOf = (method: string, path: string): string | null =>
  matchRequest(method, path)?.path ?? null;

/** The operation of the contract a request is for, or null. `path` is relative to the API's base URL. */
export function matchRequest(method: string, path: string): MatchedRequest | null {
  const verb = method.toUpperCase();
  const segments = splitPath(pathOf(path));
  // '/contracts/status' is both a literal path and a match for '/contracts/{id}': the most literal one wins.
  let best: Template | undefined;
  for (const template of TEMPLATES) {
    const fits =
      template.method === verb &&
      template.segments.length === segments.length &&
      template.segments.every(
        (segment, index) => !('literal' in segment) || segment.literal === segments[index],
      );
    if (fits && (!best || template.literals > best.literals)) best = template;
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  best.segments.forEach((segment, index) => {
    if ('parameter' in segment) params[segment.parameter] = decoded(segments[index] ?? '');
  });
  return { operationId: best.operationId, method: verb, path: best.path, params };
}

export function describeRequest(method: string, url: string): { operation?: string; route: string } {
  const verb = method.toUpperCase();
  const matched = matchRequest(verb, url);
  if (matched) return { operation: matched.operationId, route: `${verb} ${matched.path}` };
  const path = splitPath(pathOf(url))
    .map((segment) => (LITERALS.has(segment) ? segment : '{}'))
    .join('/');
  return { route: `${verb} /${path}` };
}
