import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { FOREST_GREEN } from '../src/app/colors.ts';

/**
 * The service worker (/sw.js, Workbox's generateSW through vite-plugin-pwa) and the web app manifest. The
 * portal registers the worker itself once the first page is idle (src/offline/registerServiceWorker.ts), and
 * a new version waits for the person to click 'Oppdater' (registerType 'prompt': no skipWaiting, no
 * clientsClaim).
 */

/**
 * Same-origin paths the worker never answers from a cache: the runtime configuration and the API (personal
 * data stays out of Cache Storage; offline reading comes from the encrypted query cache, src/offline).
 */
export const NETWORK_ONLY_PATHS = /^\/(api\/|config\.json$)/;

/**
 * Navigations that must reach the server rather than get the app shell: the API, the runtime configuration,
 * OpenID endpoints should an eID broker share the portal's origin, and anything that names a file (a missing
 * file is a 404, not the portal).
 */
export const NAVIGATE_FALLBACK_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/config\.json$/,
  /^\/\.well-known\//,
  /^\/[^?]*\.[a-z0-9]+$/i,
];

export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Skogportalen',
  short_name: 'Skogportalen',
  description:
    'Selvbetjening for skogeiere og samarbeidspartnere: tømmerkontrakter, bestillinger og økonomi.',
  lang: 'nb',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: FOREST_GREEN,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export const pwaOptions = (): Partial<VitePWAOptions> => ({
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered by the portal after the first page is idle, not by a script in index.html.
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  manifest: WEB_APP_MANIFEST,
  // The hot-reloading dev server runs without a worker.
  devOptions: { enabled: false },
  workbox: {
    // Every file of the build: the shell, all route chunks (a returning visitor can open any page offline)
    // and the icons. Vite's build manifest (.vite/) is for scripts/size.ts, not the browser.
    globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
    globIgnores: ['.vite/**'],
    // pdf.js's worker (about 1.3 MB) must fit: documents already opened are readable offline.
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
    // Vite's file names carry a content hash: no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    sourcemap: false,
    // Workbox's runtime inside sw.js: a separate file would be loaded with importScripts(string), which the
    // worker's CSP (Trusted Types, as sw.js is served with the portal's headers) refuses.
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        // Serialised into sw.js: the pattern is written out, not taken from NETWORK_ONLY_PATHS.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(api\/|config\.json$)/.test(url.pathname),
        handler: 'NetworkOnly',
      },
    ],
  },
});
