/**
 * The test eID's own pages around oidc-provider: the sign-in page (`GET /interaction/:uid`) and its form posts
 * (`POST /interaction/:uid/login`). Consent is never asked: signing in grants the portal what it asked for.
 * Every other request goes to the provider. Plain node:http, no framework.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';

import { personas } from '../personas.ts';
import { isValidFodselsnummer } from './fodselsnummer.ts';
import {
  contentSecurityPolicy,
  eidLocale,
  renderErrorPage,
  renderSignInPage,
  type EidLocale,
} from './pages.ts';
import { findEidAccount } from './provider.ts';
import { ACCESS_TOKEN_AUDIENCE, SANDBOX_SCOPE } from './tokens.ts';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?\/?$/;
const MAX_FORM_BYTES = 16 * 1024;
const ALLOWED_SCOPES = new Set(SANDBOX_SCOPE.split(' '));

export const INVALID_LENGTH_MESSAGE = 'Ugyldig fødselsnummer. Sjekk at du har skrevet 11 siffer.';
export const INVALID_CHECKSUM_MESSAGE =
  'Ugyldig fødselsnummer. Kontrollsifrene stemmer ikke. Sjekk at alle 11 sifrene er riktige.';
const EXPIRED_MESSAGE =
  'Innloggingen er utløpt eller ble ikke funnet. Gå tilbake til portalen og logg inn på nytt.';

/** The messages of the sign-in page and its errors in English (#43), for a portal that asked for English. */
export const ENGLISH_MESSAGES: Readonly<Record<string, string>> = {
  [INVALID_LENGTH_MESSAGE]: 'Invalid national identity number. Check that you have typed 11 digits.',
  [INVALID_CHECKSUM_MESSAGE]:
    'Invalid national identity number. The check digits do not match. Check that all 11 digits are correct.',
  [EXPIRED_MESSAGE]: 'The sign-in has expired or was not found. Go back to the portal and sign in again.',
  'Ukjent testperson.': 'Unknown test person.',
  'Forespørselen mangler client_id.': 'The request has no client_id.',
};

/** A message of the eID in the page's language: English when there is one, else the Norwegian. */
const inLocale = (message: string, locale: EidLocale): string =>
  locale === 'en' ? (ENGLISH_MESSAGES[message] ?? message) : message;

/** The language the portal asked for in the sign-in's authorization request (`ui_locales`). */
const localeOf = (interaction: Interaction): EidLocale => eidLocale(interaction.params.ui_locales);

class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  /** The language of the page that tells it: the sign-in's, once its interaction is known. */
  readonly locale: EidLocale;

  constructor(status: number, code: string, message: string, locale: EidLocale = 'nb') {
    super(message);
    this.status = status;
    this.code = code;
    this.locale = locale;
  }
}

const sendHtml = (res: ServerResponse, status: number, html: string): void => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Skjemaet må sendes som application/x-www-form-urlencoded.',
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413, 'payload_too_large', 'Skjemaet er for stort.');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The scopes the portal asked for, limited to what the eID offers. */
const requestedScope = (interaction: Interaction): string => {
  const { scope } = interaction.params;
  const requested = typeof scope === 'string' ? scope.split(' ') : [];
  return requested.filter((s) => ALLOWED_SCOPES.has(s)).join(' ');
};

/** Grants the client everything it asked for (the test eID has no consent screen); returns the grant id. */
async function autoGrant(provider: Provider, interaction: Interaction, accountId: string): Promise<string> {
  const clientId = interaction.params.client_id;
  if (typeof clientId !== 'string')
    throw new HttpError(400, 'invalid_request', 'Forespørselen mangler client_id.', localeOf(interaction));

  const existing =
    interaction.grantId === undefined ? undefined : await provider.Grant.find(interaction.grantId);
  const grant =
    existing?.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });

  const scope = requestedScope(interaction);
  if (scope !== '') {
    grant.addOIDCScope(scope);
    grant.addResourceScope(ACCESS_TOKEN_AUDIENCE, scope);
  }
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
  if (missingOIDCScope !== undefined) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims !== undefined) grant.addOIDCClaims(missingOIDCClaims);
  if (missingResourceScopes !== undefined) {
    for (const [resource, scopes] of Object.entries(missingResourceScopes)) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
  }
  return grant.save();
}

async function loadInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<Interaction> {
  let interaction: Interaction;
  try {
    interaction = await provider.interactionDetails(req, res);
  } catch (error) {
    if (error instanceof Error && error.name === 'SessionNotFound') {
      throw new HttpError(400, 'session_not_found', EXPIRED_MESSAGE);
    }
    throw error;
  }
  // The interaction cookie names the newest sign-in; an older tab's page no longer applies.
  if (interaction.uid !== uid) {
    throw new HttpError(400, 'interaction_mismatch', EXPIRED_MESSAGE, localeOf(interaction));
  }
  return interaction;
}

async function showInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, uid: string) {
  const interaction = await loadInteraction(provider, req, res, uid);
  const locale = localeOf(interaction);
  switch (interaction.prompt.name) {
    case 'login':
      sendHtml(res, 200, renderSignInPage({ action: `/interaction/${uid}/login`, personas, locale }));
      return;
    case 'consent': {
      const accountId = interaction.session?.accountId;
      if (accountId === undefined) throw new HttpError(400, 'invalid_request', EXPIRED_MESSAGE, locale);
      const grantId = await autoGrant(provider, interaction, accountId);
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    default:
      throw new HttpError(
        400,
        'unsupported_prompt',
        locale === 'en'
          ? `Test-BankID does not support the step «${interaction.prompt.name}».`
          : `Test-BankID støtter ikke steget «${interaction.prompt.name}».`,
        locale,
      );
  }
}

async function submitLogin(provider: Provider, req: IncomingMessage, res: ServerResponse, uid: string) {
  const interaction = await loadInteraction(provider, req, res, uid);
  const locale = localeOf(interaction);
  const form = await readForm(req);
  const action = `/interaction/${uid}/login`;

  let accountId: string;
  const personaPid = form.get('pid');
  if (personaPid !== null) {
    if (findEidAccount(personaPid) === undefined) {
      throw new HttpError(400, 'invalid_request', 'Ukjent testperson.', locale);
    }
    accountId = personaPid;
  } else {
    const typed = form.get('fodselsnummer') ?? '';
    const digits = typed.replace(/\s+/g, '');
    const error = !/^\d{11}$/.test(digits)
      ? INVALID_LENGTH_MESSAGE
      : isValidFodselsnummer(digits)
        ? undefined
        : INVALID_CHECKSUM_MESSAGE;
    if (error !== undefined) {
      sendHtml(
        res,
        200,
        renderSignInPage({ action, personas, fodselsnummer: typed, error: inLocale(error, locale), locale }),
      );
      return;
    }
    accountId = digits;
  }

  const grantId = await autoGrant(provider, interaction, accountId);
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** The eID's request handler: its own pages, then the provider for everything else. */
export function createEidRequestHandler(
  provider: Provider,
  options: { portalOrigins: readonly string[] },
): RequestHandler {
  const providerHandler = provider.callback();
  const csp = contentSecurityPolicy(options.portalOrigins.map((origin) => new URL(origin).origin));

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');

    const path = new URL(req.url ?? '/', 'http://eid.invalid').pathname;
    const match = INTERACTION_PATH.exec(path);
    if (match === null) {
      await providerHandler(req, res);
      return;
    }
    const [, uid = '', login] = match;
    try {
      if (login === undefined && (req.method === 'GET' || req.method === 'HEAD')) {
        await showInteraction(provider, req, res, uid);
      } else if (login !== undefined && req.method === 'POST') {
        await submitLogin(provider, req, res, uid);
      } else {
        res.setHeader('Allow', login === undefined ? 'GET, HEAD' : 'POST');
        throw new HttpError(405, 'method_not_allowed', 'Metoden er ikke tillatt her.');
      }
    } catch (error) {
      if (error instanceof HttpError) {
        const { locale } = error;
        sendHtml(
          res,
          error.status,
          renderErrorPage({ error: error.code, message: inLocale(error.message, locale), locale }),
        );
        return;
      }
      throw error;
    }
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[sandbox eid] request failed:', error);
      if (!res.headersSent) {
        sendHtml(res, 500, renderErrorPage({ error: 'server_error' }));
      } else {
        res.end();
      }
    });
  };
}
