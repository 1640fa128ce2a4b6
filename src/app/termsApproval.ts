import type { Account, UserData } from '../api/generated/model';
import { isOlderThanMonths } from '../domain/format';
import { may, partyOf } from '../domain/permissions';

const TERMS_VALID_MONTHS = 3;

/**
 * Spec §4/§5: not for employees or without an account; when never approved or approved over 3 months ago.
 * Only those who may give the account's consent (src/domain/permissions.ts) are asked: a contractor could
 * not save it.
 */
export function needsTermsApproval(
  user: UserData | null,
  account: Account | null,
  now = new Date(),
): boolean {
  if (!user || !account?.id || user.isEmployee) return false;
  if (!may(partyOf({ role: account.accountRole, isEmployee: user.isEmployee }), 'approveTerms')) return false;
  return !user.approvedTerms || isOlderThanMonths(user.approvedTermsDate, TERMS_VALID_MONTHS, now);
}
