import { useEffect, useSyncExternalStore } from 'react';
import type { Account, UserData } from '../api/generated/model';
import { useSession } from '../session/SessionProvider';
import {
  consentChoice,
  onConsentChange,
  setKnownPersonalData,
  telemetryEnabled,
  trackPage,
} from '../telemetry/telemetry';
import { ConsentBanner } from '../telemetry/ConsentBanner';
import type { AppRouter } from './router';

type RouterState = AppRouter['state'];

/**
 * The page's name in telemetry: its route pattern ('/timberContract/contractFiles', '/*' for an unknown
 * address), never the address itself, so no id or search word in it leaves.
 */
export function routePattern(matches: readonly { route: { path?: string } }[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/') ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || '/';
}

/** The personal values the session holds, which telemetry's scrubber removes wherever they turn up. */
export function personalValues(userData: UserData | null, activeAccount: Account | null): string[] {
  const contact = userData
    ? [
        userData.firstName,
        userData.lastName,
        `${userData.firstName} ${userData.lastName}`,
        userData.email,
        userData.phoneNumber,
        userData.address.streetAddress,
      ]
    : [];
  const accounts = [...(userData?.accounts ?? []), ...(activeAccount ? [activeAccount] : [])].flatMap(
    (account) => [
      account.name,
      account.email,
      account.emailAddress,
      account.phoneNumber,
      account.organizationNumber,
      account.bankAccountNumber,
      account.streetName,
      account.address1Line1,
    ],
  );
  return [...contact, ...accounts].filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
}

/**
 * Usage telemetry's part of the app: a page view per page the router settles on, the session's personal
 * values for the scrubber, and the consent banner until the person has answered. Nothing when telemetry is
 * not configured.
 */
export function Telemetry({ router }: { router: AppRouter }) {
  const enabled = telemetryEnabled();
  const { state } = useSession();
  const choice = useSyncExternalStore(onConsentChange, consentChoice);

  useEffect(() => {
    if (!enabled) return undefined;
    let lastPath: string | null = null;
    const record = (routerState: RouterState) => {
      if (!routerState.initialized || routerState.navigation.state !== 'idle') return;
      if (routerState.location.pathname === lastPath) return;
      lastPath = routerState.location.pathname;
      trackPage(routePattern(routerState.matches));
    };
    record(router.state);
    return router.subscribe(record);
  }, [enabled, router]);

  useEffect(() => {
    if (enabled) setKnownPersonalData(personalValues(state.userData, state.activeAccount));
  }, [enabled, state.userData, state.activeAccount]);

  // In the first render, not loaded later: a banner that came in above the page would shift it (CLS).
  if (!enabled || choice) return null;
  return <ConsentBanner />;
}
