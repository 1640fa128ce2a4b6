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

/**
 * The account the person acts for, on a page inside the signed-in layout: the layout sends anyone without one
 * to 'Bytt selskap' before the page renders, so a page never draws a 'no account' state of its own.
 */
export function useAccount(): Account {
  const account = useActiveAccount();
  if (!account) {
    throw new Error(
      'useAccount() brukes bare på sider i den innloggede layouten, som krever et valgt selskap. Bruk useActiveAccount() der ingen konto kan være valgt.',
    );
  }
  return account;
}

/** What the person may do for the active account (src/domain/permissions.ts); nothing before one is chosen. */
export function useAccountPermissions(): { party: Party | null; may: (action: PortalAction) => boolean } {
  const { state } = useSession();
  const party = state.activeAccount
    ? partyOf({ role: state.activeAccount.accountRole, isEmployee: state.userData?.isEmployee ?? false })
    : null;
  return { party, may: (action) => may(party, action) };
}
