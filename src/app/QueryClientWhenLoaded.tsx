import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { loadedQueryClient, onQueryClientLoaded } from '../api/queryClientLoader';

/**
 * QueryClientProvider for a client that arrives after the first render (src/api/queryClientLoader.ts). The
 * context is there from the start, so nothing below remounts when the client comes; until then it is empty,
 * which only the offline notice reads (routes that fetch wait for the client).
 */
export function QueryClientWhenLoaded({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(onQueryClientLoaded, loadedQueryClient);
  // What QueryClientProvider does: the client follows focus and the network while the app is mounted.
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => {
      client.unmount();
    };
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}
