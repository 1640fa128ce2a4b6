import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Arrangement } from '../api/generated/model';

/** Arrangement status codes (spec §4); the labels are `arrangementStatusLabel` in codeSets. */
export const ARRANGEMENT_STATUS = {
  draft: 0,
  awaitingApproval: 1,
  approved: 2,
  completed: 3,
  /** Assumed code (openapi/portal-api.yaml): the spec's badge set has 'Ikke godkjent' but no code for it. */
  rejected: 4,
  cancelled: 5,
} as const;

/**
 * An arrangement is changed, deleted and reported only by the people of the account that made it, acting for
 * that account: the group's other accounts see it but may not act on it.
 */
export const isOwnArrangement = (arrangement: Pick<Arrangement, 'accountId'>, accountId: string): boolean =>
  arrangement.accountId === accountId;

/** Only a draft can be changed or deleted (spec §2.3). */
export const isEditableArrangement = (arrangement: Pick<Arrangement, 'status'>): boolean =>
  arrangement.status === ARRANGEMENT_STATUS.draft;

/** 'Rapporter arrangement': an approved arrangement whose start has passed (spec §2.3). */
export const isReportableArrangement = (
  arrangement: Pick<Arrangement, 'status' | 'startDate'>,
  now: Date = new Date(),
): boolean =>
  arrangement.status === ARRANGEMENT_STATUS.approved &&
  new Date(arrangement.startDate).getTime() < now.getTime();

/**
 * The status badge for drafts and approvals (spec §4: its own constant set, with two codes for 'Under
 * behandling'). Approval is the cooperative's step after 'Send til godkjenning'; a cancelled arrangement is
 * past approval and gets no badge. Messages: shown with `i18n._(APPROVAL_BADGE[badge])`.
 */
export const APPROVAL_BADGE = {
  draft: msg`Kladd`,
  submitted: msg`Under behandling`,
  inReview: msg`Under behandling`,
  approved: msg`Godkjent`,
  rejected: msg`Ikke godkjent`,
} as const satisfies Record<string, MessageDescriptor>;

export type ApprovalBadge = keyof typeof APPROVAL_BADGE;

export function approvalBadgeOf(status: number): ApprovalBadge | null {
  switch (status) {
    case ARRANGEMENT_STATUS.draft:
      return 'draft';
    case ARRANGEMENT_STATUS.awaitingApproval:
      return 'submitted';
    case ARRANGEMENT_STATUS.approved:
    case ARRANGEMENT_STATUS.completed:
      return 'approved';
    case ARRANGEMENT_STATUS.rejected:
      return 'rejected';
    default:
      return null;
  }
}
