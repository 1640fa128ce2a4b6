import { apiError } from './apiError.ts';

/**
 * The `Idempotency-Key` of the contract (x-assumed, components.parameters.IdempotencyKey): the first write
 * with a key is carried out and its answer kept; a repeat with the same key and the same request gets that
 * answer again and changes nothing, so a save whose answer was lost can be sent again safely. Keys belong to
 * the signed-in person: another person's key names nothing of theirs.
 *
 * What a repeat must match is kept as a SHA-256 of method, path and body, never the body itself (bodies hold
 * tokens, kontonummer and attachments of up to 2 MiB). A key is kept for IDEMPOTENCY_TTL_MS and at most
 * `maxKeys` keys are kept, the oldest dropped first.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const KEY_REUSED_MESSAGE =
  'Idempotency-Key er allerede brukt til en annen forespørsel. En ny handling må ha en ny nøkkel.';
export const BAD_KEY_MESSAGE = 'Idempotency-Key må være 1–255 synlige ASCII-tegn.';

/** 24 hours, as docs/security.md asks of the real API. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
export const IDEMPOTENCY_MAX_KEYS = 10_000;

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface KeyRecord {
  /** SHA-256 (hex) of method, path with query, and body: what a repeat must match. */
  fingerprint: string;
  /** When the key is forgotten (ms since epoch). */
  expiresAt: number;
  /** Undefined when the first try gave no answer to keep (a 5xx, or it threw): the next is carried out. */
  answer: Promise<KeptAnswer | undefined>;
}

export interface IdempotencyLimits {
  ttlMs: number;
  maxKeys: number;
}

export interface IdempotencyData {
  /** By `${pid} ${key}`, oldest first (a Map keeps insertion order). */
  idempotencyKeys: Map<string, KeyRecord>;
  idempotencyLimits: IdempotencyLimits;
}

export const createIdempotencyData = (limits: Partial<IdempotencyLimits> = {}): IdempotencyData => ({
  idempotencyKeys: new Map(),
  idempotencyLimits: { ttlMs: IDEMPOTENCY_TTL_MS, maxKeys: IDEMPOTENCY_MAX_KEYS, ...limits },
});

const keep = async (response: Response): Promise<KeptAnswer> => ({
  status: response.status,
  headers: [...response.headers],
  body: await response.arrayBuffer(),
});

const answerOf = (kept: KeptAnswer, replayed: boolean): Response => {
  const headers = new Headers(kept.headers);
  if (replayed) headers.set(REPLAYED_HEADER, 'true');
  return new Response(kept.status === 204 ? null : kept.body.slice(0), { status: kept.status, headers });
};

async function sha256Hex(parts: readonly (string | ArrayBuffer)[]): Promise<string> {
  const encoder = new TextEncoder();
  const chunks = parts.map((part) =>
    typeof part === 'string' ? encoder.encode(part) : new Uint8Array(part),
  );
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length + 1, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length + 1; // a 0 byte between the parts
  }
  const digest = await crypto.subtle.digest('SHA-256', joined);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Drops expired keys, then the oldest while the store is full. */
function makeRoom(data: IdempotencyData, now: number) {
  for (const [scope, record] of data.idempotencyKeys) {
    if (record.expiresAt <= now) data.idempotencyKeys.delete(scope);
  }
  for (const scope of data.idempotencyKeys.keys()) {
    if (data.idempotencyKeys.size < data.idempotencyLimits.maxKeys) break;
    data.idempotencyKeys.delete(scope);
  }
}

/**
 * `carryOut` (the sandbox's handler for the request), once per key: returns what to run in its place. A
 * request without a key, or a read, runs `carryOut` as before.
 */
export async function oncePerKey(
  data: IdempotencyData,
  request: Request,
  pid: string,
  carryOut: () => Promise<Response | undefined>,
): Promise<() => Promise<Response | undefined>> {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null || !WRITES.has(request.method.toUpperCase())) return carryOut;
  if (!VALID_KEY.test(key)) return () => Promise.resolve(apiError(400, BAD_KEY_MESSAGE));
  const url = new URL(request.url);
  const fingerprint = await sha256Hex([
    request.method.toUpperCase(),
    `${url.pathname}${url.search}`,
    await request.clone().arrayBuffer(),
  ]);
  const scope = `${pid} ${key}`;

  return async () => {
    const now = Date.now();
    const earlier = data.idempotencyKeys.get(scope);
    if (earlier && earlier.expiresAt > now) {
      if (earlier.fingerprint !== fingerprint) return apiError(422, KEY_REUSED_MESSAGE);
      const kept = await earlier.answer;
      if (kept) return answerOf(kept, true);
    }
    const carried = carryOut();
    const answer = carried.then(
      async (response) => (response && response.status < 500 ? keep(response.clone()) : undefined),
      () => undefined,
    );
    data.idempotencyKeys.delete(scope);
    makeRoom(data, now);
    data.idempotencyKeys.set(scope, {
      fingerprint,
      expiresAt: now + data.idempotencyLimits.ttlMs,
      answer,
    });
    const response = await carried;
    await answer;
    return response;
  };
}
