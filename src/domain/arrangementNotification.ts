import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { attachmentTypeOf, cleanAttachmentName, firstBytesOfBase64 } from './attachmentTypes';
import { OSLO_TIME_ZONE } from './format';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The rules of an arrangement's SMS / e-mail notification (spec §4, §5, §9), evaluated in Europe/Oslo: a
 * member reads "two days before" on an Oslo calendar. The form, the picker bounds and the sandbox API all
 * use these functions.
 *
 * Times are ISO 8601 instants in and out; what comes out carries the Oslo offset ('2026-12-10T18:00:00+01:00').
 */

/** Spec §5 / §9. */
export const SMS_MAX_LENGTH = 320;
/** Send times and reminders are on the hour or the half hour (spec §9: time step 30 minutes). */
export const NOTIFICATION_MINUTE_STEP = 30;
/**
 * The attachment limit, 2 MiB = 2 097 152 bytes of the file itself. The spec's check ("divides by 2024
 * against a limit of 1024") lets through 2 072 576 bytes, a typo of 2 MiB; the message promises 'Maks 2 MB'.
 */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
const WALL_TIME = 'YYYY-MM-DDTHH:mm:ss';
const WITH_OFFSET = 'YYYY-MM-DDTHH:mm:ssZ';

/**
 * Moves an instant by whole Oslo calendar days, keeping the wall-clock time: 18:00 two days before a start
 * on the Monday after the clocks change is 18:00 on the Saturday, though that is 49 or 47 hours earlier.
 * (dayjs' own add() on a zoned value keeps the old offset across a daylight-saving change.)
 */
function shiftOsloDays(instant: Dayjs, days: number): Dayjs {
  const wall = instant.tz(OSLO_TIME_ZONE).format(WALL_TIME);
  return dayjs.tz(dayjs.utc(wall).add(days, 'day').format(WALL_TIME), OSLO_TIME_ZONE);
}

const osloIso = (instant: Dayjs) => instant.tz(OSLO_TIME_ZONE).format(WITH_OFFSET);
const parse = (iso: string) => dayjs(iso);

export interface Bounds {
  earliest: string;
  latest: string;
}

/** Earliest: midnight starting tomorrow in Oslo. Latest: the start's wall time two Oslo days before. */
export function sendTimeBounds(startDate: string, now: Date = new Date()): Bounds {
  const todayStart = dayjs.tz(dayjs(now).tz(OSLO_TIME_ZONE).format('YYYY-MM-DD'), OSLO_TIME_ZONE);
  return {
    earliest: osloIso(shiftOsloDays(todayStart, 1)),
    latest: osloIso(shiftOsloDays(parse(startDate), -2)),
  };
}

/** Earliest one Oslo day after the send time, latest one Oslo day before the start (SMS only). */
export function reminderBounds(sendTime: string, startDate: string): Bounds {
  return {
    earliest: osloIso(shiftOsloDays(parse(sendTime), 1)),
    latest: osloIso(shiftOsloDays(parse(startDate), -1)),
  };
}

/** The reminder a new notification gets: one day before the start (spec §4). */
export function defaultReminder(startDate: string): string {
  return osloIso(shiftOsloDays(parse(startDate), -1));
}

/** Whether a send time can still be chosen at all: the start is far enough ahead. */
export function canStillNotify(startDate: string, now: Date = new Date()): boolean {
  const { earliest, latest } = sendTimeBounds(startDate, now);
  return !parse(latest).isBefore(parse(earliest));
}

const onStep = (iso: string) => {
  const time = parse(iso).tz(OSLO_TIME_ZONE);
  return time.second() === 0 && time.millisecond() === 0 && time.minute() % NOTIFICATION_MINUTE_STEP === 0;
};

export type SendTimeProblem = 'beforeTomorrow' | 'tooCloseToStart' | 'notOnHalfHour';
export type ReminderProblem = 'tooSoonAfterSend' | 'tooCloseToStart' | 'notOnHalfHour';

export function sendTimeProblem(
  sendTime: string,
  startDate: string,
  now: Date = new Date(),
): SendTimeProblem | null {
  const { earliest, latest } = sendTimeBounds(startDate, now);
  const send = parse(sendTime);
  if (send.isBefore(parse(earliest))) return 'beforeTomorrow';
  if (send.isAfter(parse(latest))) return 'tooCloseToStart';
  return onStep(sendTime) ? null : 'notOnHalfHour';
}

/** A removed reminder (null) is always fine. */
export function reminderProblem(
  reminder: string | null,
  sendTime: string,
  startDate: string,
): ReminderProblem | null {
  if (reminder === null) return null;
  const { earliest, latest } = reminderBounds(sendTime, startDate);
  const time = parse(reminder);
  if (time.isBefore(parse(earliest))) return 'tooSoonAfterSend';
  if (time.isAfter(parse(latest))) return 'tooCloseToStart';
  return onStep(reminder) ? null : 'notOnHalfHour';
}

/*
 * The texts below are the API's own Norwegian words (the sandbox API answers a refused notification with them,
 * as the cooperative's API does), and stay Norwegian. The form says the same in the active language with its
 * own messages (src/features/idea-bank/notificationTexts.ts). This file is shared with the sandbox, which runs
 * without Lingui's compilation, so it holds no messages (#43).
 */

/** '10.12.2026 kl. 18:00' in Oslo: the API's format in its messages (a page shows times with format.ts). */
export const formatOsloDateTime = (iso: string) =>
  parse(iso).tz(OSLO_TIME_ZONE).format('DD.MM.YYYY [kl.] HH:mm');

const HALF_HOUR_TEXT = 'Velg et tidspunkt på hel eller halv time';

export function sendTimeProblemText(problem: SendTimeProblem, bounds: Bounds): string {
  switch (problem) {
    case 'beforeTomorrow':
      return `Varslingen kan tidligst sendes i morgen, ${formatOsloDateTime(bounds.earliest)}`;
    case 'tooCloseToStart':
      return `Varslingen må sendes senest to dager før arrangementet, ${formatOsloDateTime(bounds.latest)}`;
    case 'notOnHalfHour':
      return HALF_HOUR_TEXT;
  }
}

export function reminderProblemText(problem: ReminderProblem, bounds: Bounds): string {
  switch (problem) {
    case 'tooSoonAfterSend':
      return `Påminnelsen kan tidligst sendes én dag etter varslingen, ${formatOsloDateTime(bounds.earliest)}`;
    case 'tooCloseToStart':
      return `Påminnelsen må sendes senest én dag før arrangementet, ${formatOsloDateTime(bounds.latest)}`;
    case 'notOnHalfHour':
      return HALF_HOUR_TEXT;
  }
}

export type AttachmentProblem = 'tooLarge' | 'type';

export const ATTACHMENT_PROBLEM_TEXT: Record<AttachmentProblem, string> = {
  tooLarge: 'Filen er for stor (Maks 2 MB)',
  type: 'Filtypen kan ikke sendes. Velg en PDF, et bilde, et Word- eller Excel-dokument eller en ZIP-fil.',
};

/** How many bytes a base64 text (without a data prefix) decodes to. */
export function base64ByteLength(base64: string): number {
  const trimmed = base64.replace(/\s/g, '');
  const padding = trimmed.endsWith('==') ? 2 : trimmed.endsWith('=') ? 1 : 0;
  return Math.floor((trimmed.length * 3) / 4) - padding;
}

/**
 * The attachment to send for a file read as a data URL ('data:application/pdf;base64,JVBER...'): its cleaned
 * name and the base64 without the prefix, or why it cannot be sent. The type is the file's extension and
 * first bytes (attachmentTypes.ts), not the prefix the browser guessed from the name.
 */
export function attachmentFromDataUrl(
  name: string,
  dataUrl: string,
): { attachment: { name: string; byteArray: string } } | { problem: AttachmentProblem } {
  const byteArray = /^data:[^,]*;base64,(.*)$/s.exec(dataUrl)?.[1];
  if (byteArray === undefined) return { problem: 'type' };
  const cleanName = cleanAttachmentName(name);
  if (!attachmentTypeOf(cleanName, firstBytesOfBase64(byteArray))) return { problem: 'type' };
  if (base64ByteLength(byteArray) > ATTACHMENT_MAX_BYTES) return { problem: 'tooLarge' };
  return { attachment: { name: cleanName, byteArray } };
}
