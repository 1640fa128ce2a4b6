import { t } from '@lingui/core/macro';
import type {
  AttachmentProblem,
  Bounds,
  ReminderProblem,
  SendTimeProblem,
} from '../../domain/arrangementNotification';
import { formatDateTime } from '../../domain/format';

/**
 * What the form says about a notification's send time, reminder and attachment (spec §4, §5), in the active
 * language, with the times as the language writes them. The domain's own texts (arrangementNotification.ts:
 * sendTimeProblemText, reminderProblemText, ATTACHMENT_PROBLEM_TEXT) are the API's Norwegian words, which the
 * sandbox API answers with; in Norwegian these say the same. Call them while rendering (under useLingui).
 */
const halfHourText = () => t`Velg et tidspunkt på hel eller halv time`;

export function sendTimeProblemMessage(problem: SendTimeProblem, bounds: Bounds): string {
  switch (problem) {
    case 'beforeTomorrow': {
      const earliest = formatDateTime(bounds.earliest);
      return t`Varslingen kan tidligst sendes i morgen, ${earliest}`;
    }
    case 'tooCloseToStart': {
      const latest = formatDateTime(bounds.latest);
      return t`Varslingen må sendes senest to dager før arrangementet, ${latest}`;
    }
    case 'notOnHalfHour':
      return halfHourText();
  }
}

export function reminderProblemMessage(problem: ReminderProblem, bounds: Bounds): string {
  switch (problem) {
    case 'tooSoonAfterSend': {
      const earliest = formatDateTime(bounds.earliest);
      return t`Påminnelsen kan tidligst sendes én dag etter varslingen, ${earliest}`;
    }
    case 'tooCloseToStart': {
      const latest = formatDateTime(bounds.latest);
      return t`Påminnelsen må sendes senest én dag før arrangementet, ${latest}`;
    }
    case 'notOnHalfHour':
      return halfHourText();
  }
}

export function attachmentProblemMessage(problem: AttachmentProblem): string {
  switch (problem) {
    case 'tooLarge':
      return t`Filen er for stor (Maks 2 MB)`;
    case 'type':
      return t`Filtypen kan ikke sendes. Velg en PDF, et bilde, et Word- eller Excel-dokument eller en ZIP-fil.`;
  }
}
