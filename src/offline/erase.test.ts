import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { clearClientSession, clientSessionErased } from '../session/clearSession';
import { OFFLINE_DATABASE } from '../session/offlineCopyErase';
import { SESSION_KEYS_ITEM } from './encryptedStore';
import { startOfflinePersistence } from './queryPersistence';
import { kari } from '../../tests/personas';

// Clearing the session is for good in a page, as in this file: the tests below run in order.
const CONTRACTS = [{ contractId: 'k-1', contractNumber: '2024-0117', ownerName: 'Kari Nordmann' }];

async function databaseExists(): Promise<boolean> {
  return (await indexedDB.databases()).some((db) => db.name === OFFLINE_DATABASE);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('erasing the offline copy with the session', () => {
  it('deletes the database and the tab’s keys at sign-out, 401/403 or expiry, and writes nothing after', async () => {
    const client = createQueryClient();
    await startOfflinePersistence(client, { sub: kari.pid, maxAgeMs: 8 * 60 * 60 * 1000 });
    client.setQueryData(['account', 'acc-kari', 'contracts'], CONTRACTS);
    await expect.poll(databaseExists).toBe(true);
    expect(window.sessionStorage.getItem(SESSION_KEYS_ITEM)).not.toBeNull();

    clearClientSession();
    await clientSessionErased();
    expect(await databaseExists()).toBe(false);
    expect(window.sessionStorage).toHaveLength(0);

    // A request that finishes after sign-out writes nothing back.
    client.setQueryData(['account', 'acc-kari', 'orders'], [{ orderId: 'o-1' }]);
    await settle();
    expect(await databaseExists()).toBe(false);
    expect(window.sessionStorage).toHaveLength(0);
  });

  it('does not start again in a page whose session was cleared (code that loaded meanwhile)', async () => {
    const client = createQueryClient();
    await startOfflinePersistence(client, { sub: kari.pid, maxAgeMs: 8 * 60 * 60 * 1000 });
    client.setQueryData(['account', 'acc-kari', 'contracts'], CONTRACTS);
    await settle();
    expect(await databaseExists()).toBe(false);
    expect(window.sessionStorage).toHaveLength(0);
  });
});
