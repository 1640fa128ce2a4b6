/** What a person is told when an answer could not be read (the screen shows it with 'Prøv igjen'). */
export const MALFORMED_ANSWER_MESSAGE = 'Vi fikk et svar vi ikke forstod fra tjenesten. Prøv igjen.';

export interface MalformedAnswer {
  /** The contract's operationId, e.g. 'getContractsForAccount'. */
  operation: string;
  /** Method and path template, e.g. 'GET /contracts/{id}'. */
  route: string;
  status: number;
  /** What is wrong, for developers: where and what was expected, never the answer's values. */
  detail: string;
}

/**
 * A successful answer the contract does not allow: not JSON (an HTML page from a proxy, say), JSON cut off,
 * or a field of the wrong type. Thrown where the answer enters (src/api/http.ts), so no screen meets data
 * that does not have the shape its types promise.
 */
export class MalformedAnswerError extends Error {
  override readonly name = 'MalformedAnswerError';
  readonly code = 'ERR_MALFORMED_ANSWER';
  readonly operation: string;
  readonly route: string;
  readonly method: string;
  readonly status: number;
  readonly detail: string;

  constructor({ operation, route, status, detail }: MalformedAnswer) {
    super(MALFORMED_ANSWER_MESSAGE);
    this.operation = operation;
    this.route = route;
    this.method = route.split(' ')[0] ?? '';
    this.status = status;
    this.detail = detail;
  }
}
