import { describe, expect, it } from 'vitest';
import { declaredRoutes, linkHeader, preloadsFor, routePreloads, type BuiltChunk } from './route-preloads.ts';
import { ROUTE_TABLE } from '../src/app/routeTable.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): BuiltChunk => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});

/** A build as Rolldown writes it: the entry, the router's lazy modules, a page with a shared chunk. */
const chunks: BuiltChunk[] = [
  chunk('assets/index.js', ['src/main.tsx', 'src/app/router.tsx'], ['assets/react.js'], true),
  chunk('assets/react.js', ['node_modules/react/index.js']),
  chunk('assets/shared.js', ['src/api/http.ts', 'src/api/accountQueries.ts'], ['assets/react.js']),
  chunk('assets/queryClient.js', ['src/api/queryClient.ts'], ['assets/shared.js']),
  chunk('assets/RequireAuth.js', ['src/app/RequireAuth.tsx'], ['assets/react.js']),
  chunk('assets/Layout.js', ['src/app/layouts/AuthenticatedLayout.tsx'], ['assets/shared.js']),
  chunk('assets/prefetchPage.js', ['src/app/prefetchPage.ts']),
  chunk('assets/Page.js', ['src/features/x/Page.tsx'], ['assets/shared.js', 'assets/page-part.js']),
  chunk('assets/page-part.js', ['src/features/x/part.ts']),
  chunk('assets/LoginPage.js', ['src/features/login/LoginPage.tsx'], ['assets/react.js']),
  chunk('assets/answers.js', ['src/api/answers.ts']),
];

describe('route preloads', () => {
  it("preloads a signed-in page's chunk with what it imports, RequireAuth, the layout and the query client, after what the HTML needs first", () => {
    const preloads = routePreloads(
      chunks,
      [
        {
          path: '/x',
          public: false,
          fetchesNothing: false,
          modules: ['src/features/x/Page.tsx'],
          prefetchModules: [],
          prefetches: false,
        },
      ],
      [],
      ['/assets/index.css', '/config.json'],
    );
    const files = preloads['/x'] ?? [];
    // The stylesheet and the configuration, then the entry with its imports: the first paint and everything
    // else wait for them, so they are not left to queue behind the page's chunks.
    expect(files.slice(0, 4)).toEqual([
      '/assets/index.css',
      '/config.json',
      '/assets/index.js',
      '/assets/react.js',
    ]);
    expect(new Set(files.slice(4))).toEqual(
      new Set([
        '/assets/queryClient.js',
        '/assets/shared.js',
        '/assets/RequireAuth.js',
        '/assets/Layout.js',
        '/assets/Page.js',
        '/assets/page-part.js',
      ]),
    );
  });

  it("adds what a page's first calls need, ahead of the frame and the page, so the call can leave first", () => {
    const preloads = routePreloads(chunks, [
      {
        path: '/x',
        public: false,
        fetchesNothing: false,
        modules: ['src/features/x/Page.tsx', 'src/api/accountQueries.ts'],
        prefetchModules: ['src/api/accountQueries.ts'],
        prefetches: true,
      },
    ]);
    const files = preloads['/x'] ?? [];
    const at = (file: string) => files.indexOf(file);
    for (const call of [
      '/assets/queryClient.js',
      '/assets/prefetchPage.js',
      '/assets/shared.js',
      '/assets/answers.js',
    ]) {
      expect(at(call), call).toBeGreaterThan(-1);
      for (const later of ['/assets/RequireAuth.js', '/assets/Layout.js', '/assets/Page.js'])
        expect(at(call), `${call} before ${later}`).toBeLessThan(at(later));
    }
  });

  it("leaves out what index.html already preloads (the sign-in page's chunk)", () => {
    const preloads = routePreloads(
      chunks,
      [
        {
          path: '/login/bankId',
          public: true,
          fetchesNothing: true,
          modules: ['src/features/login/LoginPage.tsx'],
          prefetchModules: [],
          prefetches: false,
        },
      ],
      ['assets/LoginPage.js'],
    );
    expect(preloads['/login/bankId']).toEqual(['/assets/index.js', '/assets/react.js']);
  });

  it("preloads the Norwegian texts a page waits for: the frame's with the entry, then the layout's, the shared ones and the page's area with the chunk that finds them by name", () => {
    const withCatalogs = [
      ...chunks,
      chunk('assets/frame.js', ['src/locales/nb/frame.po']),
      chunk('assets/frame-en.js', ['src/locales/en/frame.po']),
      chunk('assets/layout.js', ['src/locales/nb/layout.po']),
      chunk('assets/common.js', ['src/locales/nb/common.po']),
      chunk('assets/x.js', ['src/locales/nb/x.po']),
      chunk('assets/x-en.js', ['src/locales/en/x.po']),
      chunk('assets/areaCatalogs.js', ['src/i18n/areaCatalogs.ts']),
    ];
    const preloads = routePreloads(withCatalogs, [
      {
        path: '/x',
        public: false,
        fetchesNothing: false,
        modules: ['src/features/x/Page.tsx'],
        prefetchModules: [],
        prefetches: false,
        textAreas: ['x'],
      },
    ]);
    const files = preloads['/x'] ?? [];
    expect(files.slice(0, 3)).toEqual(['/assets/index.js', '/assets/react.js', '/assets/frame.js']);
    for (const texts of ['/assets/areaCatalogs.js', '/assets/layout.js', '/assets/common.js', '/assets/x.js'])
      expect(files.indexOf(texts), texts).toBeLessThan(files.indexOf('/assets/Page.js'));
    expect(files).not.toContain('/assets/frame-en.js');
    expect(files).not.toContain('/assets/x-en.js');
  });

  it("reads the text areas a route object loads, not the sign-in page's notice loaded only after a sign-out", () => {
    const declared = declaredRoutes(process.cwd());
    const areasOf = (path: string) => declared.find((route) => route.path === path)?.textAreas;
    expect(areasOf('/timberContract')).toEqual(['timber-contracts']);
    expect(areasOf('/oneTimeCode')).toEqual(['one-time-code']);
    expect(areasOf('/login/bankId')).toEqual([]);
  });

  it('fails the build when a page is in no chunk', () => {
    expect(() =>
      routePreloads(chunks, [
        {
          path: '/y',
          public: false,
          fetchesNothing: false,
          modules: ['src/features/y/Gone.tsx'],
          prefetchModules: [],
          prefetches: false,
        },
      ]),
    ).toThrow(/Gone\.tsx/);
  });

  it('reads every page of the route table from the features’ route files, with its page module', () => {
    const declared = declaredRoutes(process.cwd());
    expect(declared.map((route) => route.path).sort()).toEqual(ROUTE_TABLE.map((route) => route.path).sort());
    const contracts = declared.find((route) => route.path === '/timberContract');
    expect(contracts?.modules).toContain('src/features/timber-contracts/ContractListPage.tsx');
    expect(contracts?.prefetches).toBe(true);
    expect(contracts?.prefetchModules).toEqual(['src/api/accountQueries.ts']);
    expect(declared.find((route) => route.path === '/login/bankId')).toMatchObject({
      public: true,
      fetchesNothing: true,
    });
  });

  it('matches an address as React Router does (any case, a trailing slash) and writes the Link header', () => {
    const preloads = { '/timberContract': ['/assets/a.js', '/assets/b.js'] };
    expect(preloadsFor(preloads, '/timbercontract/')).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(preloadsFor(preloads, '/timberContract/signContract')).toEqual([]);
    expect(linkHeader(['/assets/a.js', '/assets/b.js'])).toBe(
      '</assets/a.js>; rel=modulepreload; crossorigin, </assets/b.js>; rel=modulepreload; crossorigin',
    );
    // As index.html asks for them (Vite's crossorigin stylesheet, the config's fetch): else fetched twice.
    expect(linkHeader(['/assets/index.css', '/config.json'])).toBe(
      '</assets/index.css>; rel=preload; as=style; crossorigin, </config.json>; rel=preload; as=fetch; crossorigin',
    );
  });
});
