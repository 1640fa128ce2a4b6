/**
 * The test eID's OpenID provider (oidc-provider 9): one public client, `skogportal`, authorization code flow with
 * PKCE S256 only, exact redirect URIs, no consent screen, ID tokens with `pid` and names, and JWT access tokens
 * for the sandbox API (audience {@link ACCESS_TOKEN_AUDIENCE}).
 *
 * The sign-in page itself is served by `interactions.ts`; `server.ts` puts both behind one node:http server.
 */
import { errors, Provider, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

import { findPersona, fullName } from '../personas.ts';
import { isValidFodselsnummer } from './fodselsnummer.ts';
import { renderErrorPage, renderSignedOutPage, renderSignOutPage } from './pages.ts';
import { sandboxSigningJwk } from './signing-key.ts';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_TTL_SECONDS,
  SANDBOX_CLIENT_ID,
  SANDBOX_SCOPE,
} from './tokens.ts';

export interface EidProviderOptions {
  /** e.g. `http://localhost:5190`: what the browser uses, and the `iss` of every token. */
  issuer: string;
  /** Origins of the portal, e.g. `http://localhost:5173`; each gets `/login/callback` and `/login/bankId`. */
  portalOrigins: string[];
}

/** Name claims for a valid fødselsnummer that is not one of the personas. */
export const UNKNOWN_PERSON = { givenName: 'Ukjent', familyName: 'Testperson' } as const;

export const redirectUriFor = (origin: string): string => `${origin}/login/callback`;
export const postLogoutRedirectUriFor = (origin: string): string => `${origin}/login/bankId`;

/** The account for a fødselsnummer: a persona, or an unknown person for any other valid number. */
export function findEidAccount(pid: string): Account | undefined {
  const persona = findPersona(pid);
  if (persona === undefined && !isValidFodselsnummer(pid)) return undefined;
  const names = persona ?? UNKNOWN_PERSON;
  const claims = {
    sub: pid,
    pid,
    name: fullName(names),
    given_name: names.givenName,
    family_name: names.familyName,
  };
  return { accountId: pid, claims: () => claims };
}

const sendHtml = (ctx: KoaContextWithOIDC, html: string): void => {
  ctx.type = 'html';
  ctx.body = html;
};

const normalizeOrigin = (origin: string): string => {
  const url = new URL(origin);
  if (url.origin === 'null' || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(`portal origin must be a bare origin such as http://localhost:5173, got ${origin}`);
  }
  return url.origin;
};

export function createEidProvider(options: EidProviderOptions): Provider {
  const portalOrigins = [...new Set(options.portalOrigins.map(normalizeOrigin))];
  const [firstPortalOrigin] = portalOrigins;
  if (firstPortalOrigin === undefined) throw new Error('at least one portal origin is needed');

  const configuration: Configuration = {
    clients: [
      {
        client_id: SANDBOX_CLIENT_ID,
        client_name: 'Skogportalen (sandkasse)',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: portalOrigins.map(redirectUriFor),
        post_logout_redirect_uris: portalOrigins.map(postLogoutRedirectUriFor),
        scope: SANDBOX_SCOPE,
      },
    ],
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    scopes: ['openid', 'profile'],
    claims: {
      openid: ['sub', 'pid'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the scope's claims (pid, names) in the ID token itself, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    // The token request must repeat the exact redirect_uri.
    allowOmittingSingleRegisteredRedirectUri: false,
    // PKCE for every client (oidc-provider 9 supports only S256).
    pkce: { required: () => true },
    findAccount: (_ctx, sub) => Promise.resolve(findEidAccount(sub)),
    extraTokenClaims: (_ctx, token) =>
      Promise.resolve(token.accountId === undefined ? undefined : { pid: token.accountId }),
    // The SPA calls the token endpoint from the browser: allow exactly the portal origins.
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === SANDBOX_CLIENT_ID && portalOrigins.includes(origin),
    jwks: { keys: [{ ...sandboxSigningJwk }] },
    cookies: {
      // Sandbox-only secrets. Cookies on localhost are shared by every port, so the names are prefixed to keep
      // clear of the portal's and the sandbox API's cookies.
      keys: ['sandbox-eid-cookie-key-1-not-secret', 'sandbox-eid-cookie-key-0-not-secret'],
      names: { session: 'eid_session', interaction: 'eid_interaction', resume: 'eid_interaction_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      sendHtml(ctx, renderErrorPage({ error: out.error, description: out.error_description }));
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => ACCESS_TOKEN_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== ACCESS_TOKEN_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: SANDBOX_SCOPE,
            audience: ACCESS_TOKEN_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          sendHtml(ctx, renderSignOutPage(form));
        },
        postLogoutSuccessSource: (ctx) => {
          sendHtml(ctx, renderSignedOutPage(postLogoutRedirectUriFor(firstPortalOrigin)));
        },
      },
    },
  };

  return new Provider(options.issuer, configuration);
}
