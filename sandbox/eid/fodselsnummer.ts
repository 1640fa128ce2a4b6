/**
 * The fødselsnummer check used by the test eID. The rule itself (11 digits, a plausible birth date including
 * D-numbers and the synthetic test months + 40 / + 80, and both mod 11 control digits) has one source: the
 * portal's domain module, wrapped here under the same export name.
 *
 * The eID keeps one stricter edge: the value it checks becomes the `sub` and `pid` of the tokens, so it must
 * already be the bare 11 digits. The domain check ignores spaces and dots a user types between digit groups;
 * the sign-in form strips white space itself before calling this.
 */
import { isValidFodselsnummer as isValidTypedFodselsnummer } from '../../src/domain/norwegianNumberChecks.ts';

export const isValidFodselsnummer = (value: string): boolean =>
  /^\d{11}$/.test(value) && isValidTypedFodselsnummer(value);
