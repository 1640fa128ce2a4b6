import type { Account, UserData } from '../api/generated/model';
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
