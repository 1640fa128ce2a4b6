import { HttpResponse } from 'msw';
import { verifySandboxAccessToken } from '../eid/tokens.ts';
import type { PersonRecord, SandboxStore } from './store.ts';

/**
 * The checks the real API makes before it answers: a valid bearer token (401), a person who may act for
 * the account asked about (403). Eva Feil's account answers 500 on data calls, for trying error states.
 */
export const apiError = (status: number, message: string) => HttpResponse.json({ message }, { status });

export async function bearerPid(request: Request): Promise<string | null> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  if (!match?.[1]) return null;
  try {
    return (await verifySandboxAccessToken(match[1])).pid;
  } catch {
    return null;
  }
}

export interface Authenticated {
  person: PersonRecord | null;
  pid: string;
}

/** A person with a valid token; `person` is null for someone the cooperative has no contact for. */
export async function authenticate(request: Request, store: SandboxStore): Promise<Authenticated | Response> {
  const pid = await bearerPid(request);
  if (!pid) return apiError(401, 'Mangler gyldig innlogging');
  return { pid, person: store.people.get(pid) ?? null };
}

/** null when the person may read and change the account's data; otherwise the answer to give. */
export function accountGuard(
  store: SandboxStore,
  person: PersonRecord | null,
  accountId: string,
): Response | null {
  const mayAct = person?.access.some((access) => access.accountId === accountId) ?? false;
  if (!mayAct && !person?.clientAccountIds.includes(accountId)) {
    return apiError(403, 'Du har ikke tilgang til denne kontoen');
  }
  if (store.failingAccountIds.has(accountId)) return apiError(500, 'Intern feil i sandkassen (Feil Skog)');
  return null;
}
