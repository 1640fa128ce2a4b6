import { maskNumbersAndAddresses } from './mask';

/**
 * Error tracking: where failures worth a developer's attention go, with what happened where. The default sink
 * writes to the console; the usage-telemetry collector of spec §7/§9 plugs in through `setErrorSink`.
 *
 * Every report is reduced by the rule of {@link reportError} before any sink (or the console) sees it.
 */
export interface ErrorContext {
  /** Where in the portal it happened, e.g. 'Tømmerkontrakter: bekreft sporutbedring'. */
  location: string;
  [key: string]: unknown;
}

/** A context value that survives the reducer: the feature's ids and labels, never objects. */
export type ContextValue = string | number | boolean | null;

/** The context as sinks receive it: `location` and the feature's primitive ids. */
export interface ReportedContext {
  location: string;
  [key: string]: ContextValue;
}

/** What is kept of a failure. */
export interface ErrorSummary {
  /** The error's class, e.g. 'AxiosError', 'TypeError'. */
  name: string;
  /** For an API call: the contract's operationId, e.g. 'updateAccount'. */
  operation?: string;
  /** For an API call: method and path template, e.g. 'PUT /account/{id}'. */
  route?: string;
  method?: string;
  status?: number;
  /** The error's code, e.g. axios' 'ERR_BAD_RESPONSE' or an OpenID error such as 'invalid_grant'. */
  code?: string;
  /** Only for failures that are not an API call; masked and shortened. */
  message?: string;
  /** For an answer the contract does not allow: where and what was expected, never the answer's values. */
  detail?: string;
}

/**
 * A failure that is the person's circumstances, not a fault in the portal (a save refused offline): never
 * reported. The layers above extend it, so error tracking need not know them.
 */
export class UnreportedError extends Error {}

export type ErrorSink = (error: ErrorSummary, context: ReportedContext) => void;

/** How the HTTP layer names a request: its operation and path template (src/api registers it). */
export type RequestDescriber = (method: string, url: string) => { operation?: string; route: string };

/** Writes a report to the console; also what a sink that sends reports elsewhere calls, for developers. */
export const consoleSink: ErrorSink = (error, context) => {
  console.error(`[${context.location}]`, error, context);
};

let sink: ErrorSink = consoleSink;
let describeRequest: RequestDescriber | null = null;

export function setErrorSink(next: ErrorSink): void {
  sink = next;
}

/** Puts back the console sink. */
export function resetErrorSink(): void {
  sink = consoleSink;
}

export function setRequestDescriber(next: RequestDescriber): void {
  describeRequest = next;
}

const MAX_TEXT = 200;

/** Masks what looks like a token, an e-mail address or a personal number, and caps the length. */
function mask(text: string): string {
  const masked = maskNumbersAndAddresses(text);
  return masked.length > MAX_TEXT ? `${masked.slice(0, MAX_TEXT)}…` : masked;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const stringField = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** Without 0/O and 1/I: a reference is read aloud to customer service on the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const references = new WeakMap<object, string>();

function newReference(): string {
  // 32 letters divide 256, so each is as likely as the next.
  const letters = Array.from(
    crypto.getRandomValues(new Uint8Array(6)),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length] ?? '',
  ).join('');
  return `${letters.slice(0, 3)}-${letters.slice(3)}`;
}

/**
 * A short code for a failure ('K7F-Q2M'), which the error page shows the person and the error's report carries
 * in its context as `reference` (main.tsx's onCaughtError, App.tsx's onRouteError), so customer service can
 * find the report a person reads out: the same for the same error object however often it is asked for. (A
 * thrown string or number gets a new one each time.)
 */
export function errorReference(error: unknown): string {
  if (!isObject(error)) return newReference();
  let reference = references.get(error);
  if (reference === undefined) {
    reference = newReference();
    references.set(error, reference);
  }
  return reference;
}

function summarizeRequest(error: Fields, summary: ErrorSummary): void {
  const config = isObject(error.config) ? error.config : {};
  const response = isObject(error.response) ? error.response : {};
  const method = stringField(config.method)?.toUpperCase();
  const url = stringField(config.url);
  if (method) summary.method = method;
  if (method && url && describeRequest) {
    const { operation, route } = describeRequest(method, url);
    if (operation) summary.operation = operation;
    summary.route = route;
  }
  if (typeof response.status === 'number') summary.status = response.status;
}

/** An error that names its call itself: an answer the contract does not allow (src/api/malformedAnswer.ts). */
function summarizeAnswer(error: Fields, summary: ErrorSummary): void {
  const operation = stringField(error.operation);
  const route = stringField(error.route);
  const method = stringField(error.method);
  const detail = stringField(error.detail);
  if (operation) summary.operation = mask(operation);
  if (route) summary.route = mask(route);
  if (method) summary.method = mask(method);
  if (typeof error.status === 'number') summary.status = error.status;
  if (detail) summary.detail = mask(detail);
}

function summarize(error: unknown): ErrorSummary {
  if (!isObject(error)) {
    return { name: typeof error, ...(typeof error === 'string' ? { message: mask(error) } : {}) };
  }
  const constructorName: unknown =
    typeof error.constructor === 'function' ? error.constructor.name : undefined;
  const name = stringField(error.name) ?? stringField(constructorName) ?? 'Error';
  const summary: ErrorSummary = { name: mask(name) };
  // An OpenID error response names itself in `error` (RFC 6749 §5.2); axios and DOM errors in `code`.
  const code = stringField(error.code) ?? stringField(error.error);
  if (code) summary.code = mask(code);
  if (error.isAxiosError === true) {
    summarizeRequest(error, summary);
  } else if (stringField(error.operation) && stringField(error.route)) {
    summarizeAnswer(error, summary);
  } else {
    const message = stringField(error.message);
    if (message) summary.message = mask(message);
  }
  return summary;
}

function reduceContext(context: ErrorContext): ReportedContext {
  const reduced: ReportedContext = { location: mask(context.location) };
  for (const [key, value] of Object.entries(context)) {
    if (key === 'location') continue;
    if (typeof value === 'string') reduced[key] = mask(value);
    else if (
      (typeof value === 'number' && Number.isFinite(value)) ||
      typeof value === 'boolean' ||
      value === null
    )
      reduced[key] = value;
  }
  return reduced;
}

/** Reduces without ever throwing: a broken error object (a throwing getter, say) is still reported. */
function safely<T>(reduce: () => T, fallback: T): T {
  try {
    return reduce();
  } catch {
    return fallback;
  }
}

/**
 * The one rule for what a log or an error report may hold. A failed API call carries its whole request and
 * answer (the Authorization header, bodies with names, phone and account numbers, the ID token with the
 * fødselsnummer), and logs and error trackers are read by more people, kept longer and copied further than
 * the data they came from. So only what tells a developer where and how it failed is kept: the operation
 * (or path template), method, status and error code of an API call, and the context's own ids as the feature
 * chose them. `config`, `request`, `response.data` and nested objects never pass; a message is kept only
 * for failures that are not an API call (their text is mostly written by code, not filled with data), and
 * is masked and shortened as a backstop.
 */
export function reportError(error: unknown, context: ErrorContext): void {
  if (error instanceof UnreportedError) return;
  const summary = safely(() => summarize(error), { name: 'Error' });
  const reducedContext = safely(() => reduceContext(context), { location: 'Ukjent sted' });
  try {
    sink(summary, reducedContext);
  } catch (sinkError) {
    const sinkSummary = safely(() => summarize(sinkError), { name: 'Error' });
    console.error('Feilrapporteringen feilet', sinkSummary, summary, reducedContext);
  }
}

/**
 * Failures nobody caught: a rejected promise without a handler and an uncaught exception. They go to error
 * tracking, and the browser's own console print of the raw error (with whatever request it carries) is
 * suppressed. Returns the function that removes the listeners.
 */
export function reportUncaughtErrors(target: Window = window): () => void {
  const onRejection = (event: Event) => {
    event.preventDefault();
    const reason: unknown = 'reason' in event ? event.reason : undefined;
    reportError(reason, { location: 'Ubehandlet avvist promise' });
  };
  const onError = (event: Event) => {
    // Only script errors: a failed image or script load also fires 'error', but not as an ErrorEvent.
    if (!(event instanceof ErrorEvent)) return;
    event.preventDefault();
    const thrown: unknown = event.error;
    reportError(thrown ?? event.message, { location: 'Ubehandlet feil' });
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
