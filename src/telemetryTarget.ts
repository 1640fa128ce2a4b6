/**
 * The `telemetry` setting of config.json: an Application Insights connection string
 * (`InstrumentationKey=…;IngestionEndpoint=https://…`) or a bare instrumentation key. Read the way the SDK
 * reads it (fields split on `;` and `=`, keys case-insensitive), so the collector the CSP lets through
 * (config/security-headers.ts) is the one the SDK posts to. No imports: the start-up check, the CSP and the
 * lazy telemetry chunk all use it.
 */

/** The instrumentation key must look like a GUID (spec §5). */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the SDK sends when the connection string names no endpoint (its DEFAULT_BREEZE_ENDPOINT). */
export const DEFAULT_INGESTION_ENDPOINT = 'https://dc.services.visualstudio.com';

export interface TelemetryTarget {
  /** What the SDK is given: always a connection string, also when config.json had a bare key. */
  connectionString: string;
  instrumentationKey: string;
  /** The collector's base address; the SDK posts to `${ingestionEndpoint}/v2/track`. */
  ingestionEndpoint: string;
}

export type TelemetryTargetResult =
  { ok: true; target: TelemetryTarget } | { ok: false; problem: 'key' | 'endpoint' };

function fieldsOf(connectionString: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const pair of connectionString.split(';')) {
    const parts = pair.split('=');
    if (parts.length === 2 && parts[0] && parts[1])
      fields.set(parts[0].trim().toLowerCase(), parts[1].trim());
  }
  return fields;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function parseTelemetryTarget(value: string): TelemetryTargetResult {
  const text = value.trim();
  if (GUID.test(text)) {
    return {
      ok: true,
      target: {
        connectionString: `InstrumentationKey=${text}`,
        instrumentationKey: text,
        ingestionEndpoint: DEFAULT_INGESTION_ENDPOINT,
      },
    };
  }
  const fields = fieldsOf(text);
  const instrumentationKey = fields.get('instrumentationkey') ?? '';
  if (!GUID.test(instrumentationKey)) return { ok: false, problem: 'key' };
  const suffix = fields.get('endpointsuffix');
  const location = fields.get('location');
  const endpoint =
    fields.get('ingestionendpoint') ??
    (suffix ? `https://${location ? `${location}.` : ''}dc.${suffix}` : DEFAULT_INGESTION_ENDPOINT);
  if (!isHttpUrl(endpoint)) return { ok: false, problem: 'endpoint' };
  return {
    ok: true,
    target: { connectionString: text, instrumentationKey, ingestionEndpoint: endpoint.replace(/\/+$/, '') },
  };
}

/** The origin the SDK posts telemetry to, or null when the setting is missing or malformed. */
export function telemetryOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = parseTelemetryTarget(value);
  return parsed.ok ? new URL(parsed.target.ingestionEndpoint).origin : null;
}
