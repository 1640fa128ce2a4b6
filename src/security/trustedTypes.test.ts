import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalScriptUrl, TRUSTED_TYPES_POLICY } from './trustedTypes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('portalScriptUrl', () => {
  it('gives a script of this site as its full address, and refuses one from another origin', () => {
    expect(portalScriptUrl('/sw.js')).toBe(`${window.location.origin}/sw.js`);
    expect(() => portalScriptUrl('https://angriper.example/sw.js')).toThrow(
      'Bare skript fra portalen selv kan startes, ikke https://angriper.example',
    );
  });
});

describe('portalScriptUrl in a browser with Trusted Types', () => {
  it('goes through the one named policy, made once, which checks the origin too', async () => {
    vi.resetModules();
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL: (url: string) => string }) => ({
      createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }),
    }));
    vi.stubGlobal('trustedTypes', { createPolicy });
    const fresh = await import('./trustedTypes');

    expect(fresh.portalScriptUrl('/sw.js')).toEqual({ trusted: `${window.location.origin}/sw.js` });
    expect(fresh.portalScriptUrl('/assets/pdf.worker.min.mjs')).toEqual({
      trusted: `${window.location.origin}/assets/pdf.worker.min.mjs`,
    });
    expect(() => fresh.portalScriptUrl('https://angriper.example/x.js')).toThrow();
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(TRUSTED_TYPES_POLICY);
  });
});
