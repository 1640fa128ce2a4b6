const BASE = 'https://portal.invalid';

/**
 * The one page under /login that a sign-in may return to: the plan-order letter's link (spec §2.1) opens it
 * for a person who is not signed in yet, and the order needs the signed-in person.
 */
const PLAN_ORDER_BY_CODE = /^\/login\/planbestilling\/?$/i;

/** Percent-decoding as the router does before matching routes; undecodable input stays as it is. */
const decoded = (pathname: string): string => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/**
 * Where to go after sign-in. Only same-origin paths are accepted, so a crafted link cannot send a person
 * who just signed in to another site, and never back into the sign-in routes (/login/..., except the plan order
 * by code).
 *
 * The checks run on what the browser and the router will actually use: the URL after parsing (dot segments
 * such as `/.//evil.example` or `/%2e//evil.example` removed, `\` read as `/`) and its pathname decoded as the
 * router decodes it before matching (`/%6Cogin/callback`, `/LOGIN` are sign-in routes too). What is returned
 * is that normalised path, so the text checked is the text used.
 */
export function safeReturnTo(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  // Only a path: not a scheme, not a protocol-relative `//host` or `/\host`, no control characters.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return fallback;
  if (/\p{Cc}/u.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = decoded(url.pathname);
  // After normalisation `/./\evil.example` is `//evil.example`: a browser reads that as another host.
  if (/^\/[/\\]/.test(path)) return fallback;
  if (/^\/login(\/|$)/i.test(path) && !PLAN_ORDER_BY_CODE.test(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
