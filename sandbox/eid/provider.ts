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
 * Revocation (RFC 7009) is on, as the national eID's is: the portal revokes its refresh token at sign-out, which
 * revokes the grant. oidc-provider stores no JWT access token, so it can neither revoke nor introspect one; the
 * eID notes them in an {@link AccessTokenRegister} instead, which counts a token revoked when its grant is (at
 * sign-out, with the refresh token, when a spent refresh token is used again) or when the token itself is sent
 * to the revocation endpoint. The sandbox API asks that register (sandbox/api/auth.ts).
 *
 * The sign-in page itself is served by `interactions.ts`; `server.ts` puts both behind one node:http server.
 */
import {
  errors,
  Provider,
  type Account,
  type Configuration,
  type IssuedAccessToken,
  type KoaContextWithOIDC,
} from 'oidc-provider';

import { findPersona, fullName } from '../personas.ts';
import { isValidFodselsnummer } from './fodselsnummer.ts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS, refreshTokenReuseGrace } from './refreshReuseGrace.ts';
import {
  eidLocale,
  renderErrorPage,
  renderSignedOutPage,
  renderSignOutPage,
  type EidLocale,
} from './pages.ts';
import { AccessTokenRegister, type AccessTokenRevocations } from './revocations.ts';
import { sandboxSigningJwk } from './signing-key.ts';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_TTL_SECONDS,
  readSandboxAccessToken,
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

/**
 * The language a request to the provider asked for (`ui_locales`, which the portal sends in its authorization
 * and sign-out requests). oidc-provider has not always parsed the request (an unknown route) when it renders an
 * error: Norwegian then.
 */
const requestLocale = (ctx: KoaContextWithOIDC): EidLocale => {
  const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
  return eidLocale(oidc?.params?.ui_locales);
};

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

export interface EidProvider {
  provider: Provider;
  /** Which access tokens are revoked: what the sandbox API asks on every call. */
  revocations: AccessTokenRevocations;
}

/** oidc-provider's revocation endpoint (its default route). */
const REVOCATION_PATH = '/token/revocation';

/**
 * The revocation endpoint for the JWT access tokens oidc-provider refuses (`unsupported_token_type`, as it
 * stores none): a valid access token of the client that asks is noted as revoked, and the answer is RFC 7009's
 * 200. Only the token itself: revoking an access token does not end the sign-in (oidc-provider's
 * revokeGrantPolicy), the refresh token does.
 */
function revokeJwtAccessTokens(provider: Provider, register: AccessTokenRegister, issuer: string): void {
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== REVOCATION_PATH || ctx.method !== 'POST' || ctx.status !== 400) return;
    const { body } = ctx;
    const refused =
      typeof body === 'object' && body !== null && 'error' in body && body.error === 'unsupported_token_type';
    const token = ctx.oidc.params?.token;
    const client = ctx.oidc.client;
    if (!refused || typeof token !== 'string' || client === undefined) return;
    try {
      const { jti, exp, clientId } = await readSandboxAccessToken(token, issuer);
      if (clientId === client.clientId) register.revoke(jti, exp);
    } catch {
      // Not one of ours, or expired: nothing to revoke, and RFC 7009 answers 200 all the same.
    }
    ctx.status = 200;
    ctx.body = '';
  });
}

export function createEidProvider(options: EidProviderOptions): EidProvider {
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
      sendHtml(
        ctx,
        renderErrorPage({
          error: out.error,
          description: out.error_description,
          locale: requestLocale(ctx),
        }),
      );
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      // RFC 7009: the portal revokes its refresh token (and then its access token) when the person signs out.
      // Only the client a token was issued to may revoke it (oidc-provider's default, said here).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
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
          sendHtml(ctx, renderSignOutPage(form, requestLocale(ctx)));
        },
        postLogoutSuccessSource: (ctx) => {
          sendHtml(ctx, renderSignedOutPage(postLogoutRedirectUriFor(firstPortalOrigin)));
        },
      },
    },
  };

  const provider = new Provider(options.issuer, configuration);
  const register = new AccessTokenRegister(accessTokenTtl);
  const noteIssued = (token: IssuedAccessToken): void => {
    register.issued(token.jti, token.grantId, token.exp ?? nowInSeconds() + token.remainingTTL);
  };
  provider.on('access_token.issued', noteIssued);
  provider.on('access_token.saved', noteIssued);
  provider.on('grant.revoked', (_ctx, grantId) => {
    register.revokeGrant(grantId);
  });
  revokeJwtAccessTokens(provider, register, options.issuer);
  return { provider, revocations: register };
}
