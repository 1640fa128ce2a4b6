import { afterEach, describe, expect, it, vi } from 'vitest';
import { User } from 'oidc-client-ts';
import { http, HttpResponse } from 'msw';
import { sandboxServer } from '../../../tests/sandboxServer';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { connectSandboxApi, idTokenFor } from '../../../tests/renderPage';
import { resolvePerson } from './api';
import { kari, nils } from '../../../tests/personas';

/** A valid fødselsnummer no test person has: unknown to the cooperative, and no letter went to it. */
const UNKNOWN_WITHOUT_LETTER = '01019000164';

afterEach(() => {
  vi.restoreAllMocks();
});

const signedIn = async (pid: string, profilePid: string | undefined): Promise<User> => {
  const token = await signSandboxAccessToken(pid);
  connectSandboxApi(token);
  return new User({
    access_token: token,
    id_token: await idTokenFor(token),
    token_type: 'Bearer',
    profile: { sub: pid, iss: 'http://localhost:5190', aud: 'skogportal', exp: 0, iat: 0, pid: profilePid },
  });
};

describe('resolvePerson', () => {
  it('tells that a person id is known for someone the cooperative does not know, without passing it on', async () => {
    const person = await resolvePerson(await signedIn(nils.pid, nils.pid));
    expect(person).toMatchObject({ kind: 'unknown', personIdKnown: true });
    expect(JSON.stringify(person)).not.toContain(nils.pid);
  });

  it("finds the plan-order letter sent to such a person, with its code and products (Nils Ny's SKOG2024)", async () => {
    const person = await resolvePerson(await signedIn(nils.pid, nils.pid));
    if (person.kind !== 'unknown') throw new Error('Nils Ny skal være ukjent');
    expect(person.planOrderLetter?.orderCode).toBe('SKOG2024');
    expect(person.planOrderLetter?.products.length).toBeGreaterThan(0);
  });

  it('finds no letter for an unknown person who got none', async () => {
    expect(await resolvePerson(await signedIn(UNKNOWN_WITHOUT_LETTER, UNKNOWN_WITHOUT_LETTER))).toEqual({
      kind: 'unknown',
      personIdKnown: true,
      planOrderLetter: null,
    });
  });

  it('lets a failed letter lookup cost only the plan-order choice, and logs it', async () => {
    sandboxServer.use(
      http.get('*/api/project/person', () => HttpResponse.json({ message: 'feil' }, { status: 500 })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await resolvePerson(await signedIn(nils.pid, nils.pid))).toEqual({
      kind: 'unknown',
      personIdKnown: true,
      planOrderLetter: null,
    });
    expect(logged).toHaveBeenCalledWith(
      '[Innlogging: slå opp brev om planbestilling]',
      expect.anything(),
      expect.anything(),
    );
  });

  it('says no person id is known when the eID gave none, and looks up no letter', async () => {
    expect(await resolvePerson(await signedIn(nils.pid, undefined))).toEqual({
      kind: 'unknown',
      personIdKnown: false,
      planOrderLetter: null,
    });
  });

  it('returns the contact of a known person', async () => {
    const person = await resolvePerson(await signedIn(kari.pid, kari.pid));
    expect(person).toMatchObject({ kind: 'known', userData: { contactId: 'contact-kari' } });
  });
});
