import { OPERATIONS, type OperationId } from '../../src/api/operationTable.ts';
import { apiError } from './auth.ts';
import { filledString, isRecord } from './values.ts';

/**
 * Test-only fault injection (not part of the cooperative's API): a fault makes every admitted call of one
 * operation answer with an error status instead of its handler, e.g. a delete that fails, so a test can see
 * how the portal copes. Faults live in the store, so a reset (a new store) clears them. Component tests push
 * into `sandboxStore().faults`; browser tests POST to the HTTP server's FAULTS_PATH.
 */
export interface SandboxFault {
  operationId: OperationId;
  /** An error status, 400–599. */
  status: number;
  /** The answer's `message`; a default when left out. */
  message?: string;
}

export interface FaultsData {
  faults: SandboxFault[];
}

export const createFaultsData = (): FaultsData => ({ faults: [] });

export const DEFAULT_FAULT_MESSAGE = 'Feil lagt inn i sandkassen for testen';

/** The answer a fault gives for an admitted call of `operationId`, or undefined to let the handler answer. */
export function injectedFault(data: FaultsData, operationId: OperationId): Response | undefined {
  const fault = data.faults.find((item) => item.operationId === operationId);
  return fault ? apiError(fault.status, fault.message ?? DEFAULT_FAULT_MESSAGE) : undefined;
}

const isOperationId = (value: unknown): value is OperationId =>
  OPERATIONS.some(([, , operationId]) => operationId === value);

/** A fault from a JSON body, or why it is not one. */
export function parseFault(body: unknown): SandboxFault | { problem: string } {
  if (!isRecord(body)) return { problem: 'Ventet {operationId, status, message?}' };
  const { operationId, status, message } = body;
  if (!isOperationId(operationId)) return { problem: `Ukjent operationId: ${String(operationId)}` };
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    return { problem: 'status må være en feilkode fra 400 til 599' };
  }
  if (message !== undefined && message !== null && typeof message !== 'string') {
    return { problem: 'message må være tekst' };
  }
  const text = filledString(message);
  return text ? { operationId, status, message: text } : { operationId, status };
}
