import type { Plugin } from 'vite';

/**
 * The one setting a browser test changes in config.json (a short API timeout, short token lifetimes), served
 * by the e2e server itself: after `PUT /__e2e/config` with a configuration, /config.json answers with it, until
 * the next PUT (`null`: as served again). tests/e2e/fixtures.ts sets it at the start of every test, so a test
 * that changed it never leaves it to the next. Each Playwright worker has its own server and runs one test at
 * a time. (Routing the browser's requests through the test runner instead cost about half a second of CPU per
 * page load, on every request of the test, not only config.json's.) Only the e2e server adds this.
 */
export function configChangeControl(): Plugin {
  let changed: string | null = null;
  return {
    name: 'e2e-config-change',
    // Before vite.config.ts's own /config.json.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path === '/__e2e/config' && req.method === 'PUT') {
          const chunks: Buffer[] = [];
          req.on('data', (chunk: Buffer) => chunks.push(chunk));
          req.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            changed = body === 'null' ? null : JSON.stringify(JSON.parse(body), null, 2);
            res.statusCode = 204;
            res.end();
          });
          return;
        }
        if (path !== '/config.json' || changed === null) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(changed);
      });
    },
  };
}
