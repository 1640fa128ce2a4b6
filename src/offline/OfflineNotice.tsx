import { useCallback, useContext, useSyncExternalStore } from 'react';
import { onlineManager, QueryClientContext, type QueryCache } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../domain/formatInstant';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const ignore = () => () => undefined;

/** When the oldest data on screen was fetched (epoch ms), or null when nothing shown came from the API. */
export function oldestShownData(cache: QueryCache): number | null {
  let oldest: number | null = null;
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined) continue;
    const fetchedAt = query.state.dataUpdatedAt;
    if (oldest === null || fetchedAt < oldest) oldest = fetchedAt;
  }
  return oldest;
}

/**
 * 'Du er frakoblet', or 'Frakoblet – viser data fra DD.MM.YYYY HH:mm' when the page shows data fetched
 * earlier (the oldest of it: what the person reads is at least that fresh). Nothing while online. A status
 * region, so a screen reader hears when the network goes, without being interrupted. On the sign-in page the
 * query client is not loaded (src/api/queryClientLoader.ts): nothing there came from the API.
 */
export function OfflineNotice() {
  const { i18n } = useLingui();
  const cache = useContext(QueryClientContext)?.getQueryCache();
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const subscribeCache = useCallback(
    (onChange: () => void) => (online || !cache ? ignore() : cache.subscribe(onChange)),
    [cache, online],
  );
  const shownSince = useSyncExternalStore(subscribeCache, () =>
    online || !cache ? null : oldestShownData(cache),
  );
  if (online) return null;
  const since = shownSince === null ? '' : formatInstant(shownSince, i18n.locale === 'en' ? 'en' : 'nb');
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {shownSince === null ? (
        <Trans>Du er frakoblet. Endringer kan ikke sendes før du er på nett igjen.</Trans>
      ) : (
        <Trans>Frakoblet – viser data fra {since}. Endringer kan ikke sendes før du er på nett igjen.</Trans>
      )}
    </Alert>
  );
}
