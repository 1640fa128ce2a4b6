import { del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import { OFFLINE_DATABASE } from '../session/offlineCopyErase';

/**
 * An encrypted key-value store in IndexedDB for the offline copy of the query cache.
 *
 * Why encrypted: IndexedDB outlives the tab, and the portal's sign-in does not (tokens live in the tab's
 * session storage). Each tab session gets its own random keys, kept in that session storage; the data is
 * sealed with AES-GCM and the entry names (query keys hold account ids) are HMACs. When the tab's session
 * is gone (the tab closed, sign-out, a 401) what is left in IndexedDB cannot be read by anyone, even before
 * it is deleted. Entries of closed tabs are swept once they are older than the offline copy may be.
 */
const STORE = 'sporringer';
export const SESSION_KEYS_ITEM = 'frakoblet-nokkel';

interface SealedEntry {
  /** Epoch ms when written: lets any tab sweep entries of sessions long gone. Not secret. */
  savedAt: number;
  iv: Uint8Array<ArrayBuffer>;
  sealed: ArrayBuffer;
}

export interface SessionKeys {
  cipher: CryptoKey;
  naming: CryptoKey;
}

const AES_KEY_BYTES = 32;
const HMAC_KEY_BYTES = 32;
const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The tab session's keys: made on first use and kept in `storage` (the tab's session storage). */
export async function sessionKeys(storage: Storage): Promise<SessionKeys> {
  let raw: Uint8Array<ArrayBuffer> | null = null;
  const stored = storage.getItem(SESSION_KEYS_ITEM);
  if (stored !== null) {
    try {
      raw = fromBase64(stored);
    } catch {
      raw = null;
    }
  }
  if (raw?.length !== AES_KEY_BYTES + HMAC_KEY_BYTES) {
    raw = crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES + HMAC_KEY_BYTES));
    storage.setItem(SESSION_KEYS_ITEM, toBase64(raw));
  }
  const [cipher, naming] = await Promise.all([
    // eslint-disable-next-line lingui/no-unlocalized-strings -- algorithm names, not texts
    crypto.subtle.importKey('raw', raw.slice(0, AES_KEY_BYTES), 'AES-GCM', false, ['encrypt', 'decrypt']),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- algorithm names, not texts
    crypto.subtle.importKey('raw', raw.slice(AES_KEY_BYTES), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]),
  ]);
  return { cipher, naming };
}

/**
 * One connection per operation, closed as soon as its transaction is done, so deleting the database at
 * sign-out never waits on this tab. Once `isClosed()` (the session was cleared) nothing opens it again: a
 * write still under way must not bring the database back after the deletion.
 */
function connection(isClosed: () => boolean): UseStore {
  return (mode, callback) => {
    if (isClosed()) return Promise.reject(new Error('Den frakoblede kopien er stengt.'));
    const request = indexedDB.open(OFFLINE_DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE);
    };
    return promisifyRequest(request).then((db) => {
      const transaction = db.transaction(STORE, mode);
      db.close();
      return callback(transaction.objectStore(STORE));
    });
  };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// By tag, not instanceof: what IndexedDB hands back may come from another realm (it does in jsdom).
const isBytes = (value: unknown): boolean =>
  ArrayBuffer.isView(value) || Object.prototype.toString.call(value) === '[object ArrayBuffer]';

const isSealedEntry = (value: unknown): value is SealedEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<SealedEntry>).savedAt === 'number' &&
  isBytes((value as Partial<SealedEntry>).iv) &&
  isBytes((value as Partial<SealedEntry>).sealed);

export interface EncryptedStore extends AsyncStorage {
  entries: () => Promise<[string, string][]>;
}

/**
 * The store TanStack's persister writes through: values are sealed with the tab session's keys. `entries`
 * gives only what these keys open; other tabs' entries are not this tab's to read or remove.
 */
export function encryptedStore(keys: SessionKeys, isClosed: () => boolean): EncryptedStore {
  const store = connection(isClosed);

  const nameOf = async (key: string): Promise<string> => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- algorithm names, not texts
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', keys.naming, encoder.encode(key)));
    return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
  };

  const seal = async (key: string, value: string): Promise<SealedEntry> => {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const plain = encoder.encode(JSON.stringify([key, value]));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, keys.cipher, plain);
    return { savedAt: Date.now(), iv, sealed };
  };

  /** The entry's key and value, or null when these keys do not open it (another tab's, or damaged). */
  const open = async (entry: unknown): Promise<[string, string] | null> => {
    if (!isSealedEntry(entry)) return null;
    try {
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: entry.iv }, keys.cipher, entry.sealed);
      const opened: unknown = JSON.parse(decoder.decode(plain));
      return Array.isArray(opened) && typeof opened[0] === 'string' && typeof opened[1] === 'string'
        ? [opened[0], opened[1]]
        : null;
    } catch {
      return null;
    }
  };

  return {
    getItem: async (key) => {
      const opened = await open(await get(await nameOf(key), store));
      return opened?.[0] === key ? opened[1] : null;
    },
    setItem: async (key, value) => {
      const [name, entry] = await Promise.all([nameOf(key), seal(key, value)]);
      await set(name, entry, store);
    },
    removeItem: async (key) => {
      await del(await nameOf(key), store);
    },
    entries: async () => {
      const opened = await Promise.all((await entries(store)).map(([, entry]) => open(entry)));
      return opened.filter((entry): entry is [string, string] => entry !== null);
    },
  };
}

/** Deletes every entry, of any tab, written more than `maxAgeMs` ago: sessions that ended with their tab. */
export async function sweepEntriesOlderThan(maxAgeMs: number, isClosed: () => boolean): Promise<void> {
  const store = connection(isClosed);
  const limit = Date.now() - maxAgeMs;
  const old = (await entries(store)).filter(([, entry]) => !isSealedEntry(entry) || entry.savedAt < limit);
  await Promise.all(old.map(([name]) => del(name, store)));
}
