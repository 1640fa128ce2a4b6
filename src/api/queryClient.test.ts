import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { MalformedAnswerError } from './malformedAnswer';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient';
import { OFFLINE_WRITE_MESSAGE, OfflineWriteError, onOfflineWriteRefused } from './offlineWrites';

const httpError = (status: number, headers: Record<string, string> = {}) =>
  new AxiosError('failed', String(status), undefined, undefined, {
    status,
    statusText: '',
    data: null,
    headers: new AxiosHeaders(headers),
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

  it('retries a read that timed out once only: each try has kept the person waiting the whole timeout', () => {
    const timeout = new AxiosError('timeout of 120000ms exceeded', 'ECONNABORTED');
    expect(shouldRetry(0, timeout)).toBe(true);
    expect(shouldRetry(1, timeout)).toBe(false);
    expect(shouldRetry(1, new AxiosError('timeout exceeded', 'ETIMEDOUT'))).toBe(false);
  });

  it('waits as long as a 503 asks with Retry-After, else doubles from 1 s, never over 30 s', () => {
    expect(retryDelay(0, httpError(503, { 'Retry-After': '2' }))).toBe(2000);
    expect(retryDelay(1, httpError(503, { 'Retry-After': '3600' }))).toBe(30_000);
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    expect(retryDelay(0, httpError(503, { 'Retry-After': inFiveSeconds }))).toBeGreaterThanOrEqual(4000);
    expect(retryDelay(0, httpError(503, { 'Retry-After': inFiveSeconds }))).toBeLessThanOrEqual(6000);
    expect(retryDelay(0, httpError(500))).toBe(1000);
    expect(retryDelay(1, httpError(500))).toBe(2000);
    expect(retryDelay(6, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(30_000);
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

describe('a write made offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('is refused at once with the Norwegian message, and never sent later', async () => {
    const client = createQueryClient();
    const send = vi.fn((_city: string) => Promise.resolve('lagret'));
    const optimistic = vi.fn();
    const refused = vi.fn();
    const stopListening = onOfflineWriteRefused(refused);
    const save = new MutationObserver<string, Error, string>(client, {
      mutationFn: send,
      onMutate: optimistic,
    });

    onlineManager.setOnline(false);
    const outcome = save.mutate('Moelv');
    await expect(outcome).rejects.toThrow(OfflineWriteError);
    await expect(outcome).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    expect(save.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
    expect(refused).toHaveBeenCalledTimes(1);
    // Nothing happened on the page's behalf either: no optimistic change to undo.
    expect(optimistic).not.toHaveBeenCalled();

    // The network comes back: nothing was queued.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).not.toHaveBeenCalled();
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((mutation) => mutation.state.isPaused),
    ).toEqual([]);
    stopListening();
  });

  it('goes out as usual online', async () => {
    const send = vi.fn((_city: string) => Promise.resolve('lagret'));
    const save = new MutationObserver<string, Error, string>(createQueryClient(), { mutationFn: send });
    await expect(save.mutate('Moelv')).resolves.toBe('lagret');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
