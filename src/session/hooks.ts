import type { Account, UserData } from '../api/generated/model';
import { may, partyOf, type Party, type PortalAction } from '../domain/permissions';
import { useSession } from './SessionProvider';

/** The signed-in person's data; only for screens behind sign-in, where it is always there. */
export function useUserData(): UserData {
  const { state } = useSession();
  if (!state.userData) throw new Error('Ingen innlogget person i sesjonen.');
  return state.userData;
}

/** The account the person acts for now, or null before one is chosen. */
export function useActiveAccount(): Account | null {
  return useSession().state.activeAccount;
}

/** What the person may do for the active account (src/domain/permissions.ts); nothing before one is chosen. */
export function useAccountPermissions(): { party: Party | null; may: (action: PortalAction) => boolean } {
  const { state } = useSession();
  const party = state.activeAccount
    ? partyOf({ role: state.activeAccount.accountRole, isEmployee: state.userData?.isEmployee ?? false })
    : null;
  return { party, may: (action) => may(party, action) };
}
