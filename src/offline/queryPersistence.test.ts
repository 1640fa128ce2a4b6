import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entries, promisifyRequest } from 'idb-keyval';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/queryClient';
import { OFFLINE_DATABASE } from '../session/offlineCopyErase';
import { isPlainJson, startOfflinePersistence } from './queryPersistence';
import { kari } from '../../tests/personas';

const OLA = '01017012345';
const HOUR = 60 * 60 * 1000;
const CONTRACTS = [{ contractId: 'k-1', contractNumber: '2024-0117', ownerName: 'Kari Nordmann' }];
const contractsKey = ['account', 'acc-kari', 'contracts'];

/** The tab's session storage as the persistence sees it; a new one is another tab (or a closed one). */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

const stops: (() => void)[] = [];

async function persisting(client: QueryClient, sub: string, keyStorage: Storage, maxAgeMs = 8 * HOUR) {
  const stop = await startOfflinePersistence(client, { sub, maxAgeMs, keyStorage });
  stops.push(stop);
  return stop;
}

/** What IndexedDB holds, as stored: the sealed entries. */
async function rawEntries(): Promise<unknown[]> {
  const request = indexedDB.open(OFFLINE_DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore('sporringer');
  };
  const db = await promisifyRequest(request);
  db.close();
  return (
    await entries<IDBValidKey, unknown>((mode, callback) =>
      promisifyRequest(indexedDB.open(OFFLINE_DATABASE, 1)).then((connection) => {
        const store = connection.transaction('sporringer', mode).objectStore('sporringer');
        connection.close();
        return callback(store);
      }),
    )
  ).map(([, value]) => value);
}

/** Kari opens her contracts online: the list is fetched and the offline copy written. */
async function kariOpensContracts(client: QueryClient, keyStorage: Storage) {
  await persisting(client, kari.pid, keyStorage);
  await client.query({ queryKey: contractsKey, queryFn: () => CONTRACTS });
  await expect.poll(async () => (await rawEntries()).length).toBe(1);
}

beforeEach(async () => {
  onlineManager.setOnline(true);
  await promisifyRequest(indexedDB.deleteDatabase(OFFLINE_DATABASE));
});

afterEach(() => {
  stops.splice(0).forEach((stop) => {
    stop();
  });
  onlineManager.setOnline(true);
});

describe('the offline copy of the query cache', () => {
  it('keeps what Kari opened, sealed, and gives it back in a reload without network', async () => {
    const tab = new MemoryStorage();
    await kariOpensContracts(createQueryClient(), tab);

    // Nothing readable in IndexedDB: neither the data nor the query key.
    const stored = JSON.stringify(await rawEntries(), (_key, value: unknown) =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? '[bytes]' : value,
    );
    expect(stored).not.toContain('Kari');
    expect(stored).not.toContain('2024-0117');
    expect(stored).not.toContain('acc-kari');

    // The same tab reloads offline: a new page, a new query client.
    onlineManager.setOnline(false);
    const reloaded = createQueryClient();
    await persisting(reloaded, kari.pid, tab);
    expect(reloaded.getQueryData(contractsKey)).toEqual(CONTRACTS);
  });

  it('shows nothing of it to another person signed in in the same tab', async () => {
    const tab = new MemoryStorage();
    await kariOpensContracts(createQueryClient(), tab);

    onlineManager.setOnline(false);
    const reloaded = createQueryClient();
    await persisting(reloaded, OLA, tab);
    expect(reloaded.getQueryData(contractsKey)).toBeUndefined();
  });

  it('cannot be read without the tab session that wrote it (a closed tab, another tab)', async () => {
    await kariOpensContracts(createQueryClient(), new MemoryStorage());

    onlineManager.setOnline(false);
    const otherTab = createQueryClient();
    await persisting(otherTab, kari.pid, new MemoryStorage());
    expect(otherTab.getQueryData(contractsKey)).toBeUndefined();
  });

  it('does not hand back a copy older than the sign-in can last', async () => {
    const tab = new MemoryStorage();
    const client = createQueryClient();
    await persisting(client, kari.pid, tab, HOUR);
    client.setQueryData(contractsKey, CONTRACTS, { updatedAt: Date.now() - 2 * HOUR });
    await expect.poll(async () => (await rawEntries()).length).toBe(1);

    onlineManager.setOnline(false);
    const reloaded = createQueryClient();
    await persisting(reloaded, kari.pid, tab, HOUR);
    expect(reloaded.getQueryData(contractsKey)).toBeUndefined();
  });

  it('is not used online: a reload with network fetches from the API as before', async () => {
    const tab = new MemoryStorage();
    await kariOpensContracts(createQueryClient(), tab);

    const reloaded = createQueryClient();
    await persisting(reloaded, kari.pid, tab);
    expect(reloaded.getQueryData(contractsKey)).toBeUndefined();
  });

  it('comes back when the network goes later, without replacing newer data on screen', async () => {
    const tab = new MemoryStorage();
    const ordersKey = ['account', 'acc-kari', 'orders'];
    const orders = [{ orderId: 'o-1' }];
    const before = createQueryClient();
    await persisting(before, kari.pid, tab);
    before.setQueryData(contractsKey, CONTRACTS);
    before.setQueryData(ordersKey, orders);
    await expect.poll(async () => (await rawEntries()).length).toBe(2);

    // Reloaded online: the contracts are fetched again (newer than the copy), the orders not yet.
    const reloaded = createQueryClient();
    await persisting(reloaded, kari.pid, tab);
    const newer = [{ ...CONTRACTS[0], contractNumber: '2024-0118' }];
    reloaded
      .getQueryCache()
      .build(reloaded, { queryKey: contractsKey })
      .setState({
        data: newer,
        status: 'success',
        dataUpdatedAt: Date.now() + 1000,
      });
    expect(reloaded.getQueryData(ordersKey)).toBeUndefined();

    onlineManager.setOnline(false);
    await expect.poll(() => reloaded.getQueryData(ordersKey)).toEqual(orders);
    expect(reloaded.getQueryData(contractsKey)).toEqual(newer);
  });

  it('keeps only successful queries whose data survives JSON', async () => {
    const tab = new MemoryStorage();
    const client = createQueryClient();
    await persisting(client, kari.pid, tab);
    await client
      .query({
        queryKey: ['failing'],
        queryFn: () => Promise.reject(new Error('503')),
        retry: false,
      })
      .catch(() => undefined);
    client.setQueryData(['document'], { ok: true, blob: new Blob(['%PDF']) });
    client.setQueryData(contractsKey, CONTRACTS);
    await expect.poll(async () => (await rawEntries()).length).toBe(1);

    onlineManager.setOnline(false);
    const reloaded = createQueryClient();
    await persisting(reloaded, kari.pid, tab);
    expect(reloaded.getQueryData(contractsKey)).toEqual(CONTRACTS);
    expect(reloaded.getQueryData(['document'])).toBeUndefined();
    expect(reloaded.getQueryState(['failing'])).toBeUndefined();
  });
});

describe('isPlainJson', () => {
  it('accepts what the API sends and refuses what JSON would change', () => {
    expect(isPlainJson({ a: [1, 'to', null, true, { b: undefined }] })).toBe(true);
    expect(isPlainJson(Object.create(null))).toBe(true);
    expect(isPlainJson({ when: new Date() })).toBe(false);
    expect(isPlainJson({ file: new Blob(['x']) })).toBe(false);
    expect(isPlainJson([new Uint8Array(2)])).toBe(false);
    expect(isPlainJson(Number.NaN)).toBe(false);
    expect(isPlainJson(new Map())).toBe(false);
  });
});
