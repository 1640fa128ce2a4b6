import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { setApiPathTemplater } from '../telemetry/apiPaths';
import { reportError, setRequestDescriber } from '../telemetry/errorTracking';
import { httpStatusOf } from './httpStatus';
import { IDEMPOTENCY_KEY_HEADER, isWrite, outcomeUnknown, writeAction } from './idempotency';
import { MalformedAnswerError } from './malformedAnswer';
import { describeRequest, matchRequest, pathTemplateOf } from './operations';
import { sessionHooks } from './sessionHooks';
import { refuseUnsafePath } from './unsafePath';

// Error reports and telemetry name a call by its operation and path template, not its address (the table loads
// with axios, not before).
setRequestDescriber(describeRequest);
setApiPathTemplater(pathTemplateOf);

/** The one axios instance every call of the generated client goes through. */
export const http = axios.create({
  headers: {
    'X-Client-Name': __APP_NAME__,
    'X-Client-Version': __APP_VERSION__,
  },
});

http.interceptors.request.use(async (config) => {
  const hooks = sessionHooks();
  config.baseURL = hooks.baseUrl;
  config.timeout = hooks.timeoutMs;
  const token = await hooks.getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    if (status === 401 || status === 403) sessionHooks().onUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

type AnswerChecks = typeof import('./answers');
let answerChecks: Promise<AnswerChecks> | undefined;

/** The schemas (zod) load with the first call, beside it, not with the entry chunk; a failed load is tried again. */
function loadAnswerChecks(): Promise<AnswerChecks> {
  answerChecks ??= import('./answers').catch((error: unknown) => {
    answerChecks = undefined;
    throw error;
  });
  return answerChecks;
}

/** Bodies axios does not read as JSON: nothing for the contract's JSON schemas to check. */
const BINARY_RESPONSE_TYPES: ReadonlySet<string> = new Set(['blob', 'arraybuffer', 'stream', 'document']);

const contentTypeOf = (response: AxiosResponse): string | undefined => {
  const value: unknown = response.headers['content-type'];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Throws {@link MalformedAnswerError} (and reports it, naming the operation) when a successful answer is not
 * what the contract says: the screen that asked shows its error state instead of meeting data of another
 * shape further down.
 */
async function checkAnswer(
  config: AxiosRequestConfig,
  response: AxiosResponse,
  checks: Promise<AnswerChecks>,
): Promise<void> {
  if (config.responseType && BINARY_RESPONSE_TYPES.has(config.responseType)) return;
  const operation = matchRequest(config.method ?? 'GET', config.url ?? '');
  if (!operation) return;
  const { answerProblem } = await checks;
  const detail = answerProblem(operation.operationId, response.data, contentTypeOf(response));
  if (detail === null) return;
  const error = new MalformedAnswerError({
    operation: operation.operationId,
    route: `${operation.method} ${operation.path}`,
    status: response.status,
    detail,
  });
  reportError(error, { location: 'API: svar som ikke følger kontrakten' });
  throw error;
}

/** How long a write whose answer was lost waits before it is sent again. */
export const WRITE_RETRY_PAUSE_MS = 1000;

const pause = (ms: number) =>
  new Promise<void>((done) => {
    setTimeout(done, ms);
  });

/**
 * A write, with its action's `Idempotency-Key` (idempotency.ts). One that got no answer (the timeout, a cut
 * connection, a gateway's 502/504) is sent once more with the same key: the API answers it with the first
 * answer if the first was carried out, so the person is told the truth and nothing is stored twice.
 */
async function sendWrite<T>(request: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  const action = writeAction(request.method ?? 'POST', request.url ?? '', request.data);
  const headers = {
    ...Object.fromEntries(Object.entries(request.headers ?? {})),
    [IDEMPOTENCY_KEY_HEADER]: action.key,
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await http.request<T>({ ...request, headers });
      action.answered();
      return response;
    } catch (error) {
      const unknown = outcomeUnknown(error);
      if (!unknown && httpStatusOf(error) !== undefined) action.answered();
      if (!unknown || attempt > 1 || request.signal?.aborted) throw error;
      await pause(WRITE_RETRY_PAUSE_MS);
    }
  }
}

/** The mutator orval's generated functions call: returns the response body, once the contract allows it. */
export const apiClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  const request = { ...config, ...options };
  refuseUnsafePath(request.url ?? '');
  const checks = loadAnswerChecks();
  // Awaited only after the answer: a load failure while the call fails anyway must not go unhandled.
  checks.catch(() => undefined);
  const response = isWrite(request.method ?? 'GET')
    ? await sendWrite<T>(request)
    : await http.request<T>(request);
  await checkAnswer(request, response, checks);
  return response.data;
};

export type ErrorType<Error> = AxiosError<Error>;
export type BodyType<BodyData> = BodyData;
