/**
 * An instant (epoch ms) as DD.MM.YYYY HH:mm in Oslo time. With Intl rather than dayjs (src/domain/format.ts):
 * the offline notice that uses it sits in the layouts of the entry chunk.
 */
const OSLO_DATE_TIME = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatInstant(epochMs: number): string {
  const parts = Object.fromEntries(
    OSLO_DATE_TIME.formatToParts(epochMs).map(({ type, value }) => [type, value]),
  );
  return `${parts.day ?? ''}.${parts.month ?? ''}.${parts.year ?? ''} ${parts.hour ?? ''}:${parts.minute ?? ''}`;
}
