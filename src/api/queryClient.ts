import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './httpStatus';
import { MalformedAnswerError } from './malformedAnswer';

const ONE_HOUR = 3_600_000;
const MAX_RETRIES_ON_SERVER_OR_NETWORK_ERROR = 2;

/**
 * No retry for a 4xx or an answer the contract does not allow (asking again will not help, and each would be
 * reported); at most two for 5xx and network errors.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof MalformedAnswerError) return false;
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES_ON_SERVER_OR_NETWORK_ERROR;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: ONE_HOUR,
        gcTime: ONE_HOUR,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
