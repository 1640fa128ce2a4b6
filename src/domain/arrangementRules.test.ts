import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { arrangementStatusLabel } from './codeSets';
import {
  APPROVAL_BADGE,
  approvalBadgeOf,
  isEditableArrangement,
  isOwnArrangement,
  isReportableArrangement,
} from './arrangementRules';

const NOW = new Date('2026-11-23T13:00:00Z');

// The badges are messages (#43): shown in Norwegian, as the portal starts for a Norwegian browser.
beforeAll(async () => {
  const { messages } = await import('../locales/nb/idea-bank.po');
  i18n.loadAndActivate({ locale: 'nb', messages });
});

describe('arrangement status', () => {
  it('labels the codes of spec §4, and says so for an unknown one', () => {
    expect([0, 1, 2, 3, 5].map(arrangementStatusLabel)).toEqual([
      'Kladd',
      'Venter på godkjenning',
      'Godkjent',
      'Fullført',
      'Avlyst',
    ]);
    // The one code the spec leaves out, assumed (openapi/portal-api.yaml).
    expect(arrangementStatusLabel(4)).toBe('Ikke godkjent');
    expect(arrangementStatusLabel(6)).toBe('Ukjent status');
  });

  it('lets only a draft be edited or deleted', () => {
    expect(([0, 1, 2, 3, 5] as const).map((status) => isEditableArrangement({ status }))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('lets only the account that made an arrangement act on it', () => {
    expect(isOwnArrangement({ accountId: 'acc-kari' }, 'acc-kari')).toBe(true);
    expect(isOwnArrangement({ accountId: 'acc-kari' }, 'acc-ansatt')).toBe(false);
    expect(isOwnArrangement({ accountId: null }, 'acc-kari')).toBe(false);
    expect(isOwnArrangement({}, 'acc-kari')).toBe(false);
  });

  it('offers the report only for an approved arrangement that has started', () => {
    const past = '2026-11-23T12:30:00+01:00'; // 11:30 UTC, before NOW
    const future = '2026-11-23T15:00:00+01:00';
    expect(isReportableArrangement({ status: 2, startDate: past }, NOW)).toBe(true);
    expect(isReportableArrangement({ status: 2, startDate: future }, NOW)).toBe(false);
    for (const status of [0, 1, 3, 4, 5] as const) {
      expect(isReportableArrangement({ status, startDate: past }, NOW)).toBe(false);
    }
  });

  it('shows the draft badge from its own set', () => {
    expect(
      [0, 1, 2, 3, 4, 5].map((status) => {
        const badge = approvalBadgeOf(status);
        return badge && i18n._(APPROVAL_BADGE[badge]);
      }),
    ).toEqual(['Kladd', 'Under behandling', 'Godkjent', 'Godkjent', 'Ikke godkjent', null]);
  });
});
