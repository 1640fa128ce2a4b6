import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnTo } from './returnTo';

const PORTAL = 'https://portal.example';

/** What the browser does with the result: resolve it against any page of the portal. */
const resolved = (path: string) => new URL(path, `${PORTAL}/timberContract/signContract`);

/** Building blocks of crafted return addresses: dot segments, percent-encoding, backslashes, hosts. */
const piece = fc.constantFrom(
  '/',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2f',
  '%2F',
  '%5c',
  '%6c',
  'evil.example',
  '@evil.example',
  'login',
  'LOGIN',
  'callback',
  'profile',
  '?',
  '#',
  ':',
);
const crafted = fc.array(piece, { maxLength: 8 }).map((pieces) => `/${pieces.join('')}`);

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/timberContract')).toBe('/timberContract');
    expect(safeReturnTo('/profile?fane=1#kontakt')).toBe('/profile?fane=1#kontakt');
  });

  it('returns to the plan order by code with its code, the only page under /login it returns to', () => {
    expect(safeReturnTo('/login/planbestilling?kode=SKOG2024')).toBe('/login/planbestilling?kode=SKOG2024');
    expect(safeReturnTo('/login/planbestilling/../callback')).toBe('/');
    expect(safeReturnTo('/login/planbestillingx')).toBe('/');
  });

  it('returns the normalised path, the one the router will use', () => {
    expect(safeReturnTo('/./profile/../timberContract')).toBe('/timberContract');
    expect(safeReturnTo('/%2e/profile')).toBe('/profile');
  });

  it.each([
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['timberContract'],
    ['/login/bankId'],
    [''],
    // Dot segments and percent-encoding that turn into //evil.example once the URL is parsed.
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/./\\evil.example'],
    // The sign-in routes, however they are written.
    ['/./login/callback'],
    ['/profile/../login/callback'],
    ['/%6Cogin/callback'],
    ['/LOGIN/bankId'],
    ['/login'],
  ])('falls back to / for %s', (candidate) => {
    expect(safeReturnTo(candidate)).toBe('/');
  });

  it('falls back for anything that is not a string', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo({ returnTo: '/x' })).toBe('/');
  });

  const expectSafe = (candidate: string) => {
    const result = safeReturnTo(candidate);
    expect(result.startsWith('/')).toBe(true);
    expect(result).not.toMatch(/^\/[/\\]/);
    const url = resolved(result);
    expect(url.origin).toBe(PORTAL);
    const path = decodeURIComponentSafe(url.pathname);
    expect(path).not.toMatch(/^\/[/\\]/);
    if (!/^\/login\/planbestilling\/?$/i.test(path)) expect(path).not.toMatch(/^\/login(\/|$)/i);
    // Already normalised: checking the result again changes nothing.
    expect(safeReturnTo(result)).toBe(result);
  };

  it('never returns anything but a path on this origin outside sign-in, for any text', () => {
    fc.assert(fc.property(fc.string(), expectSafe));
  });

  it('never returns anything but a path on this origin outside sign-in, for crafted paths', () => {
    fc.assert(fc.property(crafted, expectSafe), { numRuns: 2000 });
  });
});

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
