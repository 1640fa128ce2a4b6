/**
 * The generated client encodes every path parameter (orval's `urlEncodeParameters`), so `../../x` from a letter
 * link stays one segment, `..%2F..%2Fx`. A parameter that is only `.` or `..` cannot be encoded away: the
 * browser's URL parser takes `..` and `%2e%2e` alike as "one level up", and an empty one joins its
 * neighbours. No path of the contract has such a segment, so a request with one is refused before it leaves.
 */
export class UnsafePathError extends Error {
  override name = 'UnsafePathError';

  constructor() {
    super('Adressen til API-et inneholder en ugyldig del og ble ikke sendt');
  }
}

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** Throws {@link UnsafePathError} for a path (query allowed) with an empty, `.` or `..` segment. */
export function refuseUnsafePath(url: string): void {
  const path = url.replace(/[?#].*$/, '');
  const segments = path.split('/').slice(path.startsWith('/') ? 1 : 0);
  if (segments.some((segment) => segment === '' || DOT_SEGMENT.test(segment))) throw new UnsafePathError();
}
