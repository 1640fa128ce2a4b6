import { t } from '@lingui/core/macro';
import type {
  Arrangement,
  ArrangementNotification,
  ArrangementStatus,
  Attachment,
} from '../../api/generated/model';
import { dateTimeProblemText, type DateTimeProblem } from '../../components/date-picker';
import type { ErrorSummaryItem } from '../../components/ErrorSummary';
import {
  defaultReminder,
  reminderBounds,
  reminderProblem,
  sendTimeBounds,
  sendTimeProblem,
  SMS_MAX_LENGTH,
  type ReminderProblem,
  type SendTimeProblem,
} from '../../domain/arrangementNotification';
import { reminderProblemMessage, sendTimeProblemMessage } from './notificationTexts';

/** A notification being written (spec §3 Arrangement notification), as the form holds it. */
export interface NotificationDraft {
  /** ISO instant, '' for none. */
  sendTime: string;
  /** ISO instant; '' while its field is empty; null when there is no reminder (SMS only). */
  reminder: string | null;
  sendSMS: boolean;
  textSMS: string;
  sendMail: boolean;
  subjectEmail: string;
  textMail: string;
}

/** What the register / edit form holds; kept in the tab's form memory, so it outlives a reload. */
export interface ArrangementDraft {
  title: string;
  /** ISO instant, '' for none. */
  startDate: string;
  location: string;
  linkToCourse: string;
  calendarInfo: string;
  description: string;
  notification: NotificationDraft | null;
}

/** The date-time fields, whose half-typed or out-of-bounds text only the field itself holds. */
export type DateTimeFieldName = 'startDate' | 'sendTime' | 'reminder';
export type DateTimeProblems = Partial<Record<DateTimeFieldName, DateTimeProblem | null>>;

export const FIELD_IDS = {
  title: 'arrangement-tittel',
  startDate: 'arrangement-start',
  location: 'arrangement-sted',
  linkToCourse: 'arrangement-lenke',
  calendarInfo: 'arrangement-kalender',
  description: 'arrangement-beskrivelse',
  sendTime: 'varsling-tidspunkt',
  channels: 'varsling-kanaler',
  textSMS: 'varsling-sms',
  reminder: 'varsling-paaminnelse',
  subjectEmail: 'varsling-emne',
  textMail: 'varsling-epost',
} as const;

export type FieldName = keyof typeof FIELD_IDS;
export type FormErrors = Partial<Record<FieldName, string>>;

export const draftOf = (arrangement?: Arrangement): ArrangementDraft => ({
  title: arrangement?.title ?? '',
  startDate: arrangement?.startDate ?? '',
  location: arrangement?.location ?? '',
  linkToCourse: arrangement?.linkToCourse ?? '',
  calendarInfo: arrangement?.calendarInfo ?? '',
  description: arrangement?.description ?? '',
  notification: null,
});

export const NEW_NOTIFICATION: NotificationDraft = {
  sendTime: '',
  reminder: null,
  sendSMS: true,
  textSMS: '',
  sendMail: false,
  subjectEmail: '',
  textMail: '',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
function parseNotification(stored: unknown): NotificationDraft | null | undefined {
  if (stored === null) return null;
  if (!isRecord(stored)) return undefined;
  const { sendTime, reminder, sendSMS, textSMS, sendMail, subjectEmail, textMail } = stored;
  if (
    typeof sendTime !== 'string' ||
    typeof textSMS !== 'string' ||
    typeof subjectEmail !== 'string' ||
    typeof textMail !== 'string' ||
    typeof sendSMS !== 'boolean' ||
    typeof sendMail !== 'boolean' ||
    (reminder !== null && typeof reminder !== 'string')
  ) {
    return undefined;
  }
  return { sendTime, reminder, sendSMS, textSMS, sendMail, subjectEmail, textMail };
}

/** The form memory's parser: a stored draft of this shape, or null (an older form, or nothing). */
export function parseDraft(stored: unknown): ArrangementDraft | null {
  if (!isRecord(stored)) return null;
  const { title, startDate, location, linkToCourse, calendarInfo, description } = stored;
  if (
    typeof title !== 'string' ||
    typeof startDate !== 'string' ||
    typeof location !== 'string' ||
    typeof linkToCourse !== 'string' ||
    typeof calendarInfo !== 'string' ||
    typeof description !== 'string'
  ) {
    return null;
  }
  const notification = parseNotification(stored.notification);
  if (notification === undefined) return null;
  return { title, startDate, location, linkToCourse, calendarInfo, description, notification };
}

/** Spec §4: unticking SMS clears its text (and the reminder, which is SMS only); unticking e-mail its text and subject. */
export function withChannel(
  notification: NotificationDraft,
  channel: 'sms' | 'mail',
  on: boolean,
): NotificationDraft {
  if (channel === 'sms') {
    return on
      ? { ...notification, sendSMS: true }
      : { ...notification, sendSMS: false, textSMS: '', reminder: null };
  }
  return on
    ? { ...notification, sendMail: true }
    : { ...notification, sendMail: false, textMail: '', subjectEmail: '' };
}

export { defaultReminder };

const SEND_PROBLEM_OF: Partial<Record<DateTimeProblem, SendTimeProblem>> = {
  minDate: 'beforeTomorrow',
  maxDate: 'tooCloseToStart',
  minutesStep: 'notOnHalfHour',
};
const REMINDER_PROBLEM_OF: Partial<Record<DateTimeProblem, ReminderProblem>> = {
  minDate: 'tooSoonAfterSend',
  maxDate: 'tooCloseToStart',
  minutesStep: 'notOnHalfHour',
};

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Everything the form must have corrected before it is saved, field by field, in the active language. */
export function validateDraft(draft: ArrangementDraft, problems: DateTimeProblems, now: Date): FormErrors {
  const errors: FormErrors = {};
  if (draft.title.trim() === '') errors.title = t`Skriv inn en tittel`;

  const startProblem = problems.startDate ?? null;
  const start = draft.startDate;
  if (startProblem !== null) errors.startDate = dateTimeProblemText(startProblem);
  else if (start === '') errors.startDate = t`Velg når arrangementet starter`;
  else if (new Date(start).getTime() <= now.getTime())
    errors.startDate = t`Starttidspunktet må være fram i tid`;

  const link = draft.linkToCourse.trim();
  if (link !== '' && !isHttpUrl(link)) {
    errors.linkToCourse = t`Skriv en hel nettadresse, for eksempel https://skog.no/kurs`;
  }

  const notification = draft.notification;
  if (notification === null) return errors;
  const startKnown = start !== '' && startProblem === null;

  const sendProblem = problems.sendTime ?? null;
  if (sendProblem !== null) {
    const rule = SEND_PROBLEM_OF[sendProblem];
    errors.sendTime =
      rule && startKnown
        ? sendTimeProblemMessage(rule, sendTimeBounds(start, now))
        : dateTimeProblemText(sendProblem);
  } else if (notification.sendTime === '') {
    errors.sendTime = t`Velg når varslingen skal sendes`;
  } else if (startKnown) {
    const rule = sendTimeProblem(notification.sendTime, start, now);
    if (rule) errors.sendTime = sendTimeProblemMessage(rule, sendTimeBounds(start, now));
  }

  if (!notification.sendSMS && !notification.sendMail) errors.channels = t`Velg SMS, e-post eller begge`;
  if (notification.sendSMS) {
    const length = notification.textSMS.trim().length;
    if (length === 0) errors.textSMS = t`Skriv teksten i SMS-en`;
    else if (notification.textSMS.length > SMS_MAX_LENGTH) {
      errors.textSMS = t`SMS-en kan ha høyst ${SMS_MAX_LENGTH} tegn`;
    }
  }
  if (notification.sendMail) {
    if (notification.subjectEmail.trim() === '') errors.subjectEmail = t`Skriv emnet i e-posten`;
    if (notification.textMail.trim() === '') errors.textMail = t`Skriv teksten i e-posten`;
  }

  const reminderFieldProblem = problems.reminder ?? null;
  const sendKnown = notification.sendTime !== '' && sendProblem === null;
  const reminder = notification.reminder;
  if (!notification.sendSMS || reminder === null) return errors;
  // The latest reminder follows from the start alone; the earliest needs a usable send time.
  const reminderRuleText = (rule: ReminderProblem | undefined): string | null =>
    rule && startKnown && (sendKnown || rule !== 'tooSoonAfterSend')
      ? reminderProblemMessage(rule, reminderBounds(sendKnown ? notification.sendTime : start, start))
      : null;
  if (reminderFieldProblem !== null) {
    errors.reminder =
      reminderRuleText(REMINDER_PROBLEM_OF[reminderFieldProblem]) ??
      dateTimeProblemText(reminderFieldProblem);
  } else if (reminder === '') {
    errors.reminder = t`Velg når påminnelsen skal sendes, eller fjern den`;
  } else if (startKnown) {
    const rule = sendKnown
      ? reminderProblem(reminder, notification.sendTime, start)
      : new Date(reminder) > new Date(reminderBounds(start, start).latest)
        ? 'tooCloseToStart'
        : null;
    const text = rule ? reminderRuleText(rule) : null;
    if (text) errors.reminder = text;
  }
  return errors;
}

/** The error summary's lines, in the order of the form. */
export const summaryItems = (errors: FormErrors): ErrorSummaryItem[] =>
  (Object.keys(FIELD_IDS) as FieldName[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The arrangement to save, on top of what the server already has of it. */
export function arrangementBody(
  draft: ArrangementDraft,
  accountId: string,
  status: ArrangementStatus,
  saved?: Arrangement,
): Arrangement {
  return {
    ...saved,
    accountId: saved?.accountId ?? accountId,
    title: draft.title.trim(),
    status,
    startDate: draft.startDate,
    location: orNull(draft.location),
    linkToCourse: orNull(draft.linkToCourse),
    calendarInfo: orNull(draft.calendarInfo),
    description: orNull(draft.description),
    notifications: saved?.notifications ?? [],
  };
}

/** The notification to send (spec §3): only the chosen channels' texts; the reminder only with SMS. */
export function notificationBody(
  notification: NotificationDraft,
  arrangementId: string,
  startDate: string,
  attachment: Attachment | null,
): ArrangementNotification {
  return {
    arrangementId,
    notificationDateTime: notification.sendTime,
    reminderNotificationDateTime: notification.sendSMS ? notification.reminder : null,
    startDate,
    sendSMS: notification.sendSMS,
    sendMail: notification.sendMail,
    textSMS: notification.sendSMS ? notification.textSMS.trim() : null,
    textMail: notification.sendMail ? notification.textMail.trim() : null,
    subjectEmail: notification.sendMail ? notification.subjectEmail.trim() : null,
    attachment,
  };
}
