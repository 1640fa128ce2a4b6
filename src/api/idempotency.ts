import { httpStatusOf } from './httpStatus';

/**
 * A save must never be carried out twice because its answer was lost. Every write the portal sends carries an
 * `Idempotency-Key`; the API carries out the first request with a key and answers every later one with the
 * same key with that first answer (the contract marks the header `x-assumed`).
 *
 * The key belongs to one user action: the write as it is (method, address, body). It is reused by the
 * automatic retry, and by the person's own 'Prøv igjen' with the same content, for as long as it is not
 * known whether the write was carried out; it is dropped once the API has answered it (a changed form is
 * another action, and so is a second order after one that went through).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWrite = (method: string): boolean => WRITES.has(method.toUpperCase());

/** Keys of writes whose outcome is not known yet, by the write's fingerprint. Only this page's memory. */
const openKeys = new Map<string, string>();

const fingerprintOf = (method: string, url: string, body: unknown): string =>
  `${method.toUpperCase()} ${url} ${typeof body === 'string' ? body : JSON.stringify(body ?? null)}`;

/** 128 random bits as hex; `getRandomValues`, unlike `randomUUID`, works outside a secure context too. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface WriteAction {
  key: string;
  /** The API answered: the next write with the same content is a new action. */
  answered: () => void;
}

/** The key for a write: the open one of the same write, or a new one. */
export function writeAction(method: string, url: string, body: unknown): WriteAction {
  const fingerprint = fingerprintOf(method, url, body);
  const key = openKeys.get(fingerprint) ?? newKey();
  openKeys.set(fingerprint, key);
  return {
    key,
    answered: () => {
      if (openKeys.get(fingerprint) === key) openKeys.delete(fingerprint);
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether a failed request may have been carried out all the same: no answer came (the timeout, a cut
 * connection), or a gateway answered for an API that did not answer it in time (502, 504). Not a request this
 * page cancelled itself.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isObject(error) || error.isAxiosError !== true || error.code === 'ERR_CANCELED') return false;
  const status = httpStatusOf(error);
  return status === undefined || status === 502 || status === 504;
}

/** Whether a failed request is a timeout: the API did not answer within the client's time. */
export const timedOut = (error: unknown): boolean =>
  isObject(error) &&
  error.isAxiosError === true &&
  httpStatusOf(error) === undefined &&
  (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
