import type { QueryClient } from '@tanstack/react-query';
import { keepConfigForOffline, portalConfig } from '../config';
import { clientSessionClearedInThisPage } from '../session/clearSession';
import { startOfflinePersistence } from './queryPersistence';

/** A slow IndexedDB (a busy disk, another tab upgrading it) must not hold up the page. */
const START_TIMEOUT_MS = 2_000;

/**
 * For a signed-in person: keeps the offline copy of what they open, and the configuration to start with
 * offline, and (when offline) puts the kept queries back before the page shows. The copy is a help, never a
 * condition: without IndexedDB or Web Crypto (some private modes) the portal runs as before. The code comes
 * with the lazy `RequireAuth` (src/app/router.tsx), so the sign-in page does not carry it; a static import,
 * so it is fetched beside `RequireAuth`, not one round trip after it, before the page's first call.
 */
export async function keepOfflineCopy(queryClient: QueryClient, sub: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !('subtle' in crypto)) return;
  if (clientSessionClearedInThisPage()) return;
  const config = portalConfig();
  keepConfigForOffline();
  const started = startOfflinePersistence(queryClient, {
    sub,
    // As long as the sign-in that fetched the data can last: a copy older than that belongs to a sign-in
    // that is over, whatever the tab still holds.
    maxAgeMs: config.oidc.sessionLifetimeSeconds * 1000,
  });
  await Promise.race([
    started.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, START_TIMEOUT_MS)),
  ]);
}
