import { fullName, personas, type Persona } from '../sandbox/personas.ts';

/**
 * The sandbox's test persons by name, for tests: `kari.pid` rather than her fødselsnummer copied in. `pid` is
 * also the `sub` of the access token the sandbox's eID signs for the person.
 */
export interface TestPersona extends Persona {
  /** Given and family name, as the portal shows them ('Kari Nordmann'). */
  name: string;
}

function persona(givenName: string): TestPersona {
  const found = personas.find((candidate) => candidate.givenName === givenName);
  if (!found) throw new Error(`The sandbox has no persona named ${givenName}`);
  return { ...found, name: fullName(found) };
}

export const kari = persona('Kari');
export const ola = persona('Ola');
export const anne = persona('Anne');
export const per = persona('Per');
export const tone = persona('Tone');
export const siri = persona('Siri');
export const lars = persona('Lars');
export const eva = persona('Eva');
export const nils = persona('Nils');
