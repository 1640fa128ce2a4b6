/**
 * Where the pieces of the sandbox listen, and the runtime config (`/config.json`) the dev and preview servers
 * hand the portal. Production hosts serve their own config.json (see docs/configuration.md).
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

/**
 * Kartverket's topographic tiles, public property registry and municipality register: what a production
 * config.json points at.
 */
export const KARTVERKET_MAP_TILE_URL =
  'https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png';
export const KARTVERKET_PROPERTY_REGISTRY_URL = 'https://ws.geonorge.no/eiendom/v1';
export const KARTVERKET_MUNICIPALITY_REGISTER_URL = 'https://ws.geonorge.no/kommuneinfo/v1';

/**
 * The sandbox API also serves plain tiles and a stand-in of the property registry (sandbox/api/map/), so
 * `npm start` and the browser tests need nothing from outside. Absolute loopback addresses: the tiles are
 * images (no CORS), the registry answers with CORS headers, and the CSP names the sandbox's origin.
 */
const sandboxOrigin = (env: Env) => `http://127.0.0.1:${String(sandboxPorts(env).api)}`;

export interface RuntimeConfigJson {
  apiBaseUrl: string;
  /** How long an API call may take (seconds); left out, the portal's 120 s (spec §7). */
  apiTimeoutSeconds?: number;
  oidc: {
    authority: string;
    clientId: string;
    scope: string;
    acrValues: string | null;
    renewBeforeExpirySeconds?: number;
    sessionCheckSeconds?: number;
    sessionLifetimeSeconds?: number;
    sessionWarningSeconds?: number;
    idleSignOutSeconds?: number;
  };
  mapTileUrl: string;
  propertyRegistryUrl: string;
  municipalityRegisterUrl: string;
  /** Usage telemetry (src/config.ts): a connection string, or null for none. */
  telemetry: string | { connectionString: string; maxBatchIntervalMs?: number } | null;
  /** The cooperative's service office, shown wherever the portal tells a person whom to contact. */
  serviceOffice: ServiceOfficeJson;
  /** The cooperative's terms of use (the terms dialog links to them). */
  termsUrl: string;
}

export interface ServiceOfficeJson {
  name: string;
  phone: string;
  email: string;
  address: string;
  openingHours: string;
}

/**
 * The sandbox's service office: made-up values (the spec names the settings without values). A deployment
 * sets the real ones (SERVICE_OFFICE_NAME, _PHONE, _EMAIL, _ADDRESS, _OPENING_HOURS); the production image's
 * server refuses to start without them (config/server-files.ts).
 */
export const SANDBOX_SERVICE_OFFICE: ServiceOfficeJson = {
  name: 'Skogeierandelslagets kundeservice',
  phone: '62 00 00 00',
  email: 'kundeservice@skogeierandelslaget.no',
  address: 'Postboks 100, 2301 Hamar',
  openingHours: 'Hverdager 08.00–15.30',
};

/** The environment variable of each service office setting. */
export const SERVICE_OFFICE_ENV: Record<keyof ServiceOfficeJson, string> = {
  name: 'SERVICE_OFFICE_NAME',
  phone: 'SERVICE_OFFICE_PHONE',
  email: 'SERVICE_OFFICE_EMAIL',
  address: 'SERVICE_OFFICE_ADDRESS',
  openingHours: 'SERVICE_OFFICE_OPENING_HOURS',
};

const serviceOfficeSettings = (env: Env): ServiceOfficeJson => {
  const setting = (key: keyof ServiceOfficeJson) => {
    const value = env[SERVICE_OFFICE_ENV[key]]?.trim();
    return value === undefined || value === '' ? SANDBOX_SERVICE_OFFICE[key] : value;
  };
  return {
    name: setting('name'),
    phone: setting('phone'),
    email: setting('email'),
    address: setting('address'),
    openingHours: setting('openingHours'),
  };
};

/** A whole number of seconds from the environment, or nothing (the portal's default then applies). */
const seconds = (value: string | undefined): number | undefined => {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/**
 * The session settings (src/config.ts) from OIDC_RENEW_BEFORE_EXPIRY_SECONDS, OIDC_SESSION_CHECK_SECONDS,
 * OIDC_SESSION_WARNING_SECONDS, OIDC_IDLE_SIGN_OUT_SECONDS and OIDC_SESSION_LIFETIME_SECONDS; the lifetime follows the sandbox eID's
 * EID_SESSION_TTL_SECONDS when it is not given. Settings not given are left out: the portal's defaults apply.
 */
const sessionSettings = (env: Env) => {
  const entries = {
    renewBeforeExpirySeconds: seconds(env.OIDC_RENEW_BEFORE_EXPIRY_SECONDS),
    sessionCheckSeconds: seconds(env.OIDC_SESSION_CHECK_SECONDS),
    sessionLifetimeSeconds: seconds(env.OIDC_SESSION_LIFETIME_SECONDS ?? env.EID_SESSION_TTL_SECONDS),
    sessionWarningSeconds: seconds(env.OIDC_SESSION_WARNING_SECONDS),
    idleSignOutSeconds: seconds(env.OIDC_IDLE_SIGN_OUT_SECONDS),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
};

/** The instrumentation key `npm start` and the browser tests send with: a fixed test GUID, no real resource. */
export const SANDBOX_TELEMETRY_KEY = '7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c';

/** The sandbox's telemetry collector (sandbox/telemetry), on the sandbox API's port. */
export const sandboxTelemetryConnectionString = (env: Env = process.env): string =>
  `InstrumentationKey=${SANDBOX_TELEMETRY_KEY};IngestionEndpoint=${sandboxOrigin(env)}/telemetry`;

/**
 * `telemetry` from TELEMETRY_CONNECTION_STRING (none when it is not set: telemetry is off), with
 * TELEMETRY_BATCH_INTERVAL_MS when the batch interval is to differ from the spec's 15 s.
 */
const telemetrySettings = (env: Env): RuntimeConfigJson['telemetry'] => {
  const connectionString = env.TELEMETRY_CONNECTION_STRING?.trim();
  if (!connectionString) return null;
  const interval = Number(env.TELEMETRY_BATCH_INTERVAL_MS);
  return Number.isInteger(interval) && interval > 0
    ? { connectionString, maxBatchIntervalMs: interval }
    : connectionString;
};

export const runtimeConfigFromEnv = (env: Env = process.env): RuntimeConfigJson => ({
  apiBaseUrl: env.API_BASE_URL ?? '/api',
  oidc: {
    authority: env.OIDC_AUTHORITY ?? `http://localhost:${String(sandboxPorts(env).eid)}`,
    clientId: env.OIDC_CLIENT_ID ?? 'skogportal',
    scope: env.OIDC_SCOPE ?? 'openid profile',
    acrValues: env.OIDC_ACR_VALUES ?? null,
    ...sessionSettings(env),
  },
  mapTileUrl: env.MAP_TILE_URL ?? `${sandboxOrigin(env)}/tiles/{z}/{y}/{x}.png`,
  propertyRegistryUrl: env.PROPERTY_REGISTRY_URL ?? `${sandboxOrigin(env)}/registry`,
  municipalityRegisterUrl: env.MUNICIPALITY_REGISTER_URL ?? `${sandboxOrigin(env)}/kommuneinfo/v1`,
  telemetry: telemetrySettings(env),
  serviceOffice: serviceOfficeSettings(env),
  termsUrl: env.TERMS_URL ?? `${sandboxOrigin(env)}/vilkar`,
});

/**
 * What the sandbox serves (`npm start`, the browser tests, `npm run serve:prod`): the configuration from the
 * environment, with usage telemetry to the sandbox's collector unless TELEMETRY_CONNECTION_STRING says otherwise.
 */
export const sandboxEnv = (env: Env = process.env): Env => ({
  ...env,
  TELEMETRY_CONNECTION_STRING: env.TELEMETRY_CONNECTION_STRING ?? sandboxTelemetryConnectionString(env),
});
