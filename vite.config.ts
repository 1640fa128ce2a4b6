import { defineConfig, type Connect, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { runtimeConfigFromEnv, sandboxPorts } from './config/runtime-config.ts';
import {
  contentSecurityPolicy,
  CSP_NONCE_PLACEHOLDER,
  HTML_CACHE_CONTROL,
  isHtmlContentType,
  securityHeaders,
} from './config/security-headers.ts';
import { englishWebAppManifest, FRAME_GROUPS, pwaOptions } from './config/pwa.ts';
import {
  declaredRoutes,
  linkHeader,
  preloadsFor,
  readRoutePreloads,
  ROUTE_PRELOADS_FILE,
  routePreloads,
} from './config/route-preloads.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

/** Serves `/config.json` (the runtime configuration) from the environment in dev and preview. */
function runtimeConfig(): Plugin {
  const body = JSON.stringify(runtimeConfigFromEnv(), null, 2);
  const serve = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(body);
    });
  };
  return { name: 'skogportal-runtime-config', configureServer: serve, configurePreviewServer: serve };
}

/**
 * `vite preview` sends index.html with Cache-Control: no-cache (HTML_CACHE_CONTROL) and the address's
 * modulepreload `Link` (config/route-preloads.ts), whichever of Vite's middlewares answers with it (the file
 * itself or the SPA fallback). Decided when the headers go out, by the response's Content-Type, as the
 * on-headers pattern does: Vite's static server passes its headers to writeHead.
 */
function htmlHeaders(): Plugin {
  return {
    name: 'skogportal-html-headers',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      const preloads = readRoutePreloads(outDir);
      const config = runtimeConfigFromEnv();
      const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost').pathname;
        // A new style nonce for each answer, in its CSP and, for the page, in index.html (src/security/cspNonce.ts).
        const nonce = randomBytes(16).toString('base64');
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(config, nonce));
        // Never "304 Not Modified" for a page: the browser would keep the last body (its nonce) under this
        // answer's CSP. The hashed files may be revalidated as usual.
        if (!pathname.startsWith('/assets/')) {
          delete req.headers['if-none-match'];
          delete req.headers['if-modified-since'];
        }
        // A page is sent uncompressed: its nonce is written into the body here, and compression comes after.
        // Anything that is not a file of the build (other than index.html) may be answered with the page, the SPA
        // fallback; the build's files keep their compression.
        if (pathname.endsWith('.html') || !isFile(join(outDir, pathname)))
          delete req.headers['accept-encoding'];
        let html = false;
        // This answer is a page: asked for again each time, its address's preloads, and its body held to write
        // the nonce in (so its length and ETag no longer hold). Known when its headers are: given to writeHead,
        // or set before a write or an end that sends them.
        const markAsPage = () => {
          html = true;
          res.removeHeader('Content-Length');
          res.removeHeader('ETag');
          res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
          const files = preloadsFor(preloads, pathname);
          if (files.length > 0) res.setHeader('Link', linkHeader(files));
        };
        const decide = () => {
          if (!html && !res.headersSent && isHtmlContentType(res.getHeader('Content-Type'))) markAsPage();
        };
        const writeHead = res.writeHead.bind(res) as (
          statusCode: number,
          ...rest: unknown[]
        ) => ServerResponse;
        res.writeHead = (statusCode: number, ...rest: unknown[]) => {
          // writeHead(status, [message], [headers]): headers given here win over res.setHeader.
          const headers = rest.find(
            (arg): arg is OutgoingHttpHeaders =>
              typeof arg === 'object' && arg !== null && !Array.isArray(arg),
          );
          const contentType =
            headers?.['Content-Type'] ?? headers?.['content-type'] ?? res.getHeader('Content-Type');
          if (isHtmlContentType(contentType)) {
            for (const name of ['Cache-Control', 'Content-Length', 'ETag']) {
              if (headers) {
                Reflect.deleteProperty(headers, name);
                Reflect.deleteProperty(headers, name.toLowerCase());
              }
            }
            markAsPage();
          }
          return writeHead(statusCode, ...rest);
        };
        // The page's body, held until its end to write the nonce in: index.html is a few kilobytes.
        const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
        const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
        const chunks: Buffer[] = [];
        const keep = (chunk: unknown) => {
          if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
        };
        res.write = ((chunk: unknown, ...rest: unknown[]) => {
          decide();
          if (!html) return write(chunk, ...rest);
          keep(chunk);
          return true;
        }) as typeof res.write;
        res.end = ((...args: unknown[]) => {
          decide();
          if (!html) return end(...args);
          const [chunk] = args;
          if (typeof chunk !== 'function') keep(chunk);
          return end(Buffer.concat(chunks).toString('utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
        }) as typeof res.end;
        next();
      });
    },
  };
}

/**
 * Writes each address's first-render chunks (config/route-preloads.ts) beside Vite's manifest, for the
 * servers' `Link` headers. The build fails when a route's page is not in the manifest.
 */
function routePreloadMap(): Plugin {
  let root = process.cwd();
  return {
    name: 'skogportal-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('Bygget mangler index.html');
      const htmlPreloaded = [
        ...String(html.source).matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
      ]
        .map((match) => match[1] ?? '')
        .filter(Boolean);
      // What the HTML asks for itself besides the entry's chunks: the stylesheet (the first paint waits for it)
      // and the configuration (the entry waits for it).
      const htmlSource = String(html.source);
      const hrefs = (pattern: RegExp) => [...htmlSource.matchAll(pattern)].map((match) => match[1] ?? '');
      const htmlLoads = [
        ...hrefs(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/g),
        ...hrefs(/<link rel="preload"[^>]*href="(\/config\.json)"/g),
      ].filter(Boolean);
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          moduleIds: chunk.moduleIds.map((id) => relative(root, id).split(sep).join('/')),
        }));
      const preloads = routePreloads(chunks, declaredRoutes(root), htmlPreloaded, htmlLoads);
      const file = join(options.dir ?? join(root, 'dist'), ROUTE_PRELOADS_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(preloads, null, 2));
    },
  };
}

/**
 * `<link rel="modulepreload">` in index.html for the sign-in page's chunk and its imports: the page most
 * first visits land on (every signed-out address leads there). Without it the browser asks for the chunk only
 * after the entry has run and the router has started, one round trip later. Other routes load ~2 kB gzip
 * they do not use; index.html is the same for every address.
 */
function preloadSignInPage(): Plugin {
  const page = 'src/features/login/LoginPage.tsx';
  return {
    name: 'skogportal-preload-sign-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page));
        if (!entry || !pageChunk) throw new Error(`Fant ikke inngangen eller ${page} i bygget`);
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (loaded.has(fileName) || files.has(fileName)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(add);
        };
        add(pageChunk.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * MUI's `createTheme` imports its CSS-variables theme builder whatever the theme asks for, and the builder
 * (with what only it uses) is 4.3 kB gzip of the entry every page loads first. The portal's theme
 * (src/app/theme.ts) has no `cssVariables`, so `createTheme` never calls it: in the build it is a stub that
 * says so, should a theme with CSS variables ever reach it. Found by the importing file, so an MUI that moves
 * it only makes the entry bigger again (`npm run size` says so), never breaks the build.
 */
function withoutThemeCssVariables(): Plugin {
  const stub = '\0skogportal:no-theme-css-variables';
  return {
    name: 'skogportal-without-theme-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer
        ?.split('\\')
        .join('/')
        .endsWith('@mui/material/styles/createTheme.mjs');
      return fromCreateTheme && source === './createThemeWithVars.mjs' ? stub : null;
    },
    load(id) {
      if (id !== stub) return null;
      return [
        'export default function createThemeWithVars() {',
        "  throw new Error('Temaet bruker CSS-variabler: fjern withoutThemeCssVariables() i vite.config.ts');",
        '}',
      ].join('\n');
    },
  };
}

const ports = sandboxPorts();
const apiProxy = {
  '/api': {
    target: process.env.SANDBOX_API_URL ?? `http://127.0.0.1:${String(ports.api)}`,
    changeOrigin: true,
  },
};

/**
 * `npm run analyze`: which modules each chunk holds, gzipped, as a treemap in .analyze/ (only then; the normal
 * build does not run it).
 */
const analyze = process.env.ANALYZE
  ? [
      visualizer({
        filename: `.analyze/stats.${process.env.ANALYZE === 'json' ? 'json' : 'html'}`,
        template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
        gzipSize: true,
      }),
    ]
  : [];

export default defineConfig({
  plugins: [
    withoutThemeCssVariables(),
    react(),
    // Lingui (#43, docs/i18n.md): the catalogs compiled when imported (a missing English text fails the build),
    // and the macros (t, Trans, msg, plural) turned into message ids by Babel, only in the files that use them.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    runtimeConfig(),
    htmlHeaders(),
    preloadSignInPage(),
    routePreloadMap(),
    VitePWA(pwaOptions()),
    // The manifest in English beside VitePWA's Norwegian (#43), after it.
    englishWebAppManifest(),
    ...analyze,
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: @lingui/react's shim for older Reacts is left out (src/i18n/useSyncExternalStoreShim.ts).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/i18n/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __APP_NAME__: JSON.stringify(pkg.name),
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: { host: 'localhost', port: ports.portal, strictPort: true, proxy: apiProxy },
  preview: {
    host: 'localhost',
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    strictPort: true,
    proxy: apiProxy,
    // The CSP, with each answer's own style nonce, comes from htmlHeaders().
    headers: Object.fromEntries(
      Object.entries(securityHeaders(runtimeConfigFromEnv())).filter(
        ([name]) => name !== 'Content-Security-Policy',
      ),
    ),
  },
  // No source maps in the build: dist/ is published as it is, and maps would hand out the source.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Browsers without modulepreload (Safari before 17) fetch the modules when imported instead; the
    // polyfill would cost every other browser 0.5 kB gzip in the entry.
    modulePreload: { polyfill: false },
    // React, React DOM and React Router in one chunk: every page needs all of them, and one chunk compresses
    // better than the three shared chunks Rolldown would otherwise split them into.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 40,
            },
            { name: 'initial', tags: ['$initial'], priority: 30 },
            // The frame's chunks (config/pwa.ts FRAME_GROUPS): each module with what it imports.
            ...Object.entries(FRAME_GROUPS).map(([name, modules], index) => ({
              name,
              test: (id: string) => modules.some((module) => id.split('\\').join('/').endsWith(`/${module}`)),
              priority: 20 - index,
            })),
          ],
        },
      },
    },
  },
  test: {
    globals: false,
    env: { TZ: 'Europe/Oslo' },
    // Every core: Vitest's default leaves one for itself, which on CI's two cores is a single worker.
    maxWorkers: '100%',
    // A guard against a test that hangs, not a speed check: the heaviest jsdom tests (the idea bank's form with
    // the date pickers, the timber registration) take 8–10 s on a quiet CI machine and 20–30 s beside a CPU hog
    // on a busy one (#37: 20 s failed them there).
    testTimeout: 60_000,
    projects: [
      // The app's files share their worker's libraries instead of loading React, MUI and MSW anew for each file,
      // which was half the project's time (258 → 133 s on two cores); each file still gets a new jsdom page and
      // the portal's own modules anew (tests/setup.ts), so nothing a module keeps reaches the next file.
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'tests/app/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/domain/**'],
        },
      },
      // The domain's rules are pure functions (no DOM, no page, no state between calls): their files need
      // neither a page of their own nor the sandbox, so they share one module graph without jsdom.
      {
        extends: true,
        test: {
          name: 'domain',
          environment: 'node',
          // Norwegian, with every area's texts in both languages (#43: a code's label is in the active language).
          setupFiles: ['./tests/setupDomain.ts'],
          isolate: false,
          include: ['src/domain/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The sandbox's tests compare its Norwegian answers with the portal's texts (#43), in Norwegian.
          setupFiles: ['./tests/setupDomain.ts'],
          include: [
            'sandbox/**/*.test.ts',
            'tests/sandbox-*/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'config/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
