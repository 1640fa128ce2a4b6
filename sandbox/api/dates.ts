/** Seed dates relative to today, so the demo data never goes stale. */
const DAY = 86_400_000;

export const isoDate = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

export const isoDateTime = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * DAY).toISOString();

export const yearOf = (offsetDays: number): number => new Date(Date.now() + offsetDays * DAY).getFullYear();
