import type { Account, UserData } from '../api/generated/model';
import { reportError } from '../telemetry/errorTracking';

/**
 * The client-held session state of spec §3/§4: kept in session storage, restored on load and written back
 * on every change. contactId, contractId and orderId are stored as plain strings, the rest as JSON.
 */
export interface SessionState {
  election: unknown;
  electionLocation: unknown;
  userData: UserData | null;
  activeAccount: Account | null;
  contactId: string | null;
  contractId: string | null;
  orderId: string | null;
  operationType: number | null;
  contactData: unknown;
  /**
   * `true` when the eID gave a person id (fødselsnummer) for a signed-in person the cooperative does not know
   * yet, else null. Only that it is known is kept: the number itself stays in the token, where the API reads
   * it, and out of session storage.
   */
  personId: true | null;
  planData: unknown;
  ideBankArrangement: unknown;
  territoryIdForChairman: string | null;
  signId: string | null;
}

export const SESSION_KEYS = [
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
] as const satisfies readonly (keyof SessionState)[];

export type SessionKey = (typeof SESSION_KEYS)[number];

const PLAIN_STRING_KEYS: ReadonlySet<SessionKey> = new Set(['contactId', 'contractId', 'orderId']);
const REPLACEABLE_KEYS: ReadonlySet<string> = new Set(
  SESSION_KEYS.filter((key) => key !== 'userData' && key !== 'activeAccount'),
);

export const initialSessionState: SessionState = {
  election: null,
  electionLocation: null,
  userData: null,
  activeAccount: null,
  contactId: null,
  contractId: null,
  orderId: null,
  operationType: null,
  contactData: null,
  personId: null,
  planData: null,
  ideBankArrangement: null,
  territoryIdForChairman: null,
  signId: null,
};

/** Setters that simply replace one value (spec §4, "Other setters replace the value"). */
type ReplaceAction = {
  [K in Exclude<SessionKey, 'userData' | 'activeAccount'>]: { type: 'set'; key: K; payload: SessionState[K] };
}[Exclude<SessionKey, 'userData' | 'activeAccount'>];

export type SessionAction =
  | { type: 'setUserData'; payload: UserData | null }
  | { type: 'setActiveAccount'; payload?: Account | string | null }
  | ReplaceAction
  | { type: 'reset' };

/**
 * An invalid action is logged by its type and key only: its payload may be userData with names and numbers.
 */
function reportInvalidAction(action: unknown): void {
  const fields = typeof action === 'object' && action !== null ? (action as Record<string, unknown>) : {};
  const nameOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  reportError(new Error('Ugyldig endring av sesjonstilstand'), {
    location: 'Sesjonstilstand',
    actionType: nameOf(fields.type),
    key: nameOf(fields.key),
  });
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'setUserData':
      return { ...state, userData: action.payload, contactId: action.payload?.contactId ?? null };
    case 'setActiveAccount': {
      const { payload } = action;
      if (payload === undefined || payload === null || !state.userData) return state;
      const wantedId = typeof payload === 'string' ? payload : payload.id;
      const match = state.userData.accounts.find((account) => account.id === wantedId);
      if (!match) return state;
      return { ...state, activeAccount: typeof payload === 'string' ? match : payload };
    }
    case 'set':
      // userData and activeAccount have their own setters with rules; a plain 'set' of them is invalid.
      if (!REPLACEABLE_KEYS.has(action.key)) {
        reportInvalidAction(action);
        return state;
      }
      return { ...state, [action.key]: action.payload };
    case 'reset':
      return initialSessionState;
    default: {
      reportInvalidAction(action satisfies never);
      return state;
    }
  }
}

export function readSessionState(storage: Storage): SessionState {
  const state: Record<string, unknown> = { ...initialSessionState };
  for (const key of SESSION_KEYS) {
    const stored = storage.getItem(key);
    if (stored === null) continue;
    if (PLAIN_STRING_KEYS.has(key)) {
      state[key] = stored;
      continue;
    }
    try {
      state[key] = JSON.parse(stored) as unknown;
    } catch {
      state[key] = null;
    }
  }
  // A fødselsnummer stored here by an earlier version of the portal becomes the marker it stands for.
  state.personId = state.personId ? true : null;
  return state as unknown as SessionState;
}

export function writeSessionState(storage: Storage, state: SessionState): void {
  for (const key of SESSION_KEYS) {
    const value = state[key];
    if (value === null || value === undefined) {
      storage.removeItem(key);
    } else if (PLAIN_STRING_KEYS.has(key)) {
      storage.setItem(key, value as string);
    } else {
      storage.setItem(key, JSON.stringify(value));
    }
  }
}
