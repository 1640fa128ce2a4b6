import { may, partyOf, type PortalAction } from '../domain/permissions';
import { storedSignIn } from '../auth/auth';
import { readSessionState } from '../session/sessionState';
import { loadQueryClient } from '../api/queryClientLoader';
import type { PagePrefetch } from '../paths';
import { portalStarted } from './startup';

/**
 * Starts a signed-in page's first calls while its code is still loading (issue #38): the page then finds
 * them under way, or answered, in the query cache instead of asking after its first render. Only for a
 * person signed in online with a good token (the same rule as RequireAuth: no call that could end in a sign
 * out), who has chosen an account and may use the page for it; otherwise the page asks itself, as before.
 * Never fails: whatever goes wrong here, the page's own query asks again and shows it.
 */
export async function prefetchPage(
  prefetch: PagePrefetch,
  requires: PortalAction | undefined,
): Promise<void> {
  await portalStarted;
  if (!window.navigator.onLine || !storedSignIn()) return;
  const session = readSessionState(window.sessionStorage);
  const account = session.activeAccount;
  if (!account) return;
  const party = partyOf({ role: account.accountRole, isEmployee: session.userData?.isEmployee ?? false });
  if (requires && !may(party, requires)) return;
  const queryClient = await loadQueryClient();
  await prefetch(queryClient, account.id);
}
