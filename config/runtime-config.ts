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

export const DEFAULT_MAP_TILE_URL =
  'https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png';

export interface RuntimeConfigJson {
  apiBaseUrl: string;
  oidc: { authority: string; clientId: string; scope: string; acrValues: string | null };
  mapTileUrl: string;
}

export const runtimeConfigFromEnv = (env: Env = process.env): RuntimeConfigJson => ({
  apiBaseUrl: env.API_BASE_URL ?? '/api',
  oidc: {
    authority: env.OIDC_AUTHORITY ?? `http://localhost:${String(sandboxPorts(env).eid)}`,
    clientId: env.OIDC_CLIENT_ID ?? 'skogportal',
    scope: env.OIDC_SCOPE ?? 'openid profile',
    acrValues: env.OIDC_ACR_VALUES ?? null,
  },
  mapTileUrl: env.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
});
