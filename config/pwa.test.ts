import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteMatchCallbackOptions } from 'workbox-core';
import {
  appShellEntries,
  appShellFiles,
  englishWebAppManifest,
  FIRST_USE_CACHE,
  FRAME_CATALOGS,
  NAVIGATE_FALLBACK_DENYLIST,
  NETWORK_ONLY_PATHS,
  pwaOptions,
  SIGNED_IN_FRAME,
  SIGNED_IN_LATER,
  WEB_APP_MANIFEST,
  WEB_APP_MANIFEST_FILES,
  type BuildManifest,
} from './pwa.ts';
import { WEB_APP_MANIFEST_HREF } from '../src/i18n/language.ts';

const PORTAL = 'https://skog.example.no';

/** Whether a navigation to `path` gets the app shell from the service worker (Workbox matches path + query). */
const getsShell = (path: string) => {
  const url = new URL(path, PORTAL);
  return !NAVIGATE_FALLBACK_DENYLIST.some((pattern) => pattern.test(`${url.pathname}${url.search}`));
};

/** The worker's runtime route for a GET of `url`: the first that matches, as Workbox's router picks. */
const routeFor = (url: string) => {
  const parsed = new URL(url);
  return pwaOptions().workbox?.runtimeCaching?.find(({ urlPattern }) => {
    if (typeof urlPattern !== 'function') throw new Error('expected a match function');
    return Boolean(
      urlPattern({ url: parsed, sameOrigin: parsed.origin === PORTAL } as RouteMatchCallbackOptions),
    );
  });
};

/** Whether the worker's runtime routes send a request for `url` to the network only. */
const networkOnly = (url: string) => routeFor(url)?.handler === 'NetworkOnly';

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

/**
 * A build as Vite's manifest describes it, shaped like the portal's: the entry (index.html) with its static
 * imports and lazy modules (the signed-in frame, pages, telemetry); pages import shared chunks and lazy
 * widgets, which load the heavy libraries.
 */
const BUILD: BuildManifest = {
  'index.html': {
    file: 'assets/index-e.js',
    isEntry: true,
    imports: ['_react-r.js'],
    dynamicImports: [
      ...SIGNED_IN_FRAME,
      ...SIGNED_IN_LATER,
      'src/features/login/LoginPage.tsx',
      'src/features/timber-contracts/ContractListPage.tsx',
      'src/features/economics/EconomicsPage.tsx',
      'src/telemetry/applicationInsights.ts',
      ...FRAME_CATALOGS.nb,
      ...FRAME_CATALOGS.en,
      'src/locales/nb/one-time-code.po',
    ],
  },
  // The languages' catalogs (#43): each its own chunk, loaded with import().
  ...Object.fromEntries(
    [...FRAME_CATALOGS.nb, ...FRAME_CATALOGS.en, 'src/locales/nb/one-time-code.po'].map((key, index) => [
      key,
      { file: `assets/catalog${String(index)}.js`, isDynamicEntry: true },
    ]),
  ),
  '_react-r.js': { file: 'assets/react-r.js' },
  '_runtime-x.js': { file: 'assets/runtime-x.js' },
  '_Menu-m.js': { file: 'assets/Menu-m.js', imports: ['_react-r.js'] },
  '_TextField-t.js': { file: 'assets/TextField-t.js', imports: ['_react-r.js'] },
  '_SignIn-s.js': { file: 'assets/SignIn-s.js' },
  ...Object.fromEntries(
    SIGNED_IN_FRAME.map((key, index) => [
      key,
      {
        file: `assets/frame${String(index)}.js`,
        isDynamicEntry: true,
        imports: index === 0 ? ['_Menu-m.js', '_runtime-x.js'] : ['_react-r.js'],
        css: key.endsWith('AuthenticatedLayout.tsx') ? ['assets/layout.css'] : [],
      },
    ]),
  ),
  ...Object.fromEntries(
    SIGNED_IN_LATER.map((key, index) => [
      key,
      { file: `assets/later${String(index)}.js`, isDynamicEntry: true, imports: ['_react-r.js'] },
    ]),
  ),
  'src/features/login/LoginPage.tsx': {
    file: 'assets/LoginPage-l.js',
    isDynamicEntry: true,
    imports: ['_SignIn-s.js'],
  },
  'src/features/timber-contracts/ContractListPage.tsx': {
    file: 'assets/ContractListPage-c.js',
    isDynamicEntry: true,
    imports: ['_Menu-m.js', '_TextField-t.js', '_PdfPreview-p.js', '_ContractMap-k.js'],
  },
  'src/features/economics/EconomicsPage.tsx': {
    file: 'assets/EconomicsPage-o.js',
    isDynamicEntry: true,
    imports: ['_TextField-t.js', '_EconomicsView-v.js'],
  },
  '_PdfPreview-p.js': {
    file: 'assets/PdfPreview-p.js',
    dynamicImports: [
      'node_modules/pdfjs-dist/build/pdf.mjs',
      'node_modules/pdfjs-dist/build/pdf.worker.min.mjs',
    ],
  },
  'node_modules/pdfjs-dist/build/pdf.mjs': { file: 'assets/pdf-a.js', isDynamicEntry: true },
  'node_modules/pdfjs-dist/build/pdf.worker.min.mjs': {
    file: 'assets/pdf.worker.min-w.mjs',
    isDynamicEntry: true,
  },
  '_ContractMap-k.js': {
    file: 'assets/ContractMap-k.js',
    dynamicImports: ['src/components/map/LeafletMap.tsx'],
  },
  'src/components/map/LeafletMap.tsx': {
    file: 'assets/LeafletMap-q.js',
    isDynamicEntry: true,
    imports: ['node_modules/leaflet/dist/leaflet-src.js', '_react-r.js'],
    css: ['assets/LeafletMap-q.css'],
  },
  'node_modules/leaflet/dist/leaflet-src.js': { file: 'assets/leaflet-src-z.js', isDynamicEntry: true },
  '_EconomicsView-v.js': {
    file: 'assets/EconomicsView-v.js',
    dynamicImports: ['src/features/economics/EconomicsBarChart.tsx'],
  },
  'src/features/economics/EconomicsBarChart.tsx': {
    file: 'assets/EconomicsBarChart-b.js',
    isDynamicEntry: true,
  },
  'src/telemetry/applicationInsights.ts': { file: 'assets/applicationInsights-i.js', isDynamicEntry: true },
};

/** index.html as the build writes it: the entry, and modulepreload links (the sign-in page's chunks). */
const HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-e.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-r.js">
<link rel="modulepreload" crossorigin href="/assets/LoginPage-l.js">
<link rel="manifest" href="/manifest.webmanifest">
</head><body><div id="root"></div></body></html>`;

const chunkOfFile = (file: string) => Object.values(BUILD).find((chunk) => chunk.file === file);

/** Every file reachable from `keys` through static imports (with their CSS). */
const staticallyReached = (keys: string[], files = new Set<string>()): Set<string> => {
  for (const key of keys) {
    const chunk = BUILD[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    staticallyReached(chunk.imports ?? [], files);
  }
  return files;
};

describe('the precache: the app shell only', () => {
  const shell = appShellFiles(BUILD, HTML);
  const entries = Object.keys(BUILD).filter((key) => BUILD[key]?.isEntry);

  it('holds the entry, the signed-in frame, what it loads later and what index.html loads, each with all it imports statically', () => {
    const needed = staticallyReached([
      ...entries,
      ...SIGNED_IN_FRAME,
      ...SIGNED_IN_LATER,
      'src/features/login/LoginPage.tsx',
    ]);
    expect(needed).toContain('assets/layout.css');
    expect(needed.size).toBeGreaterThan(entries.length + SIGNED_IN_FRAME.length);
    for (const file of needed) expect(shell, file).toContain(file);
  });

  it('is closed under static imports: nothing in it waits for a file outside it', () => {
    for (const file of shell) {
      const chunk = chunkOfFile(file);
      for (const imported of staticallyReached(chunk?.imports ?? []))
        expect(shell, `${file} → ${imported}`).toContain(imported);
      for (const css of chunk?.css ?? []) expect(shell, css).toContain(css);
    }
  });

  it('leaves out the pages’ own chunks and what only they or a lazy import reach: pdf.js, the map, charts, telemetry', () => {
    const neededByTheShell = staticallyReached([
      ...entries,
      ...SIGNED_IN_FRAME,
      ...SIGNED_IN_LATER,
      'src/features/login/LoginPage.tsx',
      // The frame's catalogs are in the shell too (#43), loaded with import() like the frame.
      ...FRAME_CATALOGS.nb,
      ...FRAME_CATALOGS.en,
    ]);
    const rest = Object.values(BUILD)
      .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
      .filter((file) => !neededByTheShell.has(file));
    expect(rest).toEqual(
      expect.arrayContaining([
        'assets/ContractListPage-c.js',
        'assets/pdf-a.js',
        'assets/pdf.worker.min-w.mjs',
        'assets/leaflet-src-z.js',
        'assets/LeafletMap-q.css',
        'assets/EconomicsBarChart-b.js',
        'assets/applicationInsights-i.js',
      ]),
    );
    for (const file of rest) expect(shell, file).not.toContain(file);
  });

  it('holds the frame’s catalogs in both languages, so a tab opened offline starts in either, but not a page’s', () => {
    for (const key of [...FRAME_CATALOGS.nb, ...FRAME_CATALOGS.en]) {
      expect(shell, key).toContain(BUILD[key]?.file);
    }
    expect(shell).not.toContain(BUILD['src/locales/nb/one-time-code.po']?.file);
  });

  it('fails the build when a module of the signed-in frame is no longer in it (renamed or moved)', () => {
    const { [SIGNED_IN_FRAME[0] ?? '']: _gone, ...without } = BUILD;
    expect(() => appShellFiles(without, HTML)).toThrow(SIGNED_IN_FRAME[0]);
  });

  it('keeps the build’s other files (index.html, icons, the web app manifest) and drops other assets', () => {
    const precache = [
      'index.html',
      'manifest.webmanifest',
      'icons/icon-192.png',
      'logo.svg',
      ...Object.values(BUILD).map((chunk) => chunk.file),
    ].map((url) => ({ url, revision: null, size: 1 }));
    const kept = appShellEntries(precache, shell).map(({ url }) => url);
    expect(kept).toEqual(
      expect.arrayContaining(['index.html', 'manifest.webmanifest', 'icons/icon-192.png', 'logo.svg']),
    );
    const listedAssets = precache.map(({ url }) => url).filter((url) => url.startsWith('assets/'));
    for (const url of listedAssets) expect(kept.includes(url), url).toBe(shell.has(url));
  });

  it('is cut from Workbox’s list by the worker’s build, which reads the build’s manifest and index.html', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skogportal-pwa-'));
    try {
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(BUILD));
      writeFileSync(join(dir, 'index.html'), HTML);
      const transform = pwaOptions(dir).workbox?.manifestTransforms?.[0];
      if (!transform) throw new Error('expected a manifest transform');
      const listed = ['index.html', ...Object.values(BUILD).map((chunk) => chunk.file)].map((url) => ({
        url,
        revision: null,
        size: 1,
      }));
      const { manifest } = await transform(listed);
      expect(manifest.map(({ url }) => url).sort()).toEqual(
        ['index.html', ...[...shell].filter((file) => file.endsWith('.js'))].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the build’s other files: cached when first used', () => {
  it('answers the build’s files from its own cache first, and fetches and keeps them when missing', () => {
    const route = routeFor(`${PORTAL}/assets/pdf.worker.min-CIqJB0yW.mjs`);
    expect(route?.handler).toBe('CacheFirst');
    expect(route?.options?.cacheName).toBe(FIRST_USE_CACHE);
    for (const file of ['/assets/pdf-a.js', '/assets/LeafletMap-q.css', '/assets/EconomicsBarChart-b.js']) {
      const other = routeFor(`${PORTAL}${file}`);
      expect(other?.handler, file).toBe('CacheFirst');
      expect(other?.options?.cacheName, file).toBe(FIRST_USE_CACHE);
    }
  });

  it('keeps only whole answers, and a bounded number of files that gives way when storage runs out', () => {
    const options = routeFor(`${PORTAL}/assets/pdf-a.js`)?.options;
    expect(options?.cacheableResponse?.statuses).toEqual([200]);
    expect(options?.expiration?.maxEntries).toBeGreaterThan(0);
    expect(options?.expiration?.purgeOnQuotaError).toBe(true);
    // Found whatever headers the asking request has: stored from the page's list, asked for by a module import.
    expect(options?.matchOptions?.ignoreVary).toBe(true);
    // Content-hashed files never go stale: an age limit would only drop what is still in use offline.
    expect(options?.expiration?.maxAgeSeconds).toBeUndefined();
  });

  it('caches nothing else: not the API, the configuration, pages, or other origins', () => {
    expect(routeFor(`${PORTAL}/api/assets/1`)?.handler).toBe('NetworkOnly');
    expect(routeFor(`${PORTAL}/config.json`)?.handler).toBe('NetworkOnly');
    expect(routeFor(`${PORTAL}/index.html`)).toBeUndefined();
    expect(routeFor(`${PORTAL}/timberContract`)).toBeUndefined();
    expect(routeFor('https://tiles.example.no/assets/1/2/3.png')).toBeUndefined();
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

describe('the English web app manifest (#43)', () => {
  /** The plugin's generateBundle over a bundle that holds `files`; what it emits. */
  const emitted = (files: Record<string, { type: 'asset'; source: string }>) => {
    const emits: { fileName?: string; source?: unknown }[] = [];
    const { generateBundle } = englishWebAppManifest();
    if (typeof generateBundle !== 'function') throw new Error('expected a generateBundle function');
    const context = { emitFile: (file: { fileName?: string; source?: unknown }) => emits.push(file) };
    (generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, files);
    return emits;
  };
  const norwegian = JSON.stringify({ ...WEB_APP_MANIFEST, description: WEB_APP_MANIFEST.description });

  it('is the Norwegian one in English: the same app (id, name, icons, start page), its description and lang English', () => {
    const [file, ...more] = emitted({ 'manifest.webmanifest': { type: 'asset', source: norwegian } });
    expect(more).toEqual([]);
    expect(file?.fileName).toBe('manifest.en.webmanifest');
    const manifest = JSON.parse(String(file?.source)) as Record<string, unknown>;
    const { lang, description, ...rest } = manifest;
    expect({ lang, description }).toEqual({
      lang: 'en',
      description: 'Self-service for forest owners and partners: timber contracts, orders and finances.',
    });
    const {
      lang: _nbLang,
      description: _nbDescription,
      ...norwegianRest
    } = JSON.parse(norwegian) as Record<string, unknown>;
    expect(rest).toEqual(norwegianRest);
    expect(rest).toMatchObject({ id: '/', name: 'Skogportalen', short_name: 'Skogportalen', start_url: '/' });
  });

  it('stops the build when VitePWA’s Norwegian manifest is not in the bundle (the plugin must come after it)', () => {
    expect(() => emitted({})).toThrow(/manifest\.webmanifest finnes ikke i bygget/);
  });

  it('is the file the page links in English, and the Norwegian is VitePWA’s', () => {
    expect(WEB_APP_MANIFEST_FILES).toEqual({ nb: 'manifest.webmanifest', en: 'manifest.en.webmanifest' });
    expect(WEB_APP_MANIFEST_HREF).toEqual({ nb: '/manifest.webmanifest', en: '/manifest.en.webmanifest' });
    expect(pwaOptions().manifestFilename).toBe(WEB_APP_MANIFEST_FILES.nb);
  });

  it('is precached with the Norwegian: the worker keeps both (not content-hashed assets)', () => {
    const entries = ['manifest.webmanifest', 'manifest.en.webmanifest', 'assets/other-1.js'].map((url) => ({
      url,
    }));
    expect(appShellEntries(entries, new Set()).map(({ url }) => url)).toEqual([
      'manifest.webmanifest',
      'manifest.en.webmanifest',
    ]);
    expect(pwaOptions().workbox?.globPatterns?.join()).toContain('webmanifest');
  });
});
