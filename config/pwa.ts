import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { FOREST_GREEN } from '../src/app/colors.ts';
import { WEB_APP_MANIFEST_HREF } from '../src/i18n/language.ts';

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

/** The manifests' file names in the build, as the page links them (src/i18n/language.ts). */
export const WEB_APP_MANIFEST_FILES = {
  nb: WEB_APP_MANIFEST_HREF.nb.slice(1),
  en: WEB_APP_MANIFEST_HREF.en.slice(1),
};

/**
 * What the English manifest changes (#43): its language and description. 'Skogportalen' is a proper name, the
 * same in both. The web app manifest has no per-language fields that browsers read (the W3C's
 * `translations` member is only a proposal, which Chromium does not implement), so the English is a second
 * manifest, the same app (one `id`, icons and start page), which the page links while it is in English
 * (src/i18n/language.ts); the Norwegian stays what index.html links. docs/i18n.md says why.
 */
export const WEB_APP_MANIFEST_EN = {
  lang: 'en',
  description: 'Self-service for forest owners and partners: timber contracts, orders and finances.',
} satisfies Partial<ManifestOptions>;

/**
 * Writes the English manifest beside vite-plugin-pwa's Norwegian one ({@link WEB_APP_MANIFEST_FILES}): the same
 * JSON with {@link WEB_APP_MANIFEST_EN}. After VitePWA in the plugins, whose generateBundle emits the Norwegian;
 * the worker's precache (the build's `*.webmanifest`) then holds both.
 */
export function englishWebAppManifest(): Plugin {
  return {
    name: 'skogportal-english-web-app-manifest',
    apply: 'build',
    // VitePWA's build plugin is a 'post' one: after it.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const norwegian = bundle[WEB_APP_MANIFEST_FILES.nb];
      if (norwegian?.type !== 'asset') {
        throw new Error(`${WEB_APP_MANIFEST_FILES.nb} finnes ikke i bygget: VitePWA må stå foran`);
      }
      const manifest = JSON.parse(String(norwegian.source)) as Record<string, unknown>;
      this.emitFile({
        type: 'asset',
        fileName: WEB_APP_MANIFEST_FILES.en,
        source: JSON.stringify({ ...manifest, ...WEB_APP_MANIFEST_EN }),
      });
    },
  };
}

/** The files Workbox's precache manifest in a built sw.js names (paths relative to the build, no revision). */
export const precacheUrls = (workerSource: string): string[] =>
  [...workerSource.matchAll(/\{url:"([^"]+)",revision:(?:null|"[^"]*")\}/g)].map(([, url]) => url ?? '');

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), which names it by its source module. */
export interface BuildChunk {
  file: string;
  /** The chunk's name: its module's, or a codeSplitting group's ({@link FRAME_GROUPS}). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, BuildChunk>;

/**
 * What every signed-in page waits for besides the entry and its own code (lazy in src/app/router.tsx):
 * RequireAuth, the query client and the signed-in layout. scripts/size.ts counts them for every signed-in
 * page; the worker precaches them.
 */
export const SIGNED_IN_FRAME = [
  'src/app/RequireAuth.tsx',
  'src/api/queryClient.ts',
  'src/app/layouts/AuthenticatedLayout.tsx',
];

/**
 * The catalogs of the frame's texts (#43, src/i18n/i18n.ts), in both languages: the entry loads the active
 * language's before the first render, the signed-in layout its own with it, and every page that fetches the
 * shared texts (`common`: components, dialogs, the domain's code labels) with the query client, so they are part
 * of the app shell (a tab opened offline starts in either language). A page's own catalog is cached when first
 * used, as the page's code is. scripts/size.ts counts the Norwegian ones.
 */
export const FRAME_CATALOGS = {
  nb: [
    'src/locales/nb/frame.po',
    'src/locales/nb/route-error.po',
    'src/locales/nb/layout.po',
    'src/locales/nb/common.po',
  ],
  en: [
    'src/locales/en/frame.po',
    'src/locales/en/route-error.po',
    'src/locales/en/layout.po',
    'src/locales/en/common.po',
  ],
};

/**
 * The frame's modules in chunks of their own, each with what it imports (vite.config.ts's codeSplitting
 * groups): every route that fetches loads the query client's, every signed-in page the other, all of it
 * before it renders, so one chunk each instead of ~25 small shared ones (a phone on HTTP/1.1 fetches six at a
 * time). The manifest then names such a module's chunk by the group, not by the module.
 */
export const FRAME_GROUPS: Record<string, readonly string[]> = {
  query: ['src/api/queryClient.ts'],
  'signed-in': ['src/app/RequireAuth.tsx', 'src/app/layouts/AuthenticatedLayout.tsx'],
};

/** The manifest's key of the chunk that holds `module`: the module's own, or its group's. */
export function manifestKeyOf(manifest: BuildManifest, module: string): string {
  if (manifest[module]) return module;
  const group = Object.entries(FRAME_GROUPS).find(([, modules]) => modules.includes(module))?.[0];
  const key = group && Object.keys(manifest).find((candidate) => manifest[candidate]?.name === group);
  if (!key) throw new Error(`${module} finnes ikke i byggemanifestet (dist/.vite/manifest.json)`);
  return key;
}

/**
 * What every signed-in page loads after it is drawn, and needs offline all the same: the sign-in library
 * (renewal and the session watch start when the browser is idle, src/auth/auth.ts), the toasts (with the
 * first one, such as 'you are offline, nothing was sent'), the offline copy (src/app/RequireAuth.tsx), the
 * person's menu (src/app/layouts/AppHeader.tsx) and the session's end warning. Precached, not counted before
 * a page is interactive.
 */
export const SIGNED_IN_LATER = [
  'src/auth/oidc.ts',
  'src/components/toasts/ToastDisplay.tsx',
  'src/offline/offlineCopy.ts',
  'src/app/layouts/UserMenu.tsx',
  'src/app/SessionExpiryWarning.tsx',
  // The shared texts' loader (src/app/router.tsx): a page waits for it beside the query client (scripts/size.ts
  // counts it), but it is not preloaded with the frame, only precached for a tab opened offline.
  'src/app/sharedTexts.ts',
  // Where every area's catalog is found by name (src/i18n/i18n.ts): the first page beyond the sign-in needs it.
  'src/i18n/areaCatalogs.ts',
];

/** The files of the build index.html loads by itself: the entry script, modulepreload and stylesheet links. */
export const htmlAssets = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+)"/g)].map(
    ([, file]) => file ?? '',
  );

/**
 * The app shell: what a visit needs before any page can draw, offline too. index.html and the files it loads,
 * the entry with everything it imports statically, and the signed-in frame ({@link SIGNED_IN_FRAME}) with its
 * static imports; each with its CSS and assets. Not in it: the pages' own chunks and what only they import, the
 * heavy parts behind lazy imports (pdf.js, leaflet, the charts, the date pickers) and the telemetry SDK. Those
 * are cached when first used ({@link FIRST_USE_CACHE}).
 */
export function appShellFiles(manifest: BuildManifest, html: string): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} finnes ikke i byggemanifestet (dist/.vite/manifest.json)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    chunk.imports?.forEach(add);
  };
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  for (const module of [...SIGNED_IN_FRAME, ...SIGNED_IN_LATER, ...FRAME_CATALOGS.nb, ...FRAME_CATALOGS.en])
    add(manifestKeyOf(manifest, module));
  for (const file of htmlAssets(html)) {
    const key = keyOf.get(file);
    if (key) add(key);
    else files.add(file);
  }
  return files;
}

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];
type PrecacheEntry = Parameters<ManifestTransform>[0][number];

/**
 * Workbox's precache list cut to the app shell: of the build's content-hashed files (assets/), only those of
 * {@link appShellFiles}; the rest of the build's own files (index.html, icons, logos, the web app manifest)
 * stay.
 */
export const appShellEntries = <Entry extends Pick<PrecacheEntry, 'url'>>(
  entries: Entry[],
  shell: ReadonlySet<string>,
): Entry[] => entries.filter(({ url }) => !url.startsWith('assets/') || shell.has(url));

/** Where `vite build` writes (vite.config.ts keeps Vite's default). */
const BUILD_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * The worker's cache for the build's files that are not precached, filled the first time each is used: a
 * page's chunks, pdf.js and its worker, leaflet and geoman, the charts, the date pickers, the telemetry SDK.
 * Cache first: the names carry a content hash, so a cached file is never stale.
 */
export const FIRST_USE_CACHE = 'skogportalen-brukte-filer';

/**
 * Files of old releases are never asked for again, so the least recently used go first. Room for the whole
 * build's files outside the precache (scripts/size.ts fails when they no longer fit), so a release's own files
 * are not pushed out by each other.
 */
export const FIRST_USE_MAX_ENTRIES = 250;

export const pwaOptions = (buildDir = BUILD_DIR): Partial<VitePWAOptions> => ({
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered by the portal after the first page is idle, not by a script in index.html.
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: WEB_APP_MANIFEST_FILES.nb,
  manifest: WEB_APP_MANIFEST,
  // The hot-reloading dev server runs without a worker.
  devOptions: { enabled: false },
  workbox: {
    // The build's files, cut to the app shell below: the first visit (often on mobile data) downloads what
    // any page needs, not every page and library. Vite's build manifest (.vite/) is read here and by
    // scripts/size.ts; the browser never needs it.
    globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
    globIgnores: ['.vite/**'],
    manifestTransforms: [
      async (entries) => {
        const [manifest, html] = await Promise.all([
          readFile(join(buildDir, '.vite', 'manifest.json'), 'utf8'),
          readFile(join(buildDir, 'index.html'), 'utf8'),
        ]);
        const shell = appShellFiles(JSON.parse(manifest) as BuildManifest, html);
        return { manifest: appShellEntries(entries, shell) };
      },
    ],
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
      {
        // Serialised too: the build's content-hashed files that are not precached (a precached one is
        // answered by the precache's route, which comes first).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: FIRST_USE_CACHE,
          cacheableResponse: { statuses: [200] },
          // A content-hashed file is the same for whoever asks. A server's `Vary: Origin` (vite preview's CORS)
          // would otherwise hide a file stored from the page's list (src/offline/cacheFirstVisit.ts, a request
          // without Origin) from the module import that asks for it with one.
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: FIRST_USE_MAX_ENTRIES, purgeOnQuotaError: true },
        },
      },
    ],
  },
});
