import { describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { connectSandboxApi, idTokenFor } from '../../../tests/renderPage';
import { resolvePerson } from './resolvePerson';

const NILS_NY = '31129010188';

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
    const person = await resolvePerson(await signedIn(NILS_NY, NILS_NY));
    expect(person).toEqual({ kind: 'unknown', personIdKnown: true });
    expect(JSON.stringify(person)).not.toContain(NILS_NY);
  });

  it('says no person id is known when the eID gave none', async () => {
    expect(await resolvePerson(await signedIn(NILS_NY, undefined))).toEqual({
      kind: 'unknown',
      personIdKnown: false,
    });
  });

  it('returns the contact of a known person', async () => {
    const person = await resolvePerson(await signedIn('15016510073', '15016510073'));
    expect(person).toMatchObject({ kind: 'known', userData: { contactId: 'contact-kari' } });
  });
});
