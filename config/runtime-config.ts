/**
 * Where the pieces of the sandbox listen, and the runtime config (`/config.json`) the dev and preview servers
 * hand the portal. Production hosts serve their own config.json (see README).
 */
export interface SandboxPorts {
  portal: number;
  api: number;
  eid: number;
}

type Env = Record<string, string | undefined>;

const port = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
};

export const sandboxPorts = (env: Env = process.env): SandboxPorts => ({
  portal: port(env.PORT, 5173),
  api: port(env.SANDBOX_API_PORT, 5180),
  eid: port(env.EID_PORT, 5190),
});

/** Kartverket's topographic tiles and public property registry: what a production config.json points at. */
export const KARTVERKET_MAP_TILE_URL =
  'https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png';
export const KARTVERKET_PROPERTY_REGISTRY_URL = 'https://ws.geonorge.no/eiendom/v1';

/**
 * The sandbox API also serves plain tiles and a stand-in of the property registry (sandbox/api/map/), so
 * `npm start` and the browser tests need nothing from outside. Absolute loopback addresses: the tiles are
 * images (no CORS), the registry answers with CORS headers, and the CSP names the sandbox's origin.
 */
const sandboxOrigin = (env: Env) => `http://127.0.0.1:${String(sandboxPorts(env).api)}`;

export interface RuntimeConfigJson {
  apiBaseUrl: string;
  oidc: { authority: string; clientId: string; scope: string; acrValues: string | null };
  mapTileUrl: string;
  propertyRegistryUrl: string;
}

export const runtimeConfigFromEnv = (env: Env = process.env): RuntimeConfigJson => ({
  apiBaseUrl: env.API_BASE_URL ?? '/api',
  oidc: {
    authority: env.OIDC_AUTHORITY ?? `http://localhost:${String(sandboxPorts(env).eid)}`,
    clientId: env.OIDC_CLIENT_ID ?? 'skogportal',
    scope: env.OIDC_SCOPE ?? 'openid profile',
    acrValues: env.OIDC_ACR_VALUES ?? null,
  },
  mapTileUrl: env.MAP_TILE_URL ?? `${sandboxOrigin(env)}/tiles/{z}/{y}/{x}.png`,
  propertyRegistryUrl: env.PROPERTY_REGISTRY_URL ?? `${sandboxOrigin(env)}/registry`,
});
