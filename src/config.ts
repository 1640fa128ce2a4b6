/**
 * Runtime configuration: one build, pointed at the sandbox or the real services by the `/config.json` the
 * host serves next to index.html. Parsed and checked here so a missing or malformed setting fails at start-up
 * with a message that says which setting is wrong.
 */
export interface PortalConfig {
  /** Base URL of the cooperative API, absolute or a path on this origin (the sandbox uses `/api`). */
  apiBaseUrl: string;
  oidc: {
    /** The OpenID provider (eID broker) issuer URL. */
    authority: string;
    clientId: string;
    scope: string;
    /** Optional `acr_values` sent with the authorization request (e.g. the BankID level). */
    acrValues: string | null;
  };
  /** Map tile URL template (leaflet), e.g. https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png */
  mapTileUrl: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requireString(source: Record<string, unknown>, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(`Konfigurasjonen mangler «${path}» (tekst).`);
  }
  return value.trim();
}

function requireUrl(source: Record<string, unknown>, key: string, path: string, allowPath = false): string {
  const value = requireString(source, key, path);
  if (allowPath && value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '');
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`Konfigurasjonen har en ugyldig adresse i «${path}»: ${value}`);
  }
  return value.replace(/\/+$/, '');
}

export function parsePortalConfig(raw: unknown): PortalConfig {
  if (!isRecord(raw)) throw new ConfigError('Konfigurasjonen (config.json) er ikke et JSON-objekt.');
  const oidc = raw.oidc;
  if (!isRecord(oidc)) throw new ConfigError('Konfigurasjonen mangler «oidc».');
  const acrValues = oidc.acrValues;
  if (acrValues !== undefined && acrValues !== null && typeof acrValues !== 'string') {
    throw new ConfigError('Konfigurasjonen har en ugyldig «oidc.acrValues» (tekst eller null).');
  }
  const scope = requireString(oidc, 'scope', 'oidc.scope');
  if (!scope.split(/\s+/).includes('openid')) {
    throw new ConfigError('Konfigurasjonen «oidc.scope» må inneholde «openid».');
  }
  const mapTileUrl = requireString(raw, 'mapTileUrl', 'mapTileUrl');
  if (!/^https?:\/\//.test(mapTileUrl) || !mapTileUrl.includes('{z}')) {
    throw new ConfigError('Konfigurasjonen «mapTileUrl» må være en http(s)-mal med {z}, {x} og {y}.');
  }
  return {
    apiBaseUrl: requireUrl(raw, 'apiBaseUrl', 'apiBaseUrl', true),
    oidc: {
      authority: requireUrl(oidc, 'authority', 'oidc.authority'),
      clientId: requireString(oidc, 'clientId', 'oidc.clientId'),
      scope,
      acrValues: typeof acrValues === 'string' && acrValues.trim() !== '' ? acrValues.trim() : null,
    },
    mapTileUrl,
  };
}

export async function loadPortalConfig(): Promise<PortalConfig> {
  const response = await fetch('/config.json');
  if (!response.ok) {
    throw new ConfigError(`Fant ikke konfigurasjonen (/config.json svarte ${String(response.status)}).`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('Konfigurasjonen (/config.json) er ikke gyldig JSON.');
  }
  return parsePortalConfig(raw);
}
