import type { User } from 'oidc-client-ts';
import { resolveContactByToken } from '../../api/generated/endpoints/contacts/contacts';
import type { UserData } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';

/** `personIdKnown`: whether the eID gave a person id; the fødselsnummer itself is not passed on. */
export type ResolvedPerson =
  { kind: 'known'; userData: UserData } | { kind: 'unknown'; personIdKnown: boolean };

/** After sign-in: who is this at the cooperative? A 404 means a person with no contact yet. */
export async function resolvePerson(user: User): Promise<ResolvedPerson> {
  try {
    const userData = await resolveContactByToken({ token: user.access_token, idToken: user.id_token ?? '' });
    return { kind: 'known', userData };
  } catch (error) {
    if (httpStatusOf(error) === 404) {
      const pid = user.profile.pid;
      return { kind: 'unknown', personIdKnown: typeof pid === 'string' && pid.length > 0 };
    }
    throw error;
  }
}
