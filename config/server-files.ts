import { apiUpstreamFromEnv } from './apiUpstream.ts';
import { nginxConfig } from './nginx.ts';
import type { RoutePreloads } from './route-preload-links.ts';
import {
  KARTVERKET_MAP_TILE_URL,
  KARTVERKET_MUNICIPALITY_REGISTER_URL,
  KARTVERKET_PROPERTY_REGISTRY_URL,
  runtimeConfigFromEnv,
  SERVICE_OFFICE_ENV,
  type RuntimeConfigJson,
} from './runtime-config.ts';

type Env = Record<string, string | undefined>;

/**
 * What a production server cannot start without: where /api goes, the eID, the service office people are told to
 * contact and the terms. Left to defaults they would be the sandbox's (a localhost eID, a made-up number), so the
 * server refuses to start instead, naming each one missing. The map and the registries default to Kartverket's;
 * telemetry is off unless TELEMETRY_CONNECTION_STRING is set.
 */
export const REQUIRED_SERVER_ENV = [
  'API_UPSTREAM',
  'OIDC_AUTHORITY',
  'OIDC_CLIENT_ID',
  ...Object.values(SERVICE_OFFICE_ENV),
  'TERMS_URL',
] as const;

export interface ServerFiles {
  /** What the portal reads from /config.json. */
  config: RuntimeConfigJson;
  nginxConf: string;
}

export interface ServerLayout {
  /** The built portal (dist/ in the image). */
  root: string;
  /** The previous release's build, when the image keeps it (its `assets/`, see the Dockerfile). */
  previousRoot?: string;
  /** The writable directory nginx.conf and config.json are written to, and nginx's pid and temporary files. */
  runtimeDir: string;
  /** Each address's first-render chunks (the build's route-preloads.json). */
  routePreloads: RoutePreloads;
}

/**
 * The production server's two files from the environment of the container (or machine) it starts on: one image
 * for every environment (#42). Throws, naming what is missing or wrong, when it cannot.
 */
export function serverFilesFromEnv(env: Env, layout: ServerLayout): ServerFiles {
  const missing = REQUIRED_SERVER_ENV.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `Skogportalen starter ikke: ${missing.join(', ')} mangler i miljøet (se docs/production-server.md).`,
    );
  }
  const apiUpstream = apiUpstreamFromEnv(env);
  const config = runtimeConfigFromEnv({
    MAP_TILE_URL: KARTVERKET_MAP_TILE_URL,
    PROPERTY_REGISTRY_URL: KARTVERKET_PROPERTY_REGISTRY_URL,
    MUNICIPALITY_REGISTER_URL: KARTVERKET_MUNICIPALITY_REGISTER_URL,
    ...Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim())),
  });
  const caFile = env.API_CA_FILE?.trim();
  const nginxConf = nginxConfig({
    root: layout.root,
    ...(layout.previousRoot ? { previousRoot: layout.previousRoot } : {}),
    config,
    configJsonPath: `${layout.runtimeDir}/config.json`,
    // Every interface in a container; LISTEN_HOST=127.0.0.1 where only the machine itself may ask (a test).
    listen: { host: env.LISTEN_HOST?.trim() ?? '0.0.0.0', port: Number(env.PORT ?? 8080) },
    apiUpstream,
    ...(caFile ? { apiCaFile: caFile } : {}),
    runtimeDir: layout.runtimeDir,
    logTo: 'stdio',
    brotli: false,
    routePreloads: layout.routePreloads,
  });
  return { config, nginxConf };
}
