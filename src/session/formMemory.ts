import { useCallback, useEffect, useRef, useState } from 'react';
import { onClientSessionCleared } from './clearSession';

/**
 * A form's memory in the tab (session storage): what a person types survives a reload of the page, and is
 * gone with the tab or at sign-out (clearClientSession clears session storage, and from then on this writes
 * nothing back). A feature opts in with one line:
 *   const [values, setValues, forget] = useFormMemory('tømmerinnmelding:' + accountId, empty, parse);
 * `parse` turns what was stored back into the form's type, or null when it no longer fits (an old version).
 */
const PREFIX = 'skjema:';

function read<T>(key: string, parse: (stored: unknown) => T | null): T | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text === null ? null : parse(JSON.parse(text));
  } catch {
    return null;
  }
}

export function useFormMemory<T>(
  key: string,
  initial: T,
  parse: (stored: unknown) => T | null,
): [T, (next: T | ((previous: T) => T)) => void, () => void] {
  const [value, setValue] = useState<T>(() => read(key, parse) ?? initial);
  const cleared = useRef(false);
  const forgotten = useRef(false);

  useEffect(
    () =>
      onClientSessionCleared(() => {
        cleared.current = true;
      }),
    [],
  );

  useEffect(() => {
    if (cleared.current || forgotten.current) return;
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // A full or blocked storage only costs the reload memory; the form itself keeps working.
    }
  }, [key, value]);

  const update = useCallback((next: T | ((previous: T) => T)) => {
    forgotten.current = false;
    setValue(next);
  }, []);

  /** Drops the memory (after a successful send), without changing what the form shows now. */
  const forget = useCallback(() => {
    forgotten.current = true;
    window.sessionStorage.removeItem(PREFIX + key);
  }, [key]);

  return [value, update, forget];
}
