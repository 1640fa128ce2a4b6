/**
 * The test eID's OpenID provider (oidc-provider 9): one public client, `skogportal`, authorization code flow with
 * PKCE S256 only, exact redirect URIs, no consent screen, ID tokens with `pid` and names, and JWT access tokens
 * for the sandbox API (audience {@link ACCESS_TOKEN_AUDIENCE}).
 *
 * Renewal as an eID broker offers it to a browser app: refresh tokens, rotated on every use (a used one is
 * spent; using it again after a short reuse interval revokes the whole grant), that live no longer than the sign-in at the eID. A sign-in
 * lasts `sessionTtlSeconds` from the moment the person signed in (not sliding), and signing out at the eID
 * revokes the portal's grant, so the next refresh answers `invalid_grant`.
 *
 * The sign-in page itself is served by `interactions.ts`; `server.ts` puts both behind one node:http server.
 */
import { errors, Provider, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

import { findPersona, fullName } from '../personas.ts';
import { isValidFodselsnummer } from './fodselsnummer.ts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS, refreshTokenReuseGrace } from './refreshReuseGrace.ts';
import { renderErrorPage, renderSignedOutPage, renderSignOutPage } from './pages.ts';
import { sandboxSigningJwk } from './signing-key.ts';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_TTL_SECONDS,
  SANDBOX_CLIENT_ID,
  SANDBOX_SCOPE,
  SESSION_TTL_SECONDS,
} from './tokens.ts';

export interface EidProviderOptions {
  /** e.g. `http://localhost:5190`: what the browser uses, and the `iss` of every token. */
  issuer: string;
  /** Origins of the portal, e.g. `http://localhost:5173`; each gets `/login/callback` and `/login/bankId`. */
  portalOrigins: string[];
  /**
   * Access token lifetime; default {@link ACCESS_TOKEN_TTL_SECONDS}. A function is asked at every token, so a
   * test can shorten it for its own sign-ins (server.ts, `testControls`).
   */
  accessTokenTtlSeconds?: number | (() => number);
  /** How long a sign-in lasts, counted from the sign-in; default {@link SESSION_TTL_SECONDS}. */
  sessionTtlSeconds?: number;
  /** How long a spent refresh token is still taken; default {@link REFRESH_TOKEN_REUSE_GRACE_SECONDS}. */
  refreshTokenReuseGraceSeconds?: number;
}

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

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
  const { accessTokenTtlSeconds = ACCESS_TOKEN_TTL_SECONDS } = options;
  const accessTokenTtl = (): number =>
    typeof accessTokenTtlSeconds === 'function' ? accessTokenTtlSeconds() : accessTokenTtlSeconds;
  const sessionTtl = options.sessionTtlSeconds ?? SESSION_TTL_SECONDS;
  /** What is left of a sign-in made at `authTime` (at least a second, so a save never gets a zero TTL). */
  const sessionRemaining = (authTime: number | undefined): number =>
    authTime === undefined ? sessionTtl : Math.max(1, authTime + sessionTtl - nowInSeconds());

  const configuration: Configuration = {
    clients: [
      {
        client_id: SANDBOX_CLIENT_ID,
        client_name: 'Skogportalen (sandkasse)',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: portalOrigins.map(redirectUriFor),
        post_logout_redirect_uris: portalOrigins.map(postLogoutRedirectUriFor),
        scope: SANDBOX_SCOPE,
        // The ID token always says when the person signed in, as the national eID's does.
        require_auth_time: true,
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
    // A refresh token for the portal's sign-ins, without offline_access: it then expires with the eID session
    // (oidc-provider's expiresWithSession), and dies with it at sign-out (the grant is revoked).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every use gives a new one and spends the old: a stolen, already used token is worth nothing once the
    // reuse interval has passed (refreshReuseGrace.ts).
    rotateRefreshToken: () => true,
    adapter: refreshTokenReuseGrace(
      options.refreshTokenReuseGraceSeconds ?? REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    ),
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      // The session ends sessionTtl after the sign-in, however often it is used in between.
      Session: (_ctx, session) => sessionRemaining(session.authTime()),
      Grant: sessionTtl,
      // A rotated token keeps what was left of the one it replaces; a new one lasts as long as the sign-in.
      RefreshToken: (ctx, token) => {
        const rotated = ctx.oidc.entities.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : sessionRemaining(token.authTime);
      },
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
            accessTokenTTL: accessTokenTtl(),
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
