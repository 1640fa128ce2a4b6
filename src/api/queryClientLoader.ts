import type { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query client, loaded on demand: the sign-in page fetches nothing, so TanStack Query's client
 * (with the cache and retry machinery) is not part of what it loads. Every route that fetches waits for
 * {@link loadQueryClient} before it renders (src/app/router.tsx); the app provides the client from then on.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./queryClient').then(({ createQueryClient }) => {
    client = createQueryClient();
    listeners.forEach((listener) => {
      listener();
    });
    return client;
  });
  return loading;
}

/** The client once {@link loadQueryClient} has created it; undefined before. */
export const loadedQueryClient = (): QueryClient | undefined => client;

export function onQueryClientLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
