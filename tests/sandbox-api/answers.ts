import { expect } from 'vitest';

/** The body of an answer that must have `status` (the answer's text is the message when it has not). */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** An error answer with `status` whose Norwegian message matches `message`; its body. */
export async function expectError(
  response: Response,
  status: number,
  message: string | RegExp,
): Promise<{ message: string }> {
  const body = await expectJson<{ message: string }>(response, status);
  expect(body.message).toMatch(message);
  return body;
}
