import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serverFilesFromEnv } from '../config/server-files.ts';
import type { RoutePreloads } from '../config/route-preload-links.ts';

/**
 * The production image's start (scripts/docker-entrypoint.sh, bundled for the image): writes nginx.conf and
 * config.json from the container's environment into `--out`, then the entrypoint runs nginx on them. Stops with
 * exit code 1, naming what is missing, when the environment is not enough (config/server-files.ts).
 *
 *   server-files --root /usr/share/nginx/html --preloads /opt/skogportal/route-preloads.json --out /tmp/skogportal \
 *     [--previous /usr/share/nginx/previous-release]
 *
 * `--previous`: the previous release's build, whose `assets/` nginx serves for the hashed files this release
 * lacks (an open tab from before the deploy); left out when the directory has no `assets/`.
 */
const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    preloads: { type: 'string' },
    out: { type: 'string' },
    previous: { type: 'string' },
  },
});
const { root, preloads, out, previous } = values;
if (!root || !preloads || !out) {
  console.error('Bruk: server-files --root <dist> --preloads <route-preloads.json> --out <mappe>');
  process.exit(2);
}
try {
  const routePreloads = JSON.parse(await readFile(preloads, 'utf8')) as RoutePreloads;
  const previousRoot = previous && existsSync(join(previous, 'assets')) ? previous : undefined;
  const { config, nginxConf } = serverFilesFromEnv(process.env, {
    root,
    runtimeDir: out,
    routePreloads,
    ...(previousRoot ? { previousRoot } : {}),
  });
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'config.json'), JSON.stringify(config, null, 2));
  await writeFile(join(out, 'nginx.conf'), nginxConf);
  console.log(`Skogportalen: nginx.conf og config.json skrevet til ${out}`);
  if (previousRoot) console.log(`Skogportalen: forrige utgaves filer serveres fra ${previousRoot}/assets`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
