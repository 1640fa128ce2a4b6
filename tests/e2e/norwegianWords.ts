import { fullName, personas } from '../../sandbox/personas.ts';

/**
 * The words of the English check (#43, tests/e2e/english-words.spec.ts): the portal in English must show none
 * of the portal's most common Norwegian words, except in the API's own messages (marked `lang="nb"`, see
 * src/components/FromTheCooperative.tsx) and in proper names and the API's data ({@link ALLOWED}).
 *
 * - {@link NORWEGIAN_WORDS}: the portal's most common Norwegian UI words and phrases, from the catalogs
 *   (src/locales/nb/*.po) and the pages' source: the menu's names, buttons, headings, states, and the little
 *   words every Norwegian sentence has («og», «ikke», «du»). Matched as whole words, case-insensitive. A word
 *   that is also English («Send», «For», «Status») is not here, or only in a phrase («Send inn»).
 * - Besides, any word with æ, ø or å (no English word has them), unless it is in {@link ALLOWED}.
 * - E-mail and web addresses are left out (`kundeservice@skogeierandelslaget.no` is an address, not a word).
 *
 * To add a word: put it in the list (it must not be an English word too). To allow a text that stays
 * Norwegian on an English page: add it to {@link ALLOWED} with the reason; never a text the portal writes
 * itself, which is translated instead.
 */

/** The portal's common Norwegian words and phrases, as a person sees them. */
export const NORWEGIAN_WORDS: readonly string[] = [
  // The menu and the pages' headings.
  'Tømmerkontrakter',
  'Tømmerkontrakt',
  'Tømmerinnmelding',
  'Bestillinger',
  'Bestilling',
  'Plantebestilling',
  'Planbestilling',
  'Økonomi',
  'Priskalkulator',
  'Idébank',
  'Min skog',
  'Min side',
  'Meny',
  'Hovedmeny',
  'Kontakt oss',
  'Kundeservice',
  'Engangskode',
  'Bytt selskap',
  'Til forsiden',
  'Velkommen',
  'Kontrakt',
  'Kontrakter',
  'Eiendom',
  'Eiendommer',
  'Eiendommen',
  'Kommune',
  'Bestand',
  'Hogst',
  'Sortiment',
  'Avregning',
  'Avregninger',
  'Kreditnota',
  'Målebrev',
  'Måleseddel',
  'Henteklart',
  'Vilkår',
  'Kladd',
  'Skogeier',
  'Entreprenør',
  'Regnskapsfører',
  'Kunder',
  'Tjenester',
  'Oversikt',
  'Fremdrift',
  'Steg',
  'Dokumenter',
  'Opprettet',
  'Telefon',
  'E-post',
  'Adresse',
  'Postadresse',
  // Buttons and links.
  'Lagre',
  'Avbryt',
  'Prøv igjen',
  'Tilbake',
  'Neste',
  'Forrige',
  'Send inn',
  'Slett',
  'Lukk',
  'Last ned',
  'Last inn',
  'Signer',
  'Velg',
  'Søk',
  'Bekreft',
  'Logg inn',
  'Logg ut',
  'Vis mer',
  'Vis',
  'Skjul',
  'Åpne',
  'Endre',
  'Rediger',
  'Legg til',
  'Fjern',
  'Oppdater',
  'Godta',
  'Avslå',
  'Meld',
  'Registrer',
  // States, empty lists and errors.
  'Ingen',
  'Kunne ikke',
  'Laster',
  'Henter',
  'Lagrer',
  'Sender',
  'Noe gikk galt',
  'Feil',
  'Mangler',
  'Ukjent',
  'Ferdig',
  'Signert',
  'Usignert',
  'Totalt',
  'Dato',
  'Beløp',
  'Volum',
  // The little words of every Norwegian sentence.
  'og',
  'ikke',
  'eller',
  'med',
  'fra',
  'til',
  'av',
  'på',
  'du',
  'deg',
  'din',
  'dine',
  'ditt',
  'vi',
  'har',
  'skal',
  'kan',
  'som',
  'det',
  'denne',
  'ny',
  'nye',
  'alle',
];

/** A text that may stay Norwegian on an English page, and why. */
export interface AllowedText {
  text: string;
  why: string;
}

const NAME = 'a proper name';
const ACCOUNT = "an account's name (the API's data)";
const PROPERTY = "a property's name (the API's data)";
const ASSORTMENT = "an assortment's name, as the API sends it (the brief: the API's data stays)";
const PRODUCT = "a product's or an order's name, as the API sends it";
const EVENT = "an event's title in the idea bank, as the API sends it";
const FILE = "a document's file name, as the API sends it";
const PLACE = "a place name (a local forest owners' association)";

/**
 * Texts that stay Norwegian on an English page: proper names, and the names the API's data gives things (accounts,
 * people, properties, assortments, products, events, documents) as the portal shows them. Taken out of the page's
 * text before the words are looked for, so a name that holds a listed word («Feil Skog», «Plantebestilling
 * våren») is not a finding. Exact, case-sensitive; the sandbox's data (sandbox/api) is what the browser tests see.
 *
 * Not here: the API's sentences (an assortment's description, an event's text). A page shows them in an element
 * marked `lang="nb"`, as the API's messages (src/components/FromTheCooperative.tsx): a screen reader then reads
 * them as Norwegian (WCAG 3.1.2, language of parts), and the check leaves them out.
 */
export const ALLOWED: readonly AllowedText[] = [
  { text: 'Skogportalen', why: `${NAME}: the portal's own` },
  { text: 'Test-BankID', why: `${NAME}: the sandbox's stand-in for BankID` },
  { text: 'BankID', why: `${NAME}: the national eID` },
  { text: 'Glommen Mjøsen Skog', why: `${NAME}: the cooperative` },
  { text: 'Norsk', why: 'the language switch names Norwegian in Norwegian (marked lang="nb")' },
  // The test persons' names (sandbox/personas.ts): «Nils Ny», «Eva Feil».
  ...personas.map((persona) => ({ text: fullName(persona), why: `${NAME}: a test person` })),
  ...[
    'Nordmann Skog AS',
    'Hansen Gård',
    'Ansatt Skogeiendom',
    'Moen Skogkultur',
    'Dahl Regnskap AS',
    'Lie Transport AS',
    'Berg Maskin AS',
    'Feil Skog',
  ].map((text) => ({ text, why: ACCOUNT })),
  ...['Nordre Nordmann', 'Søndre Nordmann', 'Åsen', 'Bjørkli', 'Skogheim', 'Bakken'].map((text) => ({
    text,
    why: PROPERTY,
  })),
  ...[
    'Sagtømmer gran',
    'Sagtømmer furu',
    'Gran sagtømmer',
    'Furu sagtømmer',
    'Gran massevirke',
    'Furu massevirke',
    'Massevirke gran',
    'Massevirke furu',
    'Massevirke lauv',
    'Massevirke osp',
    'GFL biovirke',
  ].map((text) => ({ text, why: ASSORTMENT })),
  ...[
    'Skogbruksplan med miljøregistreringer',
    'Trykt planbok',
    'Befaring med skogbruksleder',
    'Plantebestilling våren',
    'Plantebestilling høsten',
    'Miljøregistrering (MiS) 3411/40/7',
  ].map((text) => ({ text, why: PRODUCT })),
  ...[
    'Kurs i motorsagbruk',
    'Skogdag for nye skogeiere',
    'Befaring i ungskogpleie',
    'Temakveld: skogfond og skatt',
    'Vårmøte 2026',
    'Hogstkurs for ungdom',
    'Kurs i planting',
  ].map((text) => ({ text, why: EVENT })),
  ...[
    'Kart til møteplassen.pdf',
    'Mal for invitasjon.pdf',
    'Målebrev 2025-087.pdf',
    'Ordrebekreftelse MiS 3411-40-7.pdf',
    'Ordrebekreftelse planter.pdf',
    'Sjekkliste arrangement.pdf',
    'Sluttoppgjør 2025-087.pdf',
    'Tømmerkontrakt 2025-087.pdf',
    'Tømmerkontrakt 2026-101.pdf',
    'Tømmerkontrakt 2026-102.pdf',
    'Veileder for lokallag.pdf',
  ].map((text) => ({ text, why: FILE })),
  ...['Ringsaker skogeierlag', 'Elverum skogeierlag'].map((text) => ({ text, why: PLACE })),
];

/** One Norwegian word found in a text, with a little of the text around it. */
export interface Finding {
  word: string;
  context: string;
}

const LETTER_OR_DIGIT = '[\\p{L}\\p{N}]';
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A listed word or phrase as a whole word: no letter or digit just before or after. */
const WORDS = new RegExp(
  `(?<!${LETTER_OR_DIGIT})(?:${[...NORWEGIAN_WORDS]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replace(/ /g, '\\s+'))
    .join('|')})(?!${LETTER_OR_DIGIT})`,
  'giu',
);
/** A word with æ, ø or å. */
const WITH_NORWEGIAN_LETTERS = /[\p{L}-]*[æøåÆØÅ][\p{L}-]*/gu;

/** E-mail and web addresses (the service office's, from the configuration): names of places, not words. */
const ADDRESSES = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|\bhttps?:\/\/\S+/gu;

/**
 * `text` without e-mail and web addresses and the {@link ALLOWED} texts (each replaced by a space, so words either
 * side stay apart).
 */
export function withoutAllowed(text: string, allowed: readonly AllowedText[] = ALLOWED): string {
  // Longest first, so a name that holds another («Test-BankID», «BankID») goes whole.
  return [...allowed]
    .sort((a, b) => b.text.length - a.text.length)
    .reduce((rest, { text: name }) => rest.split(name).join(' '), text.replace(ADDRESSES, ' '));
}

/** The Norwegian words in `text` (the allowed texts taken out first), in the order they stand. */
export function norwegianIn(text: string, allowed: readonly AllowedText[] = ALLOWED): Finding[] {
  const rest = withoutAllowed(text, allowed);
  const found = new Map<number, Finding>();
  const context = (index: number, length: number) =>
    rest
      .slice(Math.max(0, index - 30), index + length + 30)
      .replace(/\s+/g, ' ')
      .trim();
  for (const pattern of [WORDS, WITH_NORWEGIAN_LETTERS]) {
    for (const match of rest.matchAll(pattern)) {
      const index = match.index;
      if (found.has(index)) continue;
      found.set(index, { word: match[0].replace(/\s+/g, ' '), context: context(index, match[0].length) });
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, finding]) => finding);
}
