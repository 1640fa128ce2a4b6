import { parseTelemetryTarget, type TelemetryTarget } from './telemetryTarget';

/**
 * Runtime configuration: one build, pointed at the sandbox or the real services by the `/config.json` the
 * host serves next to index.html. Parsed and checked here so a missing or malformed setting fails at start-up
 * with a message that says which setting is wrong.
 */
export interface PortalConfig {
  /** Base URL of the cooperative API, absolute or a path on this origin (the sandbox uses `/api`). */
  apiBaseUrl: string;
  /**
   * How long a call to the API may take before the portal gives up on it (seconds; default 120). Meant to be
   * left out in production; the browser tests set it short to see the portal give up.
   */
  apiTimeoutSeconds: number;
  oidc: {
    /** The OpenID provider (eID broker) issuer URL. */
    authority: string;
    clientId: string;
    scope: string;
    /** Optional `acr_values` sent with the authorization request (e.g. the BankID level). */
    acrValues: string | null;
    /** How long before the access token expires it is renewed (seconds; default 60). */
    renewBeforeExpirySeconds: number;
    /**
     * How often the sign-in is checked with the eID (seconds; default 300), besides on window focus and on
     * reconnect (spec §9): a sign-in ended elsewhere is noticed within this time.
     */
    sessionCheckSeconds: number;
    /** How long a sign-in at the eID lasts from the moment the person signed in (seconds; default 8 hours). */
    sessionLifetimeSeconds: number;
    /** How long before the sign-in runs out the person is warned (seconds; default 300). */
    sessionWarningSeconds: number;
    /**
     * How long a tab may go without anyone using it before the portal signs out (seconds; default 30 minutes),
     * with the same warning first. A tab reopened after longer signs out at once.
     */
    idleSignOutSeconds: number;
  };
  /** Map tile URL template (leaflet), e.g. https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png */
  mapTileUrl: string;
  /**
   * Base URL of the public property registry (Kartverket's eiendom API on Geonorge in production), asked for a
   * property's position when the cooperative's API has none.
   */
  propertyRegistryUrl: string;
  /**
   * Base URL of the public municipality register (Kartverket's kommuneinfo API on Geonorge in production): the
   * price calculator offers municipalities by name from `…/kommuner`.
   */
  municipalityRegisterUrl: string;
  /** Usage telemetry (spec §7/§9); null, and no telemetry at all, when config.json has no `telemetry`. */
  telemetry: TelemetryConfig | null;
  /** The cooperative's service office (spec §10 names it without values): set by each deployment. */
  serviceOffice: ServiceOffice;
  /** The cooperative's terms of use, which the terms dialog links to (a page of its own, opened in a new tab). */
  termsUrl: string;
}

export interface ServiceOffice {
  name: string;
  /** As people read it, e.g. '62 00 00 00'. */
  phone: string;
  /** The same number for a link, e.g. 'tel:+4762000000'. */
  phoneHref: string;
  email: string;
  address: string;
  openingHours: string;
}

export interface TelemetryConfig extends TelemetryTarget {
  /** How long the SDK gathers items before it sends a batch (ms); null: the spec's 15 s (sdkConfig.ts). */
  maxBatchIntervalMs: number | null;
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

/** Hosts that are this machine: the only ones plain http: may be used with (the sandbox, local testing). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Tokens, personal data and map requests never travel unencrypted: an http: address is refused unless it
 * points at this machine (URL parsing has already lower-cased the host and bracketed IPv6).
 */
function requireHttpsUnlessLoopback(url: URL, path: string, value: string): void {
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new ConfigError(
      `Konfigurasjonen «${path}» må bruke https: (http: er bare tillatt mot localhost): ${value}`,
    );
  }
}

function requireUrl(source: Record<string, unknown>, key: string, path: string, allowPath = false): string {
  const value = requireString(source, key, path);
  if (allowPath && value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`Konfigurasjonen har en ugyldig adresse i «${path}»: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`Konfigurasjonen har en ugyldig adresse i «${path}»: ${value}`);
  }
  requireHttpsUnlessLoopback(url, path, value);
  return value.replace(/\/+$/, '');
}

/** The defaults of the session settings under `oidc`, in seconds. */
export const SESSION_DEFAULTS = {
  renewBeforeExpirySeconds: 60,
  sessionCheckSeconds: 300,
  sessionLifetimeSeconds: 8 * 60 * 60,
  sessionWarningSeconds: 300,
  idleSignOutSeconds: 30 * 60,
} as const;

type SessionSetting = keyof typeof SESSION_DEFAULTS;

/** A whole number of seconds, at least 1; the default when the setting is left out. */
function optionalSeconds(source: Record<string, unknown>, key: SessionSetting): number {
  const value = source[key];
  if (value === undefined || value === null) return SESSION_DEFAULTS[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new ConfigError(`Konfigurasjonen har en ugyldig «oidc.${key}» (et helt antall sekunder, minst 1).`);
  }
  return value;
}

/** A leaflet tile template ({z}, {x}, {y}, {s}...) as a URL, its placeholders filled with a sample value. */
function tileTemplateUrl(template: string): URL | null {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, '0'));
  } catch {
    return null;
  }
}

const TELEMETRY_SHAPE =
  'Konfigurasjonen har en ugyldig «telemetry» (en tilkoblingsstreng eller instrumenteringsnøkkel, eller et objekt med «connectionString»).';

/**
 * `telemetry` is a connection string or a bare instrumentation key, or `{ connectionString, maxBatchIntervalMs }`
 * when the batch interval is to differ from the spec's (the browser tests use a short one).
 */
function parseTelemetry(raw: unknown): TelemetryConfig | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const settings = typeof raw === 'string' ? { connectionString: raw } : raw;
  if (!isRecord(settings)) throw new ConfigError(TELEMETRY_SHAPE);
  const connectionString = requireString(settings, 'connectionString', 'telemetry.connectionString');
  const parsed = parseTelemetryTarget(connectionString);
  if (!parsed.ok && parsed.problem === 'key') {
    throw new ConfigError(
      'Konfigurasjonen «telemetry» har en ugyldig instrumenteringsnøkkel: InstrumentationKey må være en GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).',
    );
  }
  if (!parsed.ok) {
    throw new ConfigError('Konfigurasjonen «telemetry» har en ugyldig adresse i IngestionEndpoint.');
  }
  const { ingestionEndpoint } = parsed.target;
  requireHttpsUnlessLoopback(new URL(ingestionEndpoint), 'telemetry', ingestionEndpoint);
  const interval = settings.maxBatchIntervalMs;
  if (
    interval !== undefined &&
    (typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1)
  ) {
    throw new ConfigError(
      'Konfigurasjonen har en ugyldig «telemetry.maxBatchIntervalMs» (et helt antall millisekunder, minst 1).',
    );
  }
  return { ...parsed.target, maxBatchIntervalMs: interval ?? null };
}

export const DEFAULT_API_TIMEOUT_SECONDS = 120;

function apiTimeoutSeconds(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_API_TIMEOUT_SECONDS;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new ConfigError(
      'Konfigurasjonen har en ugyldig «apiTimeoutSeconds» (et helt antall sekunder, minst 1).',
    );
  }
  return value;
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
  const tileUrl = tileTemplateUrl(mapTileUrl);
  if (
    !/^https?:\/\//i.test(mapTileUrl) ||
    !tileUrl ||
    !['{z}', '{x}', '{y}'].every((placeholder) => mapTileUrl.includes(placeholder))
  ) {
    throw new ConfigError('Konfigurasjonen «mapTileUrl» må være en http(s)-mal med {z}, {x} og {y}.');
  }
  requireHttpsUnlessLoopback(tileUrl, 'mapTileUrl', mapTileUrl);
  const sessionLifetimeSeconds = optionalSeconds(oidc, 'sessionLifetimeSeconds');
  const sessionWarningSeconds = optionalSeconds(oidc, 'sessionWarningSeconds');
  if (sessionWarningSeconds >= sessionLifetimeSeconds) {
    throw new ConfigError(
      'Konfigurasjonen «oidc.sessionWarningSeconds» må være kortere enn «oidc.sessionLifetimeSeconds».',
    );
  }
  return {
    apiBaseUrl: requireUrl(raw, 'apiBaseUrl', 'apiBaseUrl', true),
    apiTimeoutSeconds: apiTimeoutSeconds(raw.apiTimeoutSeconds),
    oidc: {
      authority: requireUrl(oidc, 'authority', 'oidc.authority'),
      clientId: requireString(oidc, 'clientId', 'oidc.clientId'),
      scope,
      acrValues: typeof acrValues === 'string' && acrValues.trim() !== '' ? acrValues.trim() : null,
      renewBeforeExpirySeconds: optionalSeconds(oidc, 'renewBeforeExpirySeconds'),
      sessionCheckSeconds: optionalSeconds(oidc, 'sessionCheckSeconds'),
      sessionLifetimeSeconds,
      sessionWarningSeconds,
      idleSignOutSeconds: optionalSeconds(oidc, 'idleSignOutSeconds'),
    },
    mapTileUrl,
    propertyRegistryUrl: requireUrl(raw, 'propertyRegistryUrl', 'propertyRegistryUrl'),
    municipalityRegisterUrl: requireUrl(raw, 'municipalityRegisterUrl', 'municipalityRegisterUrl'),
    telemetry: parseTelemetry(raw.telemetry),
    serviceOffice: parseServiceOffice(raw.serviceOffice),
    termsUrl: requireUrl(raw, 'termsUrl', 'termsUrl'),
  };
}

/** A Norwegian number of eight digits gets +47; a number given with its country code keeps it. */
function phoneHrefOf(phone: string): string | null {
  const digits = phone.replace(/[\s.-]/g, '');
  if (/^\d{8}$/.test(digits)) return `tel:+47${digits}`;
  if (/^\+\d{8,15}$/.test(digits)) return `tel:${digits}`;
  return null;
}

function parseServiceOffice(raw: unknown): ServiceOffice {
  if (!isRecord(raw)) throw new ConfigError('Konfigurasjonen mangler «serviceOffice» (kundeservice).');
  const phone = requireString(raw, 'phone', 'serviceOffice.phone');
  const phoneHref = phoneHrefOf(phone);
  if (!phoneHref) {
    throw new ConfigError(
      'Konfigurasjonen «serviceOffice.phone» må være et telefonnummer med åtte sifre, eller med landskode (+47 …).',
    );
  }
  const email = requireString(raw, 'email', 'serviceOffice.email');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ConfigError('Konfigurasjonen «serviceOffice.email» er ikke en e-postadresse.');
  }
  return {
    name: requireString(raw, 'name', 'serviceOffice.name'),
    phone,
    phoneHref,
    email,
    address: requireString(raw, 'address', 'serviceOffice.address'),
    openingHours: requireString(raw, 'openingHours', 'serviceOffice.openingHours'),
  };
}

let activeConfig: PortalConfig | null = null;

/** Makes the loaded configuration available to the parts of the portal that read it (main.tsx, at start-up). */
export function setPortalConfig(config: PortalConfig): void {
  activeConfig = config;
}

/**
 * The configuration the portal started with, for widgets that need a setting of their own (the map's tiles
 * and property registry). Pages render only after start-up has set it.
 */
export function portalConfig(): PortalConfig {
  if (!activeConfig) throw new ConfigError('Konfigurasjonen er ikke lastet ennå.');
  return activeConfig;
}

/** The service office, from the configuration the portal started with. */
export const serviceOffice = (): ServiceOffice => portalConfig().serviceOffice;

/** The cooperative's terms of use (config.json's `termsUrl`). */
export const termsUrl = (): string => portalConfig().termsUrl;

/** The service office when the configuration loaded; null on the page that says it could not start. */
export const serviceOfficeIfLoaded = (): ServiceOffice | null => activeConfig?.serviceOffice ?? null;

/** How long the portal waits for /config.json before it says it cannot start. */
export const CONFIG_TIMEOUT_MS = 10_000;

const TIMEOUT_MESSAGE =
  'Konfigurasjonen (/config.json) kom ikke i tide. Sjekk nettforbindelsen og last inn siden på nytt.';

/**
 * The configuration a signed-in tab started with, kept in the tab's session storage (so it goes at sign-out
 * with the rest of the session): a reload without network then starts with it. The service worker never
 * caches /config.json, so this is the only copy the portal has offline. It is kept as the host served it,
 * not as parsed: the parser takes config.json's form (a telemetry connection string, say), not its own result.
 */
const OFFLINE_CONFIG_KEY = 'frakoblet-konfigurasjon';

/** config.json as the host served it, for {@link keepConfigForOffline}; set once it has parsed. */
let servedConfigJson: unknown = null;

export function keepConfigForOffline(): void {
  if (servedConfigJson === null) return;
  try {
    window.sessionStorage.setItem(OFFLINE_CONFIG_KEY, JSON.stringify(servedConfigJson));
  } catch {
    // A full or blocked storage only costs the offline start.
  }
}

function configKeptForOffline(): PortalConfig | null {
  try {
    const text = window.sessionStorage.getItem(OFFLINE_CONFIG_KEY);
    if (text === null) return null;
    const raw: unknown = JSON.parse(text);
    const config = parsePortalConfig(raw);
    servedConfigJson = raw;
    return config;
  } catch {
    return null;
  }
}

/**
 * Fetches and checks `/config.json` (never from the HTTP cache), giving up after `timeoutMs`: a host that
 * never answers ends in a clear message instead of a blank page. When it cannot be reached at all, a
 * signed-in tab starts with the configuration it kept ({@link keepConfigForOffline}).
 */
export async function loadPortalConfig({ timeoutMs = CONFIG_TIMEOUT_MS } = {}): Promise<PortalConfig> {
  const signal = AbortSignal.timeout(timeoutMs);
  const url = new URL('/config.json', window.location.href);
  let response: Response;
  try {
    response = await fetch(url, { signal, cache: 'no-store' });
  } catch {
    const kept = configKeptForOffline();
    if (kept) return kept;
    if (signal.aborted) throw new ConfigError(TIMEOUT_MESSAGE);
    throw new ConfigError(
      'Fikk ikke hentet konfigurasjonen (/config.json). Sjekk nettforbindelsen og last inn siden på nytt.',
    );
  }
  if (!response.ok) {
    throw new ConfigError(`Fant ikke konfigurasjonen (/config.json svarte ${String(response.status)}).`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    if (signal.aborted) throw new ConfigError(TIMEOUT_MESSAGE);
    throw new ConfigError('Konfigurasjonen (/config.json) er ikke gyldig JSON.');
  }
  const config = parsePortalConfig(raw);
  servedConfigJson = raw;
  return config;
}
