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
