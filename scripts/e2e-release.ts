import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A deploy, as the browser sees one, for the update test (tests/e2e/offline.spec.ts): after
 * `POST /__e2e/release` the preview server answers /sw.js with the built worker under a new precache revision
 * of index.html, as the next release's worker would be (a release that changes any chunk changes index.html).
 * The browser then finds a new worker on its next update check and installs it next to the running one.
 * Only the e2e server adds this; `npm start` and production know nothing of it.
 */
export function simulatedRelease(): Plugin {
  let release: string | null = null;
  return {
    name: 'e2e-simulated-release',
    configurePreviewServer(server) {
      const worker = resolve(server.config.root, server.config.build.outDir, 'sw.js');
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path === '/__e2e/release' && req.method === 'POST') {
          release = `e2e-${String(Date.now())}`;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(release);
          return;
        }
        if (path !== '/sw.js' || release === null) {
          next();
          return;
        }
        const built = readFileSync(worker, 'utf8');
        const body = built.replace(/(\{url:"index\.html",revision:")[^"]+"/, `$1${release}"`);
        if (body === built) throw new Error('dist/sw.js has no precache entry for index.html to change');
        for (const [name, value] of Object.entries(server.config.preview.headers)) {
          if (value !== undefined) res.setHeader(name, value);
        }
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body);
      });
    },
  };
}
