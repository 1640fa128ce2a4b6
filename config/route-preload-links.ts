/**
 * The route → chunks map as the servers send it (nginx, the production image's start script): apart from
 * route-preloads.ts, which reads the source and the build with Vite's parser, so what runs at a server's start
 * needs no Vite.
 */

/** Address (as in src/paths.ts) → the files (`/assets/…`) it needs beside the entry. */
export type RoutePreloads = Record<string, string[]>;

/** The `Link` header's value for `files`. */
export const linkHeader = (files: readonly string[]): string =>
  files.map((file) => `<${file}>; rel=modulepreload; crossorigin`).join(', ');
