import { afterEach, expect, it, vi } from 'vitest';
import { HTML_POLICY } from './trustedTypes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

it('loads the code only once the default policy is there, and hands back what it loaded', async () => {
  const created: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: object) => {
      created.push(name);
      return rules;
    },
  });
  const { afterHtmlPolicy } = await import('./afterHtmlPolicy');
  const load = vi.fn(() => Promise.resolve({ policiesWhenLoaded: [...created] }));

  await expect(afterHtmlPolicy(load)).resolves.toEqual({ policiesWhenLoaded: [HTML_POLICY] });
  await afterHtmlPolicy(load);
  expect(load).toHaveBeenCalledTimes(2);
  expect(created).toEqual([HTML_POLICY]);
});

it('does not load the code when the policy cannot be made (another default policy won)', async () => {
  vi.stubGlobal('trustedTypes', {
    createPolicy: () => {
      throw new TypeError('Policy with name "default" already exists.');
    },
  });
  const { afterHtmlPolicy } = await import('./afterHtmlPolicy');
  const load = vi.fn(() => Promise.resolve('leaflet'));
  await expect(afterHtmlPolicy(load)).rejects.toThrow('already exists');
  expect(load).not.toHaveBeenCalled();
});
