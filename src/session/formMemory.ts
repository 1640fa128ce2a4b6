import { useCallback, useEffect, useRef, useState } from 'react';
import { clearClientSession, clientSessionClears } from './clearSession';
import { readSessionState } from './sessionState';

/**
 * A form's memory in the tab (session storage): what a person types survives a reload of the page and a
 * sign-in that runs out (the forms are parked and come back after the next sign-in, see below), and is gone
 * with the tab or at sign-out (clearClientSession clears session storage, and from then on this writes
 * nothing back). A feature opts in with one line:
 *   const [values, setValues, forget] = useFormMemory('tømmerinnmelding:' + accountId, empty, parse);
 * `parse` turns what was stored back into the form's type, or null when it no longer fits (an old version).
 * `forget` after a successful send. With `{ forgetOnLeave: true }` the memory also goes when the person leaves
 * the form (it unmounts), for forms whose unsent changes should not greet the person on a later visit.
 */
/** The session-storage keys of remembered forms begin with this. */
export const FORM_MEMORY_PREFIX = 'skjema:';
const PREFIX = FORM_MEMORY_PREFIX;

function read<T>(key: string, parse: (stored: unknown) => T | null): T | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text === null ? null : parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Set once a reload of the page is on its way (see {@link keepFormsThroughReload}); a new page starts without. */
let reloadComing = false;

/**
 * From now until the page is loaded anew, a form that goes away does not forget what was typed, even with
 * `forgetOnLeave`: the page's code did not load (a new release, a lost network), an error page took the
 * form's place, and the only way on is a reload, after which the person finds the form as they left it.
 * Called by src/offline/newRelease.ts when a chunk fails.
 */
export function keepFormsThroughReload(): void {
  reloadComing = true;
}

export function useFormMemory<T>(
  key: string,
  initial: T,
  parse: (stored: unknown) => T | null,
  { forgetOnLeave = false }: { forgetOnLeave?: boolean } = {},
): [T, (next: T | ((previous: T) => T)) => void, () => void] {
  const [value, setValue] = useState<T>(() => read(key, parse) ?? initial);
  // Cleared since the form was read (even before its first effect, see SessionProvider): write nothing back.
  const [clearsWhenRead] = useState(clientSessionClears);
  const cleared = useCallback(() => clientSessionClears() !== clearsWhenRead, [clearsWhenRead]);
  const forgotten = useRef(false);

  // A reload or a sign-in that runs out never unmounts the form, so this only runs when the person leaves it,
  // or when an error page replaces it on the way to a reload (keepFormsThroughReload).
  useEffect(() => {
    if (!forgetOnLeave) return undefined;
    return () => {
      if (!cleared() && !reloadComing) window.sessionStorage.removeItem(PREFIX + key);
    };
  }, [forgetOnLeave, key, cleared]);

  useEffect(() => {
    if (cleared() || forgotten.current) return;
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // A full or blocked storage only costs the reload memory; the form itself keeps working.
    }
  }, [key, value, cleared]);

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

/**
 * Parking: when the sign-in runs out (or the person renews it with a fresh sign-in), the forms in progress
 * outlive the session. Everything is cleared as at any sign-out, then ONE entry is written back: the `skjema:`
 * entries, where the person was (the path, the active account, the chosen contract or order) and who they were
 * (the eID's `sub`). After the next sign-in {@link restoreParkedForms} puts them back, only for the same person
 * and only within {@link PARKED_FORMS_MAX_AGE_MS}. An explicit sign-out, a 401/403 and a sign-in ended
 * elsewhere park nothing (spec §8: session storage cleared).
 */
export const PARKED_FORMS_KEY = 'parkerte-skjema';
/** How long parked forms wait for the same person to sign in again. */
export const PARKED_FORMS_MAX_AGE_MS = 60 * 60 * 1000;

/** Where the person was: restored with the forms so the same page shows the same thing. */
export interface ParkedContext {
  returnTo: string;
  activeAccountId: string | null;
  contractId: string | null;
  operationType: number | null;
  orderId: string | null;
}

/** Why the forms were parked: the sign-in ran out, or the tab stood unused and was signed out. */
export type ParkedBecause = 'ranOut' | 'idle';

interface ParkedForms extends ParkedContext {
  sub: string;
  parkedAt: number;
  because: ParkedBecause;
  /** The stored text of every `skjema:` entry, by its key without the prefix. */
  forms: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function parseParked(text: string | null): ParkedForms | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || typeof raw.sub !== 'string' || typeof raw.parkedAt !== 'number') return null;
  if (typeof raw.returnTo !== 'string' || !isRecord(raw.forms)) return null;
  const forms: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw.forms)) if (typeof value === 'string') forms[key] = value;
  return {
    sub: raw.sub,
    parkedAt: raw.parkedAt,
    because: raw.because === 'idle' ? 'idle' : 'ranOut',
    returnTo: raw.returnTo,
    forms,
    activeAccountId: stringOrNull(raw.activeAccountId),
    contractId: stringOrNull(raw.contractId),
    operationType: numberOrNull(raw.operationType),
    orderId: stringOrNull(raw.orderId),
  };
}

/**
 * Collects the forms in progress and where the person was, clears the session as at any sign-out
 * ({@link clearClientSession}), and writes back one parked entry for the person `sub`.
 */
export function parkFormsAndClearSession(
  sub: string,
  returnTo: string,
  now = Date.now(),
  because: ParkedBecause = 'ranOut',
): void {
  const storage = window.sessionStorage;
  const forms: Record<string, string> = {};
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const text = key === null ? null : storage.getItem(key);
    if (key?.startsWith(PREFIX) && text !== null) forms[key.slice(PREFIX.length)] = text;
  }
  const state = readSessionState(storage);
  const parked: ParkedForms = {
    sub,
    parkedAt: now,
    because,
    returnTo,
    forms,
    activeAccountId: state.activeAccount?.id ?? null,
    contractId: state.contractId,
    operationType: state.operationType,
    orderId: state.orderId,
  };
  clearClientSession();
  try {
    storage.setItem(PARKED_FORMS_KEY, JSON.stringify(parked));
  } catch {
    // A full or blocked storage loses the forms, not the sign-out.
  }
}

/**
 * After a sign-in: puts the forms parked for `sub` back (as `skjema:` entries, where the forms read them when
 * they open) and returns where the person was. Parked forms of another person, or older than
 * {@link PARKED_FORMS_MAX_AGE_MS}, are deleted unread. Returns null when nothing was restored.
 */
export function restoreParkedForms(sub: string, now = Date.now()): ParkedContext | null {
  const storage = window.sessionStorage;
  const parked = parseParked(storage.getItem(PARKED_FORMS_KEY));
  storage.removeItem(PARKED_FORMS_KEY);
  if (parked?.sub !== sub) return null;
  if (now - parked.parkedAt > PARKED_FORMS_MAX_AGE_MS || now < parked.parkedAt) return null;
  for (const [key, text] of Object.entries(parked.forms)) {
    try {
      storage.setItem(PREFIX + key, text);
    } catch {
      // As when typing: a full storage only costs the memory.
    }
  }
  const { returnTo, activeAccountId, contractId, operationType, orderId } = parked;
  return { returnTo, activeAccountId, contractId, operationType, orderId };
}

/**
 * Whether forms are parked in this tab, waiting for a sign-in (the sign-in page then says so). Parked forms
 * too old to be restored are deleted here, so they do not wait in an unattended tab.
 */
export function hasParkedForms(now = Date.now()): boolean {
  return whyFormsWereParked(now) !== null;
}

/** Why forms wait for the next sign-in (the sign-in page says so), or null when none do. */
export function whyFormsWereParked(now = Date.now()): ParkedBecause | null {
  const parked = parseParked(window.sessionStorage.getItem(PARKED_FORMS_KEY));
  if (parked && now - parked.parkedAt <= PARKED_FORMS_MAX_AGE_MS) return parked.because;
  discardParkedForms();
  return null;
}

/** Deletes parked forms unread (a sign-in of a person the cooperative does not know). */
export function discardParkedForms(): void {
  window.sessionStorage.removeItem(PARKED_FORMS_KEY);
}
