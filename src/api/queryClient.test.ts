import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { MalformedAnswerError } from './malformedAnswer';
import { createQueryClient, shouldRetry } from './queryClient';

const httpError = (status: number) =>
  new AxiosError('failed', String(status), undefined, undefined, {
    status,
    statusText: '',
    data: null,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('query client', () => {
  it('does not retry a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 422]) expect(shouldRetry(0, httpError(status))).toBe(false);
  });

  it('retries 5xx and network errors at most twice', () => {
    expect(shouldRetry(0, httpError(500))).toBe(true);
    expect(shouldRetry(1, httpError(503))).toBe(true);
    expect(shouldRetry(2, httpError(500))).toBe(false);
    expect(shouldRetry(0, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(shouldRetry(2, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(false);
  });

  it('does not retry an answer the contract does not allow', () => {
    const malformed = new MalformedAnswerError({
      operation: 'getAccount',
      route: 'GET /account/{id}',
      status: 200,
      detail: 'ikke JSON (text/html)',
    });
    expect(shouldRetry(0, malformed)).toBe(false);
  });

  it('keeps data an hour and does not refetch on mount or focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(3_600_000);
    expect(defaults?.gcTime).toBe(3_600_000);
    expect(defaults?.refetchOnMount).toBe(false);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});
