/**
 * The route → chunks map as the servers send it (nginx, the production image's start script): apart from
 * route-preloads.ts, which reads the source and the build with Vite's parser, so what runs at a server's start
 * needs no Vite.
 */

/** Address (as in src/paths.ts) → the files (`/assets/…`) it needs beside the entry. */
export type RoutePreloads = Record<string, string[]>;

/**
 * One file's link: a module as modulepreload, the stylesheet and config.json as preloads of their kind. All
 * with `crossorigin`, as index.html asks for them (Vite's `crossorigin` stylesheet and scripts, the config's
 * `fetch`), so the browser uses what it preloaded instead of asking again.
 */
const link = (file: string): string => {
  if (file.endsWith('.css')) return `<${file}>; rel=preload; as=style; crossorigin`;
  if (file.endsWith('.json')) return `<${file}>; rel=preload; as=fetch; crossorigin`;
  return `<${file}>; rel=modulepreload; crossorigin`;
};

/** The `Link` header's value for `files`. */
export const linkHeader = (files: readonly string[]): string => files.map(link).join(', ');
