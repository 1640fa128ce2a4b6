import { hydrate, onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/query-persist-client-core';
import { clientSessionClearedInThisPage, onClientSessionCleared } from '../session/clearSession';
import { encryptedStore, sessionKeys, sweepEntriesOlderThan } from './encryptedStore';

/**
 * The offline copy of what the signed-in person has opened: every successful query is written, one entry per
 * query, with TanStack Query's per-query persister into the encrypted store (encryptedStore.ts). It is read
 * back only without network, when the tab starts offline or goes offline, so online the portal fetches as it
 * always did (spec §9: an hour's cache, then the API). Scoped to the person: the buster holds their `sub`,
 * the keys are the tab session's. Erased with the session (src/session/clearSession.ts).
 */
export interface OfflinePersistenceOptions {
  /** The signed-in person (the eID's `sub`): entries saved for anyone else are never restored. */
  sub: string;
  /** How old an entry may be and still be shown offline. */
  maxAgeMs: number;
  /** Where the tab session's keys live; the tab's session storage. */
  keyStorage?: Storage;
}

const PREFIX = 'sporring';

/**
 * Whether data survives JSON as it is: plain objects, arrays, strings, finite numbers, booleans and null. A
 * query holding a Blob (a decoded document) or a Date would come back as something else, so it is not kept.
 */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((field) => field === undefined || isPlainJson(field));
}

const isKept = (query: Query): boolean => query.state.status === 'success' && isPlainJson(query.state.data);

let running: { client: QueryClient; sub: string; started: Promise<() => void> } | null = null;

/**
 * Starts keeping the offline copy for `sub` in this tab, and restores it into `queryClient` when offline
 * (now or later). Once per person and query client (a page has one); resolves with the function that stops
 * it (the session being cleared stops it too).
 */
export function startOfflinePersistence(
  queryClient: QueryClient,
  options: OfflinePersistenceOptions,
): Promise<() => void> {
  if (running?.client !== queryClient || running.sub !== options.sub) {
    running?.started.then((stop) => {
      stop();
    }, noop);
    running = { client: queryClient, sub: options.sub, started: start(queryClient, options) };
  }
  return running.started;
}

const noop = () => undefined;

async function start(
  queryClient: QueryClient,
  { sub, maxAgeMs, keyStorage = window.sessionStorage }: OfflinePersistenceOptions,
): Promise<() => void> {
  let closed = false;
  const isClosed = () => closed;
  const stopListening: (() => void)[] = [];
  const stop = () => {
    closed = true;
    stopListening.forEach((unsubscribe) => {
      unsubscribe();
    });
    if (running?.client === queryClient && running.sub === sub) running = null;
  };
  stopListening.push(onClientSessionCleared(stop));
  // Cleared while this code loaded: no keys, nothing written.
  if (clientSessionClearedInThisPage()) {
    stop();
    return stop;
  }

  const store = encryptedStore(await sessionKeys(keyStorage), isClosed);
  const buster = `${sub}:${__APP_VERSION__}`;
  const persister = experimental_createQueryPersister({
    storage: store,
    buster,
    maxAge: maxAgeMs,
    prefix: PREFIX,
  });

  /**
   * Puts the kept queries into the cache. `hydrate` never replaces data newer than the kept copy, so going
   * offline with fresher data on screen changes nothing there.
   */
  const restore = async (): Promise<void> => {
    const now = Date.now();
    const kept = (await store.entries())
      .filter(([key]) => key.startsWith(`${PREFIX}-`))
      .map(([, value]) => JSON.parse(value) as PersistedQuery)
      .filter((entry) => entry.buster === buster && now - entry.state.dataUpdatedAt <= maxAgeMs);
    if (closed) return;
    hydrate(queryClient, {
      queries: kept.map(({ queryKey, queryHash, state }) => ({
        queryKey,
        queryHash,
        state,
        dehydratedAt: state.dataUpdatedAt,
      })),
    });
  };

  stopListening.push(
    queryClient.getQueryCache().subscribe((event) => {
      // 'success' is a fetch that answered or setQueryData (a save updating the list); hydrate is neither.
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const query = queryClient.getQueryCache().get(event.query.queryHash);
      if (query && isKept(query)) persister.persistQuery(query).catch(noop);
    }),
    onlineManager.subscribe((online) => {
      if (!online) restore().catch(noop);
    }),
  );
  // What the page fetched while this started (it does not wait for the copy online) is kept as well.
  queryClient
    .getQueryCache()
    .getAll()
    .filter(isKept)
    .forEach((query) => {
      persister.persistQuery(query).catch(noop);
    });

  await Promise.all([
    sweepEntriesOlderThan(maxAgeMs, isClosed).catch(noop),
    persister.persisterGc().catch(noop),
  ]);
  if (!onlineManager.isOnline()) await restore().catch(noop);
  return stop;
}
