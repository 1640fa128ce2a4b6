import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nginxConfig } from '../config/nginx.ts';
import { runtimeConfigFromEnv, SERVICE_OFFICE_ENV } from '../config/runtime-config.ts';
import { readRoutePreloads } from '../config/route-preloads.ts';
import { apiUpstreamFromEnv } from '../config/apiUpstream.ts';

/**
 * Writes the production image's nginx.conf and config.json into the directory given (Dockerfile), from the
 * environment: API_UPSTREAM (where /api goes: https, no default; config/apiUpstream.ts), API_CA_FILE (for an https API: the authorities its certificate
 * must chain to, default Debian's bundle), PORT (default 8080) and the runtime settings of
 * config/runtime-config.ts (API_BASE_URL, OIDC_AUTHORITY, OIDC_CLIENT_ID, MAP_TILE_URL, ...). The service
 * office and the terms (TERMS_URL) have no real default: a production image without them would send people to
 * the sandbox's made-up number and terms.
 */
const missing = [...Object.values(SERVICE_OFFICE_ENV), 'TERMS_URL'].filter(
  (name) => !process.env[name]?.trim(),
);
if (missing.length > 0) {
  console.error(
    `Kundeservice eller vilkårene mangler i miljøet: ${missing.join(', ')}. Sett dem som byggargumenter.`,
  );
  process.exit(1);
}
let apiUpstream: string;
try {
  apiUpstream = apiUpstreamFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const outDir = process.argv[2] ?? '.';
const config = runtimeConfigFromEnv();
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, 'config.json'), JSON.stringify(config, null, 2));
await writeFile(
  join(outDir, 'nginx.conf'),
  nginxConfig({
    root: '/usr/share/nginx/html',
    config,
    configJsonPath: '/etc/skogportal/config.json',
    listen: { host: '0.0.0.0', port: Number(process.env.PORT ?? 8080) },
    apiUpstream,
    ...(process.env.API_CA_FILE?.trim() ? { apiCaFile: process.env.API_CA_FILE.trim() } : {}),
    brotli: false,
    routePreloads: readRoutePreloads('dist', { required: true }),
  }),
);
console.log(`nginx.conf og config.json skrevet til ${outDir}`);
