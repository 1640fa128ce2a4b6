/**
 * Where to go after sign-in. Only same-origin paths are accepted, so a crafted link cannot send a person
 * who just signed in to another site.
 */
export function safeReturnTo(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return fallback;
  if (/\p{Cc}/u.test(candidate)) return fallback;
  if (candidate.startsWith('/login')) return fallback;
  try {
    const base = 'https://portal.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
