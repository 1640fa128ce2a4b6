import { apiError } from './apiError.ts';

/**
 * The `Idempotency-Key` of the contract (x-assumed, components.parameters.IdempotencyKey): the first write
 * with a key is carried out and its answer kept; a repeat with the same key and the same request gets that
 * answer again and changes nothing, so a save whose answer was lost can be sent again safely. Keys belong to
 * the signed-in person: another person's key names nothing of theirs.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const KEY_REUSED_MESSAGE =
  'Idempotency-Key er allerede brukt til en annen forespørsel. En ny handling må ha en ny nøkkel.';
export const BAD_KEY_MESSAGE = 'Idempotency-Key må være 1–255 synlige ASCII-tegn.';

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface KeyRecord {
  /** Method, path with query, and body: what a repeat must match. */
  request: string;
  /** Undefined when the first try gave no answer to keep (a 5xx, or it threw): the next is carried out. */
  answer: Promise<KeptAnswer | undefined>;
}

export interface IdempotencyData {
  idempotencyKeys: Map<string, KeyRecord>;
}

export const createIdempotencyData = (): IdempotencyData => ({ idempotencyKeys: new Map() });

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
  const fingerprint = `${request.method.toUpperCase()} ${url.pathname}${url.search} ${await request.clone().text()}`;
  const scope = `${pid} ${key}`;

  return async () => {
    const earlier = data.idempotencyKeys.get(scope);
    if (earlier) {
      if (earlier.request !== fingerprint) return apiError(422, KEY_REUSED_MESSAGE);
      const kept = await earlier.answer;
      if (kept) return answerOf(kept, true);
    }
    const carried = carryOut();
    const answer = carried.then(
      async (response) => (response && response.status < 500 ? keep(response.clone()) : undefined),
      () => undefined,
    );
    data.idempotencyKeys.set(scope, { request: fingerprint, answer });
    const response = await carried;
    await answer;
    return response;
  };
}
