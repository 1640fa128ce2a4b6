// @vitest-environment node
/**
 * PUT /account against the sandbox API over HTTP: it takes only the fields the person's role may change, never
 * the name, organisation number, membership or role from the client, and checks the kontonummer's mod 11
 * control digit, the postal code and the phone as the form does.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import {
  RESET_PATH,
  startSandboxApi,
  type SandboxApiServer,
  SANDBOX_CONTROL_HEADERS,
} from '../../sandbox/api/server.ts';
import type { Account } from '../../src/api/generated/model/index.ts';
import { KONTONUMMER_MESSAGE, PHONE_MESSAGE, POSTNUMMER_MESSAGE } from '../../src/domain/norwegianNumbers.ts';
import { kari, anne } from '../personas';

let server: SandboxApiServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
  for (const pid of [kari.pid, anne.pid]) tokens.set(pid, await signSandboxAccessToken(pid));
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
});

const put = (pid: string, body: Record<string, unknown>) =>
  fetch(`${server.url}/api/account`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${tokens.get(pid) ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const account = (id: string): Account => {
  const found = server.store().accounts.get(id);
  if (!found) throw new Error(`Ukjent konto ${id}`);
  return structuredClone(found);
};
const kariUpdate = (fields: Record<string, unknown>) =>
  put(kari.pid, { id: 'acc-nordmann-skog', changedByContactId: 'contact-kari', ...fields });

describe('PUT /account: the kontonummer', () => {
  it('takes a valid kontonummer from the forest owner, stored as eleven digits', async () => {
    const response = await kariUpdate({ bankAccountNumber: '1503.12.34562' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Account).bankAccountNumber).toBe('15031234562');
    expect(account('acc-nordmann-skog').bankAccountNumber).toBe('15031234562');
  });

  it('refuses a kontonummer whose mod 11 control digit is wrong, and one of the wrong length', async () => {
    const before = account('acc-nordmann-skog');
    for (const wrong of ['12345678901', '1234567890', '123456789031', 'kontonummer']) {
      const response = await kariUpdate({ bankAccountNumber: wrong });
      expect(response.status, wrong).toBe(400);
      expect(await messageOf(response)).toBe(KONTONUMMER_MESSAGE);
    }
    expect(account('acc-nordmann-skog')).toEqual(before);
  });

  it('refuses an employee who changes it (403), and saves the rest when it comes back unchanged', async () => {
    const anneAccount = account('acc-ansatt');
    const changed = await put(anne.pid, {
      id: 'acc-ansatt',
      changedByContactId: 'x',
      bankAccountNumber: '12345678903',
    });
    expect(changed.status).toBe(403);
    expect(account('acc-ansatt')).toEqual(anneAccount);
    const unchanged = await put(anne.pid, {
      id: 'acc-ansatt',
      changedByContactId: 'x',
      bankAccountNumber: anneAccount.bankAccountNumber,
      city: 'Moelv',
    });
    expect(unchanged.status).toBe(200);
    expect(account('acc-ansatt')).toEqual({ ...anneAccount, city: 'Moelv' });
  });
});

describe('PUT /account: only what the role may change', () => {
  it('never takes the organisation number from the client', async () => {
    const before = account('acc-nordmann-skog');
    const response = await kariUpdate({ organizationNumber: '987654325', city: 'Moelv' });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Organisasjonsnummeret kan ikke endres i portalen. Kontakt kundeservice om det er feil.',
    );
    expect(account('acc-nordmann-skog')).toEqual(before);
  });

  it('refuses a new name, membership or role, and a field the account does not have', async () => {
    const before = account('acc-nordmann-skog');
    const refused = async (fields: Record<string, unknown>) => {
      const response = await kariUpdate(fields);
      expect(response.status).toBe(400);
      return messageOf(response);
    };
    expect(await refused({ name: 'Mitt Skog AS' })).toMatch(/^Navnet kan ikke endres i portalen/);
    expect(await refused({ isMember: !before.isMember })).toMatch(/^Medlemskapet kan ikke endres i portalen/);
    expect(await refused({ accountRole: 'ACCOUNTANT' })).toMatch(/^Rollen kan ikke endres i portalen/);
    expect(await refused({ approvedTerms: true })).toBe('Ukjent felt: approvedTerms');
    expect(account('acc-nordmann-skog')).toEqual(before);
  });

  it('accepts the whole account sent back unchanged but for what the owner may change', async () => {
    const before = account('acc-nordmann-skog');
    const response = await kariUpdate({ ...before, streetName: 'Storgata 1', postalCode: '2317' });
    expect(response.status).toBe(200);
    expect(account('acc-nordmann-skog')).toEqual({ ...before, streetName: 'Storgata 1', postalCode: '2317' });
  });

  it('checks the postal code and the phone as the form does, and keeps blank fields as null', async () => {
    const postal = await kariUpdate({ postalCode: '23170' });
    expect(postal.status).toBe(400);
    // The field is named, so the form can put the message beside it.
    expect(await postal.json()).toEqual({ message: POSTNUMMER_MESSAGE, field: 'postalCode' });
    const phone = await kariUpdate({ phoneNumber: '1234' });
    expect(phone.status).toBe(400);
    expect(await phone.json()).toEqual({ message: PHONE_MESSAGE, field: 'phoneNumber' });
    expect((await kariUpdate({ email: 5 })).status).toBe(400);
    expect((await kariUpdate({ email: '  ', phoneNumber: null })).status).toBe(200);
    expect(account('acc-nordmann-skog')).toMatchObject({ email: null, phoneNumber: null });
  });
});
