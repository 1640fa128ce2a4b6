import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getAccount, updateAccount } from '../../api/generated/endpoints/account/account';
import { updateContact } from '../../api/generated/endpoints/contacts/contacts';
import type { Account, AccountUpdate, ContactUpdate } from '../../api/generated/model';
import { useSession } from '../../session/SessionProvider';

/**
 * Query keys of the profile feature. Account data starts with ['account', accountId] (ARCHITECTURE.md), so
 * switching account removes everything cached for the previous one with a single prefix.
 */
export const profileKeys = {
  account: (accountId: string) => ['account', accountId] as const,
  accountDetails: (accountId: string) => ['account', accountId, 'details'] as const,
};

/** GET /account/{id}: the account form loads the account fresh rather than trusting the session copy. */
export const accountDetailsQuery = (accountId: string) =>
  queryOptions({
    queryKey: profileKeys.accountDetails(accountId),
    queryFn: ({ signal }) => getAccount(accountId, undefined, signal),
  });

/**
 * PUT /contacts. On success the session's userData gets the saved contact fields; its accounts are kept.
 */
export function useSaveContact() {
  const { state, dispatch } = useSession();
  return useMutation({
    mutationFn: (body: ContactUpdate) => updateContact(body),
    onSuccess: (saved) => {
      const current = state.userData;
      if (!current) return;
      dispatch({ type: 'setUserData', payload: { ...current, ...saved, accounts: current.accounts } });
    },
  });
}

/**
 * PUT /account. On success the fresh copy goes into the query cache, into userData.accounts and becomes the
 * active account. The session copy keeps the person's own role for the account (an accountant acts for a
 * client's account as ACCOUNTANT), which the account itself does not carry.
 */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  const { state, dispatch } = useSession();
  return useMutation({
    mutationFn: (body: AccountUpdate) => updateAccount(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountDetailsQuery(saved.id).queryKey, saved);
      const current = state.userData;
      if (!current) return;
      const forSession = (previous: Account): Account => ({ ...saved, accountRole: previous.accountRole });
      const accounts = current.accounts.map((account) =>
        account.id === saved.id ? forSession(account) : account,
      );
      const updated = accounts.find((account) => account.id === saved.id);
      dispatch({ type: 'setUserData', payload: { ...current, accounts } });
      if (updated && state.activeAccount?.id === saved.id) {
        dispatch({ type: 'setActiveAccount', payload: updated });
      }
    },
  });
}
