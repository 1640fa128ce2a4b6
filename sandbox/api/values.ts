/** Checks for what a request body really holds: JSON from the wire, whatever its declared type. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A guard for the members of a code set, e.g. isOneOf(Object.values(OperationType)). */
export const isOneOf =
  <T>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);

export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A present, non-blank string, trimmed; otherwise null. */
export const filledString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
