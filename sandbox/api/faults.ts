import { delay } from 'msw';
import { OPERATIONS, type OperationId } from '../../src/api/operationTable.ts';
import { apiError } from './apiError.ts';
import { filledString, isRecord } from './values.ts';

/**
 * Test-only fault injection (not part of the cooperative's API): a fault makes the admitted calls it matches
 * misbehave the way a real network or backend can, so a test can see how the portal copes. It matches by
 * operation, or by a path pattern and an optional method. Faults live in the store, so a reset (a new store)
 * clears them. Component tests push into `sandboxStore().faults`; browser tests POST to the HTTP server's
 * FAULTS_PATH.
 */
export const FAULT_KINDS = ['status', 'slow', 'dropped', 'lost', 'html', 'truncated', 'wrong-type'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

interface FaultTarget {
  operationId?: OperationId;
  /**
   * A pattern for the path under the API base, query left out: `*` stands for anything within one segment,
   * `**` for anything at all, e.g. `/contract/*` or `/arrangement/**`.
   */
  path?: string;
  /** GET, POST, PUT, DELETE...; any method when left out. */
  method?: string;
  /** How many calls it spoils before it is gone; every call until the reset when left out. */
  times?: number;
}

export type SandboxFault = FaultTarget &
  (
    | {
        /** An error answer (the kind when none is given). */
        kind?: 'status';
        /** 400–599. */
        status: number;
        /** The answer's `message`; a default when left out. */
        message?: string;
        /** Sent as `Retry-After` (seconds), as a 503 from a gateway in maintenance does. */
        retryAfterSeconds?: number;
      }
    /** The answer comes, but only after `delayMs`: longer than the client waits. */
    | { kind: 'slow'; delayMs: number }
    /**
     * dropped: the connection is cut with no answer, before the call is carried out. lost: the call is
     * carried out, then the connection is cut before its answer (what a timeout on a slow save looks like to
     * the client). html: a 200 with a proxy's HTML page instead of JSON.
     * truncated: the real JSON answer cut off halfway. wrong-type: the real JSON answer with its first field
     * given a value of another type.
     */
    | { kind: 'dropped' | 'lost' | 'html' | 'truncated' | 'wrong-type' }
  );

export interface FaultsData {
  faults: SandboxFault[];
}

export const createFaultsData = (): FaultsData => ({ faults: [] });

export const DEFAULT_FAULT_MESSAGE = 'Feil lagt inn i sandkassen for testen';
export const DEFAULT_SLOW_DELAY_MS = 30_000;
export const HTML_FAULT_BODY =
  '<!doctype html><html lang="en"><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The pattern as an anchored regular expression: `**` any characters, `*` any within a segment. */
export function pathPattern(pattern: string): RegExp {
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The call as the fault targets see it: its operation, method, and path under the API base. */
export interface FaultedCall {
  operationId: OperationId;
  method: string;
  /** The path under the API base (`/contract/list/acc-kari`), without the query. */
  path: string;
}

const targets = (fault: SandboxFault, call: FaultedCall): boolean => {
  if (fault.operationId !== undefined && fault.operationId !== call.operationId) return false;
  if (fault.method !== undefined && fault.method.toUpperCase() !== call.method.toUpperCase()) return false;
  if (fault.path !== undefined && !pathPattern(fault.path).test(call.path)) return false;
  return true;
};

/** The first fault that targets the call; the newest wins when several do. */
export const faultFor = (data: FaultsData, call: FaultedCall): SandboxFault | undefined =>
  data.faults.findLast((fault) => targets(fault, call));

/** The fault for a call, counted against its `times`: one that has spoiled its last call is removed. */
export function takeFault(data: FaultsData, call: FaultedCall): SandboxFault | undefined {
  const fault = faultFor(data, call);
  if (fault?.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) data.faults.splice(data.faults.indexOf(fault), 1);
  }
  return fault;
}

/** The path under the API base (`/api` on the sandbox's server) of a request URL, without the query. */
export function apiPathOf(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(/^\/api(?=\/|$)/, '') || '/';
}

/**
 * The answer a fault gives for an admitted call, or undefined to let the handler answer. `realAnswer` asks the
 * sandbox's own handler, for the kinds that spoil a real answer.
 */
export async function injectedFault(
  fault: SandboxFault | undefined,
  realAnswer: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  if (!fault) return undefined;
  switch (fault.kind) {
    case undefined:
    case 'status': {
      const response = apiError(fault.status, fault.message ?? DEFAULT_FAULT_MESSAGE);
      if (fault.retryAfterSeconds !== undefined) {
        response.headers.set('Retry-After', String(fault.retryAfterSeconds));
      }
      return response;
    }
    case 'slow':
      await delay(fault.delayMs);
      return undefined;
    case 'dropped':
      return Response.error();
    case 'lost':
      await realAnswer();
      return Response.error();
    case 'html':
      return new Response(HTML_FAULT_BODY, {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    case 'truncated':
    case 'wrong-type':
      return spoiled(fault.kind, await realAnswer());
  }
}

const isJson = (response: Response) => /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');

/** A successful JSON answer made unreadable (cut off) or of the wrong shape; anything else as it was. */
async function spoiled(kind: 'truncated' | 'wrong-type', real: Response | undefined) {
  if (!real?.ok || !isJson(real)) return real;
  const text = await real.text();
  const headers = new Headers(real.headers);
  headers.delete('Content-Length');
  const body = kind === 'truncated' ? text.slice(0, Math.floor(text.length / 2)) : wrongTyped(text);
  return new Response(body, { status: real.status, headers });
}

/** Another type's value for a field: what a backend with a changed model would send. */
const otherType = (value: string | number | boolean): string | number =>
  typeof value === 'string' ? 404 : typeof value === 'number' ? 'fire' : 'ja';

/**
 * The JSON text with its first field (depth first, in the first element of a list) given a value of another
 * type; a list or object with no fields at all becomes the other of the two.
 */
export function wrongTyped(json: string): string {
  const value: unknown = JSON.parse(json);
  const changeFirst = (node: unknown): boolean => {
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : isRecord(node)
        ? Object.entries(node)
        : [];
    for (const [key, child] of entries) {
      if (typeof child === 'string' || typeof child === 'number' || typeof child === 'boolean') {
        (node as Record<string | number, unknown>)[key] = otherType(child);
        return true;
      }
      if (changeFirst(child)) return true;
    }
    return false;
  };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return JSON.stringify(otherType(value));
  }
  if (changeFirst(value)) return JSON.stringify(value);
  return Array.isArray(value) ? '{"uventet":true}' : '[]';
}

const isOperationId = (value: unknown): value is OperationId =>
  OPERATIONS.some(([, , operationId]) => operationId === value);

const isKind = (value: unknown): value is FaultKind => FAULT_KINDS.some((kind) => kind === value);

const isWholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A fault from a JSON body, or why it is not one. */
export function parseFault(body: unknown): SandboxFault | { problem: string } {
  if (!isRecord(body)) {
    return { problem: 'Ventet {operationId eller path, method?, kind?, status?, message?, ...}' };
  }
  const { operationId, path, method, times, kind = 'status' } = body;
  if (operationId === undefined && path === undefined) return { problem: 'Oppgi operationId eller path' };
  if (operationId !== undefined && !isOperationId(operationId)) {
    return { problem: `Ukjent operationId: ${JSON.stringify(operationId)}` };
  }
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/'))) {
    return { problem: 'path må være et mønster som begynner med /' };
  }
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) {
    return { problem: 'method må være en HTTP-metode' };
  }
  if (!isKind(kind)) return { problem: `kind må være en av ${FAULT_KINDS.join(', ')}` };
  if (times !== undefined && !isWholeNumber(times, 1, 1000)) return { problem: 'times må være 1–1000' };
  const target: FaultTarget = {
    ...(operationId !== undefined ? { operationId } : {}),
    ...(typeof path === 'string' ? { path } : {}),
    ...(typeof method === 'string' ? { method: method.toUpperCase() } : {}),
    ...(times !== undefined ? { times } : {}),
  };
  if (kind === 'slow') {
    const delayMs = body.delayMs ?? DEFAULT_SLOW_DELAY_MS;
    if (!isWholeNumber(delayMs, 0, 600_000)) return { problem: 'delayMs må være 0–600000 millisekunder' };
    return { ...target, kind, delayMs };
  }
  if (kind !== 'status') return { ...target, kind };
  const { status, message, retryAfterSeconds } = body;
  if (!isWholeNumber(status, 400, 599)) return { problem: 'status må være en feilkode fra 400 til 599' };
  if (message !== undefined && message !== null && typeof message !== 'string') {
    return { problem: 'message må være tekst' };
  }
  if (retryAfterSeconds !== undefined && !isWholeNumber(retryAfterSeconds, 0, 86_400)) {
    return { problem: 'retryAfterSeconds må være et helt antall sekunder' };
  }
  const text = filledString(message);
  return {
    ...target,
    status,
    ...(text ? { message: text } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
}
