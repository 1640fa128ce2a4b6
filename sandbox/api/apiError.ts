import { HttpResponse } from 'msw';

/**
 * An error answer as the API gives one: the status, and a message for the user in `{ message }`; a 400 about
 * one field of a form's body also names the `field`, so the form shows the message beside it.
 */
export const apiError = (status: number, message: string, field?: string) =>
  HttpResponse.json(field === undefined ? { message } : { message, field }, { status });
