/**
 * The HTML pages of the test eID: sign-in (shared/design/personas.md, "The test eID sign-in page"), sign-out,
 * signed-out and error. Plain server-rendered pages with one `<style>` block and no script, except the sign-out
 * page's one-line auto-submit (allowed by the Content-Security-Policy through its hash).
 *
 * Norwegian, or English when the portal asks for it (#43): the portal sends OpenID Connect's `ui_locales` with
 * its language in the authorization and sign-out requests ({@link eidLocale}), as a national eID takes it.
 */
import { createHash } from 'node:crypto';

import { fullName, type Persona } from '../personas.ts';

/** The eID's languages: Norwegian Bokmål (and anything it does not know), or English. */
export type EidLocale = 'nb' | 'en';

/**
 * The language of the eID's pages from a request's `ui_locales` (OpenID Connect: a space-separated list of
 * language tags, the preferred first): English when the first is English (`en`, `en-GB`), else Norwegian.
 */
export function eidLocale(uiLocales: unknown): EidLocale {
  if (typeof uiLocales !== 'string') return 'nb';
  const [first = ''] = uiLocales.trim().split(/\s+/);
  return /^en(-|$)/i.test(first) ? 'en' : 'nb';
}

/** The role labels of the persons' buttons (sandbox/personas.ts has the Norwegian), in English. */
const ROLE_LABELS_EN: Readonly<Record<string, string>> = {
  skogeier: 'forest owner',
  'skogeier, ansatt': 'forest owner, employee',
  entreprenør: 'contractor',
  transportør: 'transporter',
  regnskapsfører: 'accountant',
  skogkultur: 'forest culture',
  'skogeier, feilende kall': 'forest owner, failing calls',
  'ingen kontakt': 'no customer relationship',
};

const roleLabel = (persona: Persona, locale: EidLocale): string =>
  locale === 'en' ? (ROLE_LABELS_EN[persona.roleLabel] ?? persona.roleLabel) : persona.roleLabel;

/**
 * The pages' texts in each language; the Norwegian are the pages as they always were. «Test-BankID» is the
 * stand-in's name, the same in both (the portal's tests look for its heading by it).
 */
const TEXTS = {
  nb: {
    signInTitle: 'Test-BankID',
    signInErrorTitle: 'Feil i fødselsnummer – Test-BankID',
    intro: (client: string) =>
      `Dette er en test-eID for sandkassen${client}, ikke ekte BankID. Velg en testperson for å logge inn.`,
    forClient: 'til',
    persons: 'Testpersoner',
    otherPerson: 'Annen testperson',
    fodselsnummer: 'Fødselsnummer',
    hint: '11 siffer. Et gyldig nummer som ikke er en testperson over, logger inn en person uten kundeforhold.',
    signIn: 'Logg inn',
    signingOutTitle: 'Logger ut – Test-BankID',
    signingOut: 'Logger ut',
    signingOutStatus: 'Du logges ut av Test-BankID …',
    signOut: 'Logg ut',
    signedOutTitle: 'Logget ut – Test-BankID',
    signedOut: 'Du er logget ut',
    signedOutText: 'Du er logget ut av Test-BankID.',
    backToPortal: 'Tilbake til portalen',
    errorTitle: 'Feil – Test-BankID',
    error: 'Noe gikk galt',
    errorMessage: 'Test-BankID kunne ikke fullføre innloggingen. Gå tilbake til portalen og prøv igjen.',
    errorCode: 'Feilkode:',
  },
  en: {
    signInTitle: 'Test-BankID',
    signInErrorTitle: 'Error in national identity number – Test-BankID',
    intro: (client: string) =>
      `This is a test eID for the sandbox${client}, not real BankID. Choose a test person to sign in.`,
    forClient: 'for',
    persons: 'Test persons',
    otherPerson: 'Another test person',
    fodselsnummer: 'National identity number',
    hint: '11 digits. A valid number that is not one of the test persons above signs in a person who is not a customer.',
    signIn: 'Sign in',
    signingOutTitle: 'Signing out – Test-BankID',
    signingOut: 'Signing out',
    signingOutStatus: 'You are being signed out of Test-BankID …',
    signOut: 'Sign out',
    signedOutTitle: 'Signed out – Test-BankID',
    signedOut: 'You are signed out',
    signedOutText: 'You are signed out of Test-BankID.',
    backToPortal: 'Back to the portal',
    errorTitle: 'Error – Test-BankID',
    error: 'Something went wrong',
    errorMessage: 'Test-BankID could not complete the sign-in. Go back to the portal and try again.',
    errorCode: 'Error code:',
  },
} as const satisfies Record<EidLocale, unknown>;

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1a1a1a;background:#f4f4f1}
body{margin:0;padding:1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #c8c8c4;border-radius:8px;padding:1.25rem}
h1{font-size:1.75rem;margin:0 0 .25rem;color:#0b3d2e}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
p{margin:.5rem 0}
.intro{color:#3d3d3d}
ul.persons{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
button,.button{display:block;width:100%;min-height:48px;padding:.625rem 1rem;font:inherit;font-weight:600;text-align:left;border-radius:6px;cursor:pointer}
.person{background:#fff;color:#0b3d2e;border:2px solid #0b3d2e}
.person:hover{background:#e8f1ec}
.primary,.button{background:#0b3d2e;color:#fff;border:2px solid #0b3d2e;text-align:center;text-decoration:none}
.primary:hover,.button:hover{background:#145c45}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
label{display:block;font-weight:600}
.hint{margin:0 0 .25rem;color:#3d3d3d}
input{display:block;width:100%;min-height:48px;margin:0 0 .75rem;padding:.5rem .75rem;font:inherit;letter-spacing:.05em;border:2px solid #595959;border-radius:6px;background:#fff;color:#1a1a1a}
input[aria-invalid="true"]{border-color:#b3261e}
.error{color:#b3261e;font-weight:600;margin:0 0 .5rem}
code{font-family:ui-monospace,monospace}
`;

const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

const cspHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * The Content-Security-Policy of every eID response. oidc-provider sets none of its own; its own auto-submit
 * pages (e.g. the sign-out without a session) append their script's hash to `script-src` when a policy is
 * present, so `script-src` must exist and be a list of sources (not `'none'`). Only the portal may frame the
 * eID (silent renew with `prompt=none` in an iframe).
 */
export const contentSecurityPolicy = (portalOrigins: readonly string[]): string =>
  [
    "default-src 'none'",
    `script-src 'self' ${cspHash(SIGN_OUT_SCRIPT)}`,
    `style-src ${cspHash(STYLE)}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    `frame-ancestors ${portalOrigins.length === 0 ? "'none'" : portalOrigins.join(' ')}`,
  ].join('; ');

const page = (
  title: string,
  body: string,
  script?: string,
  locale: EidLocale = 'nb',
): string => `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script === undefined ? '' : `<script>${script}</script>`}
</body>
</html>
`;

export interface SignInPageOptions {
  /** Where the forms post to, e.g. `/interaction/abc/login`. */
  action: string;
  personas: readonly Persona[];
  /** The value typed into the Fødselsnummer field, kept when the page is shown again with an error. */
  fodselsnummer?: string;
  /** An error for the Fødselsnummer field. */
  error?: string;
  clientName?: string;
  /** The page's language; Norwegian when not given. */
  locale?: EidLocale;
}

export function renderSignInPage(options: SignInPageOptions): string {
  const locale = options.locale ?? 'nb';
  const texts = TEXTS[locale];
  const action = escapeHtml(options.action);
  const { error } = options;
  const invalid = error !== undefined;
  const describedBy = invalid ? 'fodselsnummer-hint fodselsnummer-error' : 'fodselsnummer-hint';
  const client =
    options.clientName === undefined ? '' : ` ${texts.forClient} ${escapeHtml(options.clientName)}`;
  const buttons = options.personas
    .map(
      (persona) =>
        `<li><button type="submit" class="person" name="pid" value="${escapeHtml(persona.pid)}">` +
        `${escapeHtml(fullName(persona))} (${escapeHtml(roleLabel(persona, locale))})</button></li>`,
    )
    .join('\n');

  return page(
    invalid ? texts.signInErrorTitle : texts.signInTitle,
    `<h1>${texts.signInTitle}</h1>
<p class="intro">${texts.intro(client)}</p>
<h2 id="persons-heading">${texts.persons}</h2>
<form method="post" action="${action}">
<ul class="persons" aria-labelledby="persons-heading">
${buttons}
</ul>
</form>
<h2>${texts.otherPerson}</h2>
<form method="post" action="${action}" novalidate>
<label for="fodselsnummer">${texts.fodselsnummer}</label>
<p class="hint" id="fodselsnummer-hint">${texts.hint}</p>
<input id="fodselsnummer" name="fodselsnummer" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" maxlength="20" value="${escapeHtml(options.fodselsnummer ?? '')}" aria-describedby="${describedBy}"${invalid ? ' aria-invalid="true" autofocus' : ''}>
${invalid ? `<p class="error" id="fodselsnummer-error">${escapeHtml(error)}</p>\n` : ''}<button type="submit" class="primary">${texts.signIn}</button>
</form>`,
    undefined,
    locale,
  );
}

/**
 * The sign-out page: submits oidc-provider's sign-out form (`form`, which carries the xsrf token) at once, with
 * `logout=yes` so the whole eID session ends. Without JavaScript a `Logg ut` button does the same.
 */
export function renderSignOutPage(form: string, locale: EidLocale = 'nb'): string {
  const texts = TEXTS[locale];
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    texts.signingOutTitle,
    `<h1>${texts.signingOut}</h1>
<p role="status">${texts.signingOutStatus}</p>
${withLogout}
<noscript><button type="submit" class="primary" form="op.logoutForm">${texts.signOut}</button></noscript>`,
    SIGN_OUT_SCRIPT,
    locale,
  );
}

export function renderSignedOutPage(returnUrl?: string, locale: EidLocale = 'nb'): string {
  const texts = TEXTS[locale];
  return page(
    texts.signedOutTitle,
    `<h1>${texts.signedOut}</h1>
<p>${texts.signedOutText}</p>
${returnUrl === undefined ? '' : `<p><a class="button" href="${escapeHtml(returnUrl)}">${texts.backToPortal}</a></p>`}`,
    undefined,
    locale,
  );
}

export function renderErrorPage(options: {
  error: string;
  description?: string | undefined;
  message?: string | undefined;
  locale?: EidLocale | undefined;
}): string {
  const locale = options.locale ?? 'nb';
  const texts = TEXTS[locale];
  const message = options.message ?? texts.errorMessage;
  return page(
    texts.errorTitle,
    `<h1>${texts.error}</h1>
<p>${escapeHtml(message)}</p>
<p>${texts.errorCode} <code>${escapeHtml(options.error)}</code></p>
${options.description === undefined ? '' : `<p lang="en">${escapeHtml(options.description)}</p>`}`,
    undefined,
    locale,
  );
}
