import type { User } from 'oidc-client-ts';
import { resolveContactByToken } from '../../api/generated/endpoints/contacts/contacts';
import { getPlanDataProjectForSignedInPerson } from '../../api/generated/endpoints/other/other';
import type { PlanDataProject, UserData } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';
import { reportError } from '../../telemetry/errorTracking';

/** `personIdKnown`: whether the eID gave a person id; the fødselsnummer itself is not passed on. */
export type ResolvedPerson =
  | { kind: 'known'; userData: UserData }
  | { kind: 'unknown'; personIdKnown: boolean; planOrderLetter: PlanDataProject | null };

/** After sign-in: who is this at the cooperative? A 404 means a person with no contact yet. */
export async function resolvePerson(user: User): Promise<ResolvedPerson> {
  try {
    const userData = await resolveContactByToken({ token: user.access_token, idToken: user.id_token ?? '' });
    return { kind: 'known', userData };
  } catch (error) {
    if (httpStatusOf(error) === 404) {
      const pid = user.profile.pid;
      const personIdKnown = typeof pid === 'string' && pid.length > 0;
      return {
        kind: 'unknown',
        personIdKnown,
        planOrderLetter: personIdKnown ? await planOrderLetter() : null,
      };
    }
    throw error;
  }
}

/**
 * The plan-order letter sent to a person the cooperative has no contact for (spec §2.1: the role picker offers
 * the plan order when its plan data has products). None is an answer (404). A failed lookup is logged and
 * costs only that choice: the person can still type the letter's code on /login/planbestilling.
 */
async function planOrderLetter(): Promise<PlanDataProject | null> {
  try {
    return await getPlanDataProjectForSignedInPerson();
  } catch (error) {
    if (httpStatusOf(error) !== 404) {
      reportError(error, { location: 'Innlogging: slå opp brev om planbestilling' });
    }
    return null;
  }
}
