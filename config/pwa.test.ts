import { describe, expect, it } from 'vitest';
import type { RouteMatchCallbackOptions } from 'workbox-core';
import { NAVIGATE_FALLBACK_DENYLIST, NETWORK_ONLY_PATHS, pwaOptions, WEB_APP_MANIFEST } from './pwa.ts';

const PORTAL = 'https://skog.example.no';

/** Whether a navigation to `path` gets the app shell from the service worker (Workbox matches path + query). */
const getsShell = (path: string) => {
  const url = new URL(path, PORTAL);
  return !NAVIGATE_FALLBACK_DENYLIST.some((pattern) => pattern.test(`${url.pathname}${url.search}`));
};

/** Whether the worker's runtime route sends a request for `url` to the network only. */
const networkOnly = (url: string) => {
  const route = pwaOptions().workbox?.runtimeCaching?.[0];
  const match = route?.urlPattern;
  if (typeof match !== 'function') throw new Error('expected a match function');
  const parsed = new URL(url);
  return (
    route?.handler === 'NetworkOnly' &&
    Boolean(match({ url: parsed, sameOrigin: parsed.origin === PORTAL } as RouteMatchCallbackOptions))
  );
};

describe('the service worker', () => {
  it('answers the portal’s routes with the app shell, also with a query or a sign-in callback', () => {
    for (const path of [
      '/',
      '/login/bankId',
      '/login/callback?code=abc.def&state=1',
      '/timberContract',
      '/timberContract/signContract',
      '/ideaBank/registerArrangement?id=7',
    ]) {
      expect(getsShell(path), path).toBe(true);
    }
  });

  it('leaves the API, the configuration, OpenID endpoints and files to the server', () => {
    for (const path of [
      '/api',
      '/api/contracts',
      '/config.json',
      '/.well-known/openid-configuration',
      '/robots.txt',
    ]) {
      expect(getsShell(path), path).toBe(false);
    }
  });

  it('never caches the API or the configuration: network only, as the same pattern everywhere', () => {
    expect(networkOnly(`${PORTAL}/api/contracts?accountId=acc-kari`)).toBe(true);
    expect(networkOnly(`${PORTAL}/config.json`)).toBe(true);
    expect(networkOnly(`${PORTAL}/assets/index-abc.js`)).toBe(false);
    // Another origin's /api is not this worker's business (no route: the browser fetches it as usual).
    expect(networkOnly('https://api.example.no/api/contracts')).toBe(false);
    for (const path of ['/api/contracts', '/config.json', '/assets/index.js', '/config.json.bak']) {
      expect(NETWORK_ONLY_PATHS.test(path), path).toBe(networkOnly(`${PORTAL}${path}`));
    }
  });

  it('waits for the person before a new version takes over, and registers from the portal’s own code', () => {
    const options = pwaOptions();
    expect(options.registerType).toBe('prompt');
    expect(options.injectRegister).toBe(false);
    expect(options.filename).toBe('sw.js');
    expect(options.workbox?.skipWaiting).toBe(false);
    expect(options.workbox?.clientsClaim).toBe(false);
  });
});

describe('the web app manifest', () => {
  it('is one file with Workbox inside: the worker loads no script (Trusted Types refuse importScripts)', () => {
    expect(pwaOptions().workbox?.inlineWorkboxRuntime).toBe(true);
  });

  it('is Norwegian, in the theme’s green, with the icons Chromium asks for to install it', () => {
    expect(WEB_APP_MANIFEST).toMatchObject({
      name: 'Skogportalen',
      short_name: 'Skogportalen',
      lang: 'nb',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f5c2e',
    });
    const icons = WEB_APP_MANIFEST.icons ?? [];
    expect(icons).toContainEqual(
      expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
    );
    expect(icons).toContainEqual(
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
    );
    expect(icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  });
});
