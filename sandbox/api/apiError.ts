import { HttpResponse } from 'msw';

/** An error answer as the API gives one: the status, and a message for the user in `{ message }`. */
export const apiError = (status: number, message: string) => HttpResponse.json({ message }, { status });
