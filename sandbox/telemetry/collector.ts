import { gunzipSync } from 'node:zlib';
import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * The sandbox's usage-telemetry collector (spec §7): it takes the Application Insights SDK's batched posts
 * to `<IngestionEndpoint>/v2/track` as the real ingestion service does, answers with its JSON, logs one line
 * per batch, and keeps every body for the tests. A switch makes it answer 503 for the next posts, so a test
 * can see the SDK retry (spec §8). Served by the sandbox API's HTTP server; usable in-process with msw/node.
 */
export interface TelemetryEnvelope {
  name?: string;
  time?: string;
  iKey?: string;
  tags?: Record<string, string>;
  data?: { baseType?: string; baseData?: Record<string, unknown> };
}

export interface TelemetryBatch {
  /** Milliseconds since the epoch. */
  receivedAt: number;
  /** What the collector answered. */
  status: number;
  contentType: string;
  /** The body as it came (after gunzip): what the tests search for personal data. */
  body: string;
  items: TelemetryEnvelope[];
}

/** The SDK's path under the connection string's IngestionEndpoint; the sandbox's endpoint is `/telemetry`. */
export const TELEMETRY_TRACK_PATH = '/telemetry/v2/track';
/** Sandbox only: the batches received so far (GET), and the 503 switch (POST `{ "count": n }`). */
export const TELEMETRY_BATCHES_PATH = '/__sandbox/telemetry';
export const TELEMETRY_FAIL_PATH = '/__sandbox/telemetry/fail';

export interface TelemetryCollector {
  batches: () => readonly TelemetryBatch[];
  /** Answers the next `count` posts with 503. */
  failNext: (count: number) => void;
  reset: () => void;
  handlers: HttpHandler[];
}

export interface CollectorOptions {
  /** Where the one-line summaries go (the console for `npm start`). */
  log?: (line: string) => void;
  /** The portal origins allowed to post (CORS); any loopback origin when not given. */
  portalOrigins?: readonly string[];
}

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function parseItems(body: string, contentType: string): TelemetryEnvelope[] | null {
  try {
    if (/x-json-stream/i.test(contentType)) {
      return body
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as TelemetryEnvelope);
    }
    const parsed: unknown = JSON.parse(body);
    return Array.isArray(parsed) ? (parsed as TelemetryEnvelope[]) : [parsed as TelemetryEnvelope];
  } catch {
    return null;
  }
}

/** 'Pageview 2, RemoteDependency 5': what a batch holds, by kind. */
function kinds(items: readonly TelemetryEnvelope[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const kind = (item.data?.baseType ?? 'ukjent').replace(/Data$/, '');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${kind} ${String(count)}`).join(', ');
}

export function createTelemetryCollector({
  log = (line) => {
    console.log(line);
  },
  portalOrigins,
}: CollectorOptions = {}): TelemetryCollector {
  let batches: TelemetryBatch[] = [];
  let failures = 0;

  const allowed = (origin: string | null): origin is string =>
    origin !== null && (portalOrigins ? portalOrigins.includes(origin) : LOOPBACK_ORIGIN.test(origin));

  const cors = (request: Request): Record<string, string> => {
    const origin = request.headers.get('Origin');
    if (!allowed(origin)) return {};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': request.headers.get('Access-Control-Request-Headers') ?? 'Content-Type',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
  };

  const receive = async (request: Request): Promise<Response> => {
    const raw = Buffer.from(await request.arrayBuffer());
    const body = (
      /gzip/i.test(request.headers.get('Content-Encoding') ?? '') ? gunzipSync(raw) : raw
    ).toString('utf8');
    const contentType = request.headers.get('Content-Type') ?? '';
    const items = parseItems(body, contentType);
    if (!items) {
      log(`[telemetri] 400: ugyldig JSON (${String(raw.length)} byte, ${contentType})`);
      return HttpResponse.json({ message: 'Ugyldig JSON' }, { status: 400, headers: cors(request) });
    }
    const failing = failures > 0;
    if (failing) failures -= 1;
    const status = failing ? 503 : 200;
    batches.push({ receivedAt: Date.now(), status, contentType, body, items });
    log(
      `[telemetri] ${String(status)} ${String(items.length)} element${items.length === 1 ? '' : 'er'} ` +
        `(${kinds(items)}), ${String(raw.length)} byte${failing ? ' – avvist med vilje, SDK-en prøver igjen' : ''}`,
    );
    if (failing) return new HttpResponse(null, { status: 503, headers: cors(request) });
    return HttpResponse.json(
      { itemsReceived: items.length, itemsAccepted: items.length, appId: null, errors: [] },
      { headers: cors(request) },
    );
  };

  const handlers: HttpHandler[] = [
    http.options(
      `*${TELEMETRY_TRACK_PATH}`,
      ({ request }) => new HttpResponse(null, { status: 204, headers: cors(request) }),
    ),
    http.post(`*${TELEMETRY_TRACK_PATH}`, ({ request }) => receive(request)),
    http.get(`*${TELEMETRY_BATCHES_PATH}`, () => HttpResponse.json(batches)),
    http.post(`*${TELEMETRY_FAIL_PATH}`, async ({ request }) => {
      const { count } = (await request.json()) as { count?: unknown };
      failures = typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 1;
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    batches: () => batches,
    failNext: (count) => {
      failures = count;
    },
    reset: () => {
      batches = [];
      failures = 0;
    },
    handlers,
  };
}
