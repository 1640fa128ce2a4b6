import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import type { Account, UserData } from '../api/generated/model';
import {
  initialSessionState,
  readSessionState,
  SESSION_KEYS,
  sessionReducer,
  writeSessionState,
  type SessionAction,
  type SessionKey,
  type SessionState,
} from './sessionState';
import { nils } from '../../tests/personas';

const makeAccount = (id: string, name: string): Account => ({
  id,
  name,
  isMember: true,
  accountRole: 'FOREST_OWNER',
  organizationNumber: '923456783',
  bankAccountNumber: '15031234562',
});

const skogsgard = makeAccount('acc-1', 'Nordmann Skog');
const fjellgard = makeAccount('acc-2', 'Fjellgard AS');

const makeUserData = (contactId: string, accounts: Account[]): UserData => ({
  contactId,
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.no',
  phoneNumber: '91234567',
  address: { streetAddress: 'Skogveien 1', postalCode: '2408', city: 'Elverum' },
  approvedTerms: true,
  approvedTermsDate: '2024-05-01',
  isEmployee: false,
  accounts,
});

const kari = makeUserData('contact-kari', [skogsgard, fjellgard]);

type ReplaceAction = Extract<SessionAction, { type: 'set' }>;

/** One replacing action per key the generic `set` covers, each with a non-null value. */
const REPLACE_ACTIONS: ReplaceAction[] = [
  { type: 'set', key: 'election', payload: { id: 'el-1', name: 'Valgkrets Innlandet' } },
  { type: 'set', key: 'electionLocation', payload: { id: 'loc-1', name: 'Elverum' } },
  { type: 'set', key: 'contactId', payload: 'contact-42' },
  { type: 'set', key: 'contractId', payload: 'contract-7' },
  { type: 'set', key: 'orderId', payload: 'order-9' },
  { type: 'set', key: 'operationType', payload: 4 },
  { type: 'set', key: 'contactData', payload: { firstName: 'Ola', lastName: 'Hansen' } },
  { type: 'set', key: 'personId', payload: true },
  { type: 'set', key: 'planData', payload: [{ bestNr: 1, alder: 60 }] },
  { type: 'set', key: 'ideBankArrangement', payload: { id: 'arr-5', title: 'Kurs i tynning' } },
  { type: 'set', key: 'territoryIdForChairman', payload: 'territory-2' },
  { type: 'set', key: 'signId', payload: 'sign-8' },
];

/** A state where every one of the fourteen values is set. */
const fullState: SessionState = {
  election: { id: 'el-0', name: 'Valgkrets Hedmarken' },
  electionLocation: { id: 'loc-0', name: 'Hamar' },
  userData: kari,
  activeAccount: skogsgard,
  contactId: 'contact-kari',
  contractId: 'contract-1',
  orderId: 'order-2',
  operationType: 1,
  contactData: { firstName: 'Kari', lastName: 'Nordmann', address: { city: 'Elverum' } },
  personId: true,
  planData: [{ bestNr: 2, alder: 45, bontreSlag: 1 }],
  ideBankArrangement: { id: 'arr-1', participants: 12 },
  territoryIdForChairman: 'territory-1',
  signId: 'sign-1',
};

/** `state` without `keys`, to compare "everything else" between two states. */
const without = (state: SessionState, ...keys: SessionKey[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(state).filter(([key]) => !(keys as string[]).includes(key)));

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SESSION_KEYS and the initial state', () => {
  it('names exactly the fourteen values of spec §3', () => {
    expect(SESSION_KEYS).toHaveLength(14);
    expect([...SESSION_KEYS].sort()).toEqual(
      [
        'election',
        'electionLocation',
        'userData',
        'activeAccount',
        'contactId',
        'contractId',
        'orderId',
        'operationType',
        'contactData',
        'personId',
        'planData',
        'ideBankArrangement',
        'territoryIdForChairman',
        'signId',
      ].sort(),
    );
  });

  it('starts with every value null, and has no other fields', () => {
    expect(Object.keys(initialSessionState).sort()).toEqual([...SESSION_KEYS].sort());
    for (const key of SESSION_KEYS) expect(initialSessionState[key], key).toBeNull();
  });

  it('the test table covers every key of the generic setter', () => {
    expect(REPLACE_ACTIONS.map((action) => action.key).sort()).toEqual(
      SESSION_KEYS.filter((key) => key !== 'userData' && key !== 'activeAccount').sort(),
    );
  });
});

describe('sessionReducer: setUserData', () => {
  it('sets userData and takes contactId from it', () => {
    const next = sessionReducer(initialSessionState, { type: 'setUserData', payload: kari });
    expect(next.userData).toBe(kari);
    expect(next.contactId).toBe('contact-kari');
    expect(without(next, 'userData', 'contactId')).toEqual(
      without(initialSessionState, 'userData', 'contactId'),
    );
  });

  it('replaces an earlier contactId with the new user’s', () => {
    const before = { ...initialSessionState, contactId: 'contact-old' };
    const next = sessionReducer(before, { type: 'setUserData', payload: makeUserData('contact-new', []) });
    expect(next.contactId).toBe('contact-new');
  });

  it('clears both userData and contactId with null', () => {
    const next = sessionReducer(fullState, { type: 'setUserData', payload: null });
    expect(next.userData).toBeNull();
    expect(next.contactId).toBeNull();
    expect(next.activeAccount).toBe(skogsgard);
  });

  it('does not mutate the previous state', () => {
    const before = { ...initialSessionState };
    sessionReducer(before, { type: 'setUserData', payload: kari });
    expect(before).toEqual(initialSessionState);
  });
});

describe('sessionReducer: setActiveAccount', () => {
  const withUser = sessionReducer(initialSessionState, { type: 'setUserData', payload: kari });

  it('accepts an account id, looked up in userData.accounts', () => {
    const next = sessionReducer(withUser, { type: 'setActiveAccount', payload: 'acc-2' });
    expect(next.activeAccount).toBe(fjellgard);
    expect(without(next, 'activeAccount')).toEqual(without(withUser, 'activeAccount'));
  });

  it('accepts an account object whose id is among the user’s accounts', () => {
    const next = sessionReducer(withUser, { type: 'setActiveAccount', payload: skogsgard });
    expect(next.activeAccount).toEqual(skogsgard);
  });

  it('switches from one account to another', () => {
    const first = sessionReducer(withUser, { type: 'setActiveAccount', payload: 'acc-1' });
    const second = sessionReducer(first, { type: 'setActiveAccount', payload: 'acc-2' });
    expect(first.activeAccount?.id).toBe('acc-1');
    expect(second.activeAccount?.id).toBe('acc-2');
  });

  it('is ignored without a payload (undefined or null): same state object', () => {
    const active = sessionReducer(withUser, { type: 'setActiveAccount', payload: 'acc-1' });
    expect(sessionReducer(active, { type: 'setActiveAccount' })).toBe(active);
    expect(sessionReducer(active, { type: 'setActiveAccount', payload: undefined })).toBe(active);
    expect(sessionReducer(active, { type: 'setActiveAccount', payload: null })).toBe(active);
  });

  it('is ignored without userData', () => {
    expect(sessionReducer(initialSessionState, { type: 'setActiveAccount', payload: 'acc-1' })).toBe(
      initialSessionState,
    );
    expect(sessionReducer(initialSessionState, { type: 'setActiveAccount', payload: skogsgard })).toBe(
      initialSessionState,
    );
  });

  it('is ignored when no account of the user matches (by id or by object)', () => {
    const active = sessionReducer(withUser, { type: 'setActiveAccount', payload: 'acc-1' });
    expect(sessionReducer(active, { type: 'setActiveAccount', payload: 'acc-unknown' })).toBe(active);
    expect(
      sessionReducer(active, {
        type: 'setActiveAccount',
        payload: makeAccount('acc-stranger', 'Annen Skog'),
      }),
    ).toBe(active);
    expect(sessionReducer(active, { type: 'setActiveAccount', payload: '' })).toBe(active);
  });

  it('is ignored when the user has no accounts', () => {
    const noAccounts = sessionReducer(initialSessionState, {
      type: 'setUserData',
      payload: makeUserData('contact-x', []),
    });
    expect(sessionReducer(noAccounts, { type: 'setActiveAccount', payload: 'acc-1' })).toBe(noAccounts);
  });
});

describe('sessionReducer: set', () => {
  it.each(REPLACE_ACTIONS.map((action) => [action.key, action] as const))(
    'replaces %s and leaves every other value alone',
    (key, action) => {
      // personId has one value besides null (true: a person id is known), so it is replaced from null.
      const before: SessionState = key === 'personId' ? { ...fullState, personId: null } : fullState;
      expect(before[key]).not.toEqual(action.payload);
      const next = sessionReducer(before, action);
      expect(next).not.toBe(before);
      expect(next[key]).toEqual(action.payload);
      expect(without(next, key)).toEqual(without(before, key));
    },
  );

  it.each(REPLACE_ACTIONS.map((action) => [action.key, action] as const))(
    'sets %s from null and clears it again with null',
    (key, action) => {
      const set = sessionReducer(initialSessionState, action);
      expect(set[key]).toEqual(action.payload);
      const cleared = sessionReducer(set, { ...action, payload: null });
      expect(cleared).toEqual(initialSessionState);
    },
  );

  it('a direct contactId set does not touch userData', () => {
    const next = sessionReducer(fullState, { type: 'set', key: 'contactId', payload: 'contact-other' });
    expect(next.contactId).toBe('contact-other');
    expect(next.userData).toBe(kari);
  });

  it('logs nothing for valid actions', () => {
    for (const action of REPLACE_ACTIONS) sessionReducer(initialSessionState, action);
    sessionReducer(initialSessionState, { type: 'setUserData', payload: kari });
    sessionReducer(initialSessionState, { type: 'reset' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('sessionReducer: reset', () => {
  it('returns every value to null', () => {
    const next = sessionReducer(fullState, { type: 'reset' });
    expect(next).toEqual(initialSessionState);
    for (const key of SESSION_KEYS) expect(next[key], key).toBeNull();
  });
});

describe('sessionReducer: invalid actions', () => {
  it('leaves the state unchanged (same object) for an unknown action type and logs its type', () => {
    const invalid = { type: 'setEverything', payload: 1 } as unknown as SessionAction;
    expect(sessionReducer(fullState, invalid)).toBe(fullState);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[Sesjonstilstand]',
      expect.objectContaining({ message: 'Ugyldig endring av sesjonstilstand' }),
      { location: 'Sesjonstilstand', actionType: 'setEverything', key: null },
    );
  });

  it('leaves the state unchanged for a set of an unknown key and logs it', () => {
    const invalid = { type: 'set', key: 'favouriteTree', payload: 'gran' } as unknown as SessionAction;
    const next = sessionReducer(fullState, invalid);
    expect(next).toBe(fullState);
    expect(next).not.toHaveProperty('favouriteTree');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[2]).toEqual({
      location: 'Sesjonstilstand',
      actionType: 'set',
      key: 'favouriteTree',
    });
  });

  it('leaves the state unchanged for an action without a type', () => {
    const invalid = {} as unknown as SessionAction;
    expect(sessionReducer(initialSessionState, invalid)).toBe(initialSessionState);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('readSessionState / writeSessionState', () => {
  let storage: Storage;

  beforeEach(() => {
    window.sessionStorage.clear();
    storage = window.sessionStorage;
  });

  it('reads an empty storage as the initial state', () => {
    expect(readSessionState(storage)).toEqual(initialSessionState);
  });

  it('round-trips a state with every value set', () => {
    writeSessionState(storage, fullState);
    expect(storage).toHaveLength(14);
    expect(readSessionState(storage)).toEqual(fullState);
  });

  it('stores contactId, contractId and orderId as plain strings, without quotes', () => {
    writeSessionState(storage, fullState);
    expect(storage.getItem('contactId')).toBe('contact-kari');
    expect(storage.getItem('contractId')).toBe('contract-1');
    expect(storage.getItem('orderId')).toBe('order-2');
  });

  it('stores every other value as JSON', () => {
    writeSessionState(storage, fullState);
    const plain: readonly SessionKey[] = ['contactId', 'contractId', 'orderId'];
    for (const key of SESSION_KEYS.filter((k) => !plain.includes(k))) {
      const stored = storage.getItem(key);
      expect(stored, key).not.toBeNull();
      expect(JSON.parse(stored ?? ''), key).toEqual(fullState[key]);
    }
    expect(storage.getItem('personId')).toBe('true');
    expect(storage.getItem('operationType')).toBe('1');
    expect(storage.getItem('activeAccount')).toBe(JSON.stringify(skogsgard));
  });

  it('reads plain-string keys verbatim, never parsing them as JSON', () => {
    storage.setItem('orderId', '42');
    storage.setItem('contractId', '{"not":"parsed"}');
    storage.setItem('contactId', 'null');
    const state = readSessionState(storage);
    expect(state.orderId).toBe('42');
    expect(state.contractId).toBe('{"not":"parsed"}');
    expect(state.contactId).toBe('null');
  });

  it('parses JSON keys into their values', () => {
    storage.setItem('operationType', '6');
    storage.setItem('planData', '[{"bestNr":3}]');
    const state = readSessionState(storage);
    expect(state.operationType).toBe(6);
    expect(state.planData).toEqual([{ bestNr: 3 }]);
  });

  it('removes null values from storage and leaves unrelated keys alone', () => {
    writeSessionState(storage, fullState);
    storage.setItem('somethingElse', 'keep me');
    writeSessionState(storage, { ...fullState, contractId: null, planData: null, activeAccount: null });
    expect(storage.getItem('contractId')).toBeNull();
    expect(storage.getItem('planData')).toBeNull();
    expect(storage.getItem('activeAccount')).toBeNull();
    expect(storage.getItem('orderId')).toBe('order-2');
    expect(storage.getItem('somethingElse')).toBe('keep me');

    writeSessionState(storage, initialSessionState);
    for (const key of SESSION_KEYS) expect(storage.getItem(key), key).toBeNull();
    expect(storage).toHaveLength(1);
  });

  it('reads malformed JSON as null without affecting the other values', () => {
    writeSessionState(storage, fullState);
    storage.setItem('userData', '{"contactId": ');
    storage.setItem('election', 'undefined');
    const state = readSessionState(storage);
    expect(state.userData).toBeNull();
    expect(state.election).toBeNull();
    expect(state.activeAccount).toEqual(skogsgard);
    expect(state.contactId).toBe('contact-kari');
  });

  it('restores what the reducer produced, as on a page reload', () => {
    let state = sessionReducer(initialSessionState, { type: 'setUserData', payload: kari });
    state = sessionReducer(state, { type: 'setActiveAccount', payload: 'acc-2' });
    state = sessionReducer(state, { type: 'set', key: 'orderId', payload: 'order-1' });
    writeSessionState(storage, state);
    const restored = readSessionState(storage);
    expect(restored).toEqual(state);
    expect(restored.contactId).toBe('contact-kari');
    expect(restored.activeAccount?.name).toBe('Fjellgard AS');
  });
});

describe('a plain set of a key with its own setter', () => {
  it.each(['userData', 'activeAccount'])('is invalid for %s: state unchanged and logged', (key) => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const action = { type: 'set', key, payload: { id: 'x' } } as unknown as SessionAction;
    expect(sessionReducer(initialSessionState, action)).toBe(initialSessionState);
    expect(errorSpy).toHaveBeenCalledWith('[Sesjonstilstand]', expect.anything(), {
      location: 'Sesjonstilstand',
      actionType: 'set',
      key,
    });
    errorSpy.mockRestore();
  });

  it('logs the action by its type and key only, never the person in its payload', () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const action = { type: 'set', key: 'userData', payload: kari } as unknown as SessionAction;
    sessionReducer(fullState, action);
    const logged = JSON.stringify(errorSpy.mock.calls);
    expect(logged).toContain('userData');
    for (const personal of ['Kari', 'Nordmann', 'contact-kari', '91234567', '15031234562']) {
      expect(logged).not.toContain(personal);
    }
    errorSpy.mockRestore();
  });
});

describe('personId in session storage', () => {
  it('restores a fødselsnummer stored by an earlier version as the marker, and writes back only the marker', () => {
    window.sessionStorage.setItem('personId', JSON.stringify(nils.pid));
    const state = readSessionState(window.sessionStorage);
    expect(state.personId).toBe(true);
    writeSessionState(window.sessionStorage, state);
    expect(window.sessionStorage.getItem('personId')).toBe('true');
  });

  it('restores a missing or false marker as null', () => {
    window.sessionStorage.setItem('personId', 'false');
    expect(readSessionState(window.sessionStorage).personId).toBeNull();
    window.sessionStorage.removeItem('personId');
    expect(readSessionState(window.sessionStorage).personId).toBeNull();
  });
});
