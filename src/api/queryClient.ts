import { MutationCache, QueryClient } from '@tanstack/react-query';
import { httpStatusOf, retryAfterSecondsOf } from './httpStatus';
import { timedOut } from './idempotency';
import { MalformedAnswerError } from './malformedAnswer';
import { refuseWriteWhenOffline } from './offlineWrites';
import { UnsafePathError } from './unsafePath';

const ONE_HOUR = 3_600_000;
const MAX_RETRIES_ON_SERVER_OR_NETWORK_ERROR = 2;
/** Each timed-out try has kept the person waiting the whole timeout (120 s). */
const MAX_RETRIES_ON_TIMEOUT = 1;

/**
 * No retry for a 4xx, an answer the contract does not allow or an address refused before it left (asking
 * again will not help, and each would be reported); at most one after a timeout, at most two for 5xx and
 * other network errors.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof MalformedAnswerError || error instanceof UnsafePathError) return false;
  if (timedOut(error)) return failureCount < MAX_RETRIES_ON_TIMEOUT;
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES_ON_SERVER_OR_NETWORK_ERROR;
}

const LONGEST_RETRY_DELAY_MS = 30_000;

/**
 * How long to wait before asking again: what the server said in `Retry-After` (a 503 in maintenance), else
 * TanStack Query's own doubling from 1 s; never more than 30 s, so a screen does not spin for long.
 */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = retryAfterSecondsOf(error);
  const delay = asked !== undefined ? asked * 1000 : 1000 * 2 ** failureCount;
  return Math.min(delay, LONGEST_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Runs before each mutation's own onMutate and its request: offline, the mutation fails right here.
    mutationCache: new MutationCache({ onMutate: refuseWriteWhenOffline }),
    defaultOptions: {
      queries: {
        staleTime: ONE_HOUR,
        gcTime: ONE_HOUR,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
      // 'always': a mutation is never paused to be sent later when the network returns (the default
      // 'online' would queue it silently).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
