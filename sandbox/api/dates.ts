import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { OSLO_TIME_ZONE } from '../../src/domain/format.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Seed dates relative to today, so the demo data never goes stale. */
const DAY = 86_400_000;

export const isoDate = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

export const isoDateTime = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * DAY).toISOString();

export const yearOf = (offsetDays: number): number => new Date(Date.now() + offsetDays * DAY).getFullYear();

/**
 * A wall-clock time in Oslo `offsetDays` Oslo calendar days from today, as ISO with the Oslo offset of that
 * day: osloDateTime(30, '18:00') → '2026-12-10T18:00:00+01:00'.
 */
export const osloDateTime = (offsetDays: number, time: string): string => {
  const today = dayjs().tz(OSLO_TIME_ZONE).format('YYYY-MM-DD');
  const day = dayjs.utc(today).add(offsetDays, 'day').format('YYYY-MM-DD');
  return dayjs.tz(`${day}T${time}`, OSLO_TIME_ZONE).format('YYYY-MM-DDTHH:mm:ssZ');
};

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A date-time from a request as ISO with the Oslo offset ('2026-12-10T17:00:00Z' → '2026-12-10T18:00:00+01:00'),
 * or null when it is not an ISO date-time of a real day. Without an offset it is Oslo wall-clock time.
 */
export const osloInstant = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [day = ''] = value.trim().split('T');
  if (!dayjs.utc(day, 'YYYY-MM-DD').isValid() || dayjs.utc(day).format('YYYY-MM-DD') !== day) return null;
  const parsed = match[1] ? dayjs(value.trim()) : dayjs.tz(value.trim(), OSLO_TIME_ZONE);
  return parsed.isValid() ? parsed.tz(OSLO_TIME_ZONE).format('YYYY-MM-DDTHH:mm:ssZ') : null;
};
