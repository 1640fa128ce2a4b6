import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/timberContract')).toBe('/timberContract');
    expect(safeReturnTo('/profile?fane=1#kontakt')).toBe('/profile?fane=1#kontakt');
  });

  it.each([
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['timberContract'],
    ['/login/bankId'],
    [''],
  ])('falls back to / for %s', (candidate) => {
    expect(safeReturnTo(candidate)).toBe('/');
  });

  it('falls back for anything that is not a string', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo({ returnTo: '/x' })).toBe('/');
  });

  it('never returns anything but a path on this origin', () => {
    fc.assert(
      fc.property(fc.string(), (candidate) => {
        const result = safeReturnTo(candidate);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://portal.example').origin).toBe('https://portal.example');
      }),
    );
  });
});
