/**
 * The test persons of the sandbox (shared/design/personas.md). The test eID signs them in; the sandbox API
 * seeds its store from them. Keep names, numbers and roles stable: tests and demos rely on them.
 */
export type PersonaRole = 'FOREST_OWNER' | 'ENTREPRENEUR' | 'TRANSPORTER' | 'ACCOUNTANT' | 'FOREST_CULTURE';

export interface Persona {
  /** Fødselsnummer: the `pid` claim of the ID token and the `sub` of the access token. */
  pid: string;
  givenName: string;
  familyName: string;
  /** Shown on the test eID's button, after the name. */
  roleLabel: string;
  role: PersonaRole | null;
}

export const personas: readonly Persona[] = [
  {
    pid: '15016510073',
    givenName: 'Kari',
    familyName: 'Nordmann',
    roleLabel: 'skogeier',
    role: 'FOREST_OWNER',
  },
  { pid: '03037810095', givenName: 'Ola', familyName: 'Hansen', roleLabel: 'skogeier', role: 'FOREST_OWNER' },
  {
    pid: '22118410010',
    givenName: 'Anne',
    familyName: 'Ansatt',
    roleLabel: 'skogeier, ansatt',
    role: 'FOREST_OWNER',
  },
  {
    pid: '09099210181',
    givenName: 'Per',
    familyName: 'Berg',
    roleLabel: 'entreprenør',
    role: 'ENTREPRENEUR',
  },
  { pid: '12075710281', givenName: 'Tone', familyName: 'Lie', roleLabel: 'transportør', role: 'TRANSPORTER' },
  {
    pid: '28026910015',
    givenName: 'Siri',
    familyName: 'Dahl',
    roleLabel: 'regnskapsfører',
    role: 'ACCOUNTANT',
  },
  {
    pid: '05117310037',
    givenName: 'Lars',
    familyName: 'Moen',
    roleLabel: 'skogkultur',
    role: 'FOREST_CULTURE',
  },
  {
    pid: '17048610099',
    givenName: 'Eva',
    familyName: 'Feil',
    roleLabel: 'skogeier, feilende kall',
    role: 'FOREST_OWNER',
  },
  { pid: '31129010188', givenName: 'Nils', familyName: 'Ny', roleLabel: 'ingen kontakt', role: null },
];

export const fullName = (persona: Pick<Persona, 'givenName' | 'familyName'>): string =>
  `${persona.givenName} ${persona.familyName}`;

export const findPersona = (pid: string): Persona | undefined => personas.find((p) => p.pid === pid);
