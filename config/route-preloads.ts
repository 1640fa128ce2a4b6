import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';
import { PATHS } from '../src/paths.ts';
import { SIGNED_IN_FRAME } from './pwa.ts';
import type { RoutePreloads } from './route-preload-links.ts';

/**
 * What each address needs before its first render, as `Link: <…>; rel=modulepreload` headers with the HTML
 * (issue #38): the page's chunk, and for the signed-in pages RequireAuth, the signed-in layout and the query
 * client, each with the chunks it imports. Without them the browser asks for a page's code only after the
 * entry has run and the router has matched the address: one more round trip before anything is drawn.
 *
 * Written by the build (`dist/.vite/route-preloads.json`, vite.config.ts, from the chunks it wrote) and sent by `vite preview` and
 * nginx (config/nginx.ts) for the address of each HTML answer.
 */

/** Path of the file the build writes, relative to the build's output directory. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export { linkHeader, type RoutePreloads } from './route-preload-links.ts';

/** A route as its feature's routes.ts declares it, read from the source (not run: it imports the pages). */
export interface DeclaredRoute {
  path: string;
  public: boolean;
  fetchesNothing: boolean;
  /** The modules the route's object imports on demand (its page, its prefetch), relative to the project. */
  modules: string[];
  /** Of those, the ones its `prefetch` imports: its first calls need them before the page does. */
  prefetchModules: string[];
  /** Whether it declares `prefetch` (its first calls start beside its code). */
  prefetches: boolean;
  /** The text areas its object loads by name (`loadTexts('<area>')`, lingui.config.ts). */
  textAreas?: string[];
}

/** Where the text areas' catalogs are found by name (src/i18n/i18n.ts). */
const AREA_CATALOGS = 'src/i18n/areaCatalogs.ts';
/** The query client, which every route that fetches waits for (src/app/router.tsx). */
const QUERY_CLIENT = 'src/api/queryClient.ts';
/** What starts a page's first calls beside its code (src/app/prefetchPage.ts), for pages that declare them. */
const PREFETCH = 'src/app/prefetchPage.ts';
/** The answers' schemas, which the API client loads with the first call to check its answer (src/api/http.ts). */
const ANSWER_CHECKS = 'src/api/answers.ts';

const ROUTE_SOURCES = (root: string): string[] => [
  join(root, 'src/app/routeTable.ts'),
  ...readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'src/features', entry.name, 'routes.ts'))
    .filter((file) => existsSync(file)),
];

type Node = Record<string, unknown> & { type: string };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function* walk(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item);
    return;
  }
  if (!isNode(value)) return;
  yield value;
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'type' && typeof child === 'object') yield* walk(child);
  }
}

const propertyName = (property: Node): string | null => {
  const key = property.key;
  if (!isNode(key)) return null;
  if (key.type === 'Identifier') return String(key.name);
  return null;
};

/** `PATHS.contracts` → '/timberContract'; null for anything else. */
const pathValue = (value: unknown): string | null => {
  if (!isNode(value) || value.type !== 'MemberExpression') return null;
  const object = value.object;
  const property = value.property;
  if (!isNode(object) || object.type !== 'Identifier' || object.name !== 'PATHS') return null;
  if (!isNode(property) || property.type !== 'Identifier') return null;
  const name = String(property.name);
  return name in PATHS ? PATHS[name as keyof typeof PATHS] : null;
};

const resolveModule = (root: string, importer: string, specifier: string): string => {
  const base = resolve(dirname(importer), specifier);
  const found = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => existsSync(candidate));
  if (found) return relative(root, found).split('\\').join('/');
  throw new Error(`Fant ikke ${specifier} (importert i ${relative(root, importer)})`);
};

/**
 * Every route object with `path: PATHS.…` in the route table and the features' routes.ts, with the modules
 * its functions import (`import('./Page')`).
 */
export function declaredRoutes(root: string): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const file of ROUTE_SOURCES(root)) {
    const { program, errors } = parseSync(file, readFileSync(file, 'utf8'));
    if (errors.length > 0)
      throw new Error(`Kunne ikke lese ${relative(root, file)}: ${errors[0]?.message ?? ''}`);
    // The file's own functions by name (`const withTexts = …`, `function withTexts…`).
    const localFunctions = new Map<string, Node>();
    for (const node of walk(program)) {
      const name = isNode(node.id) ? node.id.name : undefined;
      if (typeof name !== 'string') continue;
      if (node.type === 'FunctionDeclaration') localFunctions.set(name, node);
      if (node.type === 'VariableDeclarator' && isNode(node.init) && node.init.type.includes('Function'))
        localFunctions.set(name, node.init);
    }
    for (const node of walk(program)) {
      if (node.type !== 'ObjectExpression' || !Array.isArray(node.properties)) continue;
      const properties = node.properties.filter(isNode).filter((property) => property.type === 'Property');
      const valueOf = (name: string) => properties.find((property) => propertyName(property) === name)?.value;
      const path = pathValue(valueOf('path'));
      if (path === null) continue;
      const importsIn = (value: unknown) =>
        [...walk(value)]
          .filter((child) => child.type === 'ImportExpression')
          .map((child) => child.source)
          .filter((source): source is Node => isNode(source) && source.type === 'Literal')
          .map((source) => resolveModule(root, file, String(source.value)));
      const modules = importsIn(node);
      const prefetchModules = importsIn(valueOf('prefetch'));
      // In the object, and in the functions of the file it calls (a feature's `withTexts(page)`).
      const called = [...walk(node)]
        .filter((child) => child.type === 'CallExpression' && isNode(child.callee))
        .map((call) => (call.callee as Node).name)
        .filter((name): name is string => typeof name === 'string');
      const textAreas = [node, ...called.flatMap((name) => localFunctions.get(name) ?? [])]
        .flatMap((part) => [...walk(part)])
        .filter((child) => child.type === 'CallExpression')
        .filter(
          (call) =>
            isNode(call.callee) && call.callee.type === 'Identifier' && call.callee.name === 'loadTexts',
        )
        .map((call): unknown =>
          Array.isArray(call.arguments) ? (call.arguments as unknown[])[0] : undefined,
        )
        .filter((area): area is Node => isNode(area) && area.type === 'Literal')
        .map((area) => String(area.value))
        .filter((area, index, all) => all.indexOf(area) === index);
      const isTrue = (name: string) => {
        const value = valueOf(name);
        return isNode(value) && value.type === 'Literal' && value.value === true;
      };
      routes.push({
        path,
        public: isTrue('public'),
        fetchesNothing: isTrue('fetchesNothing'),
        modules,
        prefetchModules,
        prefetches: valueOf('prefetch') !== undefined,
        textAreas,
      });
    }
  }
  return routes;
}

/** A chunk of the build, as Rolldown hands it to the plugins (module ids relative to the project). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The chunks it imports statically (file names): loaded before it runs. */
  imports: string[];
  moduleIds: string[];
}

/**
 * For each address: first what index.html itself needs at once (`htmlLoads`: its stylesheet and config.json),
 * the entry and its imports; then the files the address's first render needs that the HTML does not already
 * load (what index.html preloads, `htmlPreloaded`). A module is found in whichever chunk holds it: a page's own
 * chunk, or a shared one when others import it too.
 *
 * The HTML's own files lead because the header is read before the HTML: over HTTP/1.1 the browser asks six at
 * a time, and without them there the stylesheet (which the first paint waits for), the configuration and the
 * entry (which everything waits for) queued behind the page's own chunks.
 */
export function routePreloads(
  chunks: readonly BuiltChunk[],
  routes: readonly DeclaredRoute[],
  htmlPreloaded: readonly string[] = [],
  htmlLoads: readonly string[] = [],
): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into: Set<string>): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const chunkOf = (module: string): string => {
    const found = chunks.find((chunk) => chunk.moduleIds.includes(module));
    if (!found) throw new Error(`${module} finnes ikke i bygget`);
    return found.fileName;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('Bygget har ingen inngang');
  const entryFiles = closure(entry.fileName, new Set());
  // The texts in Norwegian, the portal's first language (an English visit fetches its own after the entry has
  // chosen): the frame's, which the first render waits for, and the areas a page waits for beside its code,
  // found by name in a chunk of their own (src/i18n/i18n.ts). Left out where the build has no such chunk.
  const catalogsOf = (areas: readonly string[]): string[] =>
    areas
      .map((area) => chunks.find((chunk) => chunk.moduleIds.includes(`src/locales/nb/${area}.po`))?.fileName)
      .filter((file): file is string => file !== undefined);
  const areaCatalogs = chunks.find((chunk) => chunk.moduleIds.includes(AREA_CATALOGS))?.fileName;
  const first = [
    ...htmlLoads,
    ...[...entryFiles].map((file) => `/${file}`),
    ...catalogsOf(['frame'])
      .filter((file) => !htmlPreloaded.includes(file))
      .map((file) => `/${file}`),
  ];
  const loaded = new Set([...entryFiles, ...htmlPreloaded, ...catalogsOf(['frame'])]);
  const preloads: RoutePreloads = {};
  for (const route of routes) {
    if (route.path === PATHS.notFound) continue;
    const frame = route.public
      ? route.fetchesNothing
        ? []
        : [QUERY_CLIENT]
      : [...SIGNED_IN_FRAME, ...(route.prefetches ? [PREFETCH] : [])];
    // The first calls' code first, then the frame's, then the page's: the call can leave while the rest is still
    // on its way (over HTTP/1.1 the browser fetches six at a time, in the header's order).
    const firstCalls = route.prefetches
      ? [QUERY_CLIENT, PREFETCH, ...route.prefetchModules, ANSWER_CHECKS]
      : [];
    const files = new Set<string>();
    for (const module of firstCalls) closure(chunkOf(module), files);
    const areas = [
      ...(route.public ? [] : ['layout', 'route-error']),
      ...(route.fetchesNothing ? [] : ['common']),
      ...(route.textAreas ?? []),
    ];
    const texts = catalogsOf(areas);
    if (texts.length > 0 && areaCatalogs) files.add(areaCatalogs);
    for (const file of texts) files.add(file);
    for (const module of [...frame, ...route.modules]) closure(chunkOf(module), files);
    preloads[route.path] = [
      ...first,
      ...[...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`),
    ];
  }
  return preloads;
}

/**
 * The address's entry in `preloads`, matched as React Router matches (case-insensitive, a trailing slash
 * allowed); none for an address no page has.
 */
export function preloadsFor(preloads: RoutePreloads, pathname: string): string[] {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const match = Object.keys(preloads).find((path) => path.toLowerCase() === wanted);
  return match ? (preloads[match] ?? []) : [];
}

/** The map the build wrote into `distDir`; an empty one when that build has none (`required`: an error). */
export function readRoutePreloads(distDir: string, { required = false } = {}): RoutePreloads {
  const file = join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) {
    if (required) throw new Error(`${file} mangler: kjør vite build først`);
    return {};
  }
  return JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
}
