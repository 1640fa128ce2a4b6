/** The HTTP status of a failed request (axios puts it on error.response), without loading axios. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The API's own Norwegian explanation of a refused request (`{ message }` in the answer), if it gave one. */
export function apiMessageOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' && data.message.trim() !== '' ? data.message.trim() : null;
}

/** The field a 400 names (`{ message, field }`: the API's answer about one field of a form), or null. */
export function refusedFieldOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof data !== 'object' || data === null || !('field' in data)) return null;
  return typeof data.field === 'string' ? data.field : null;
}

/**
 * The seconds the server asked the client to wait (`Retry-After`, as seconds or an HTTP date) before asking
 * again, or undefined when it did not say.
 */
export function retryAfterSecondsOf(error: unknown, now = Date.now()): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const headers = (error as { response?: { headers?: unknown } }).response?.headers;
  if (typeof headers !== 'object' || headers === null) return undefined;
  const value: unknown =
    'get' in headers && typeof headers.get === 'function'
      ? (headers.get as (name: string) => unknown).call(headers, 'retry-after')
      : (headers as Record<string, unknown>)['retry-after'];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
