/**
 * Access tokens of the test eID: JWTs (RFC 9068, `typ: at+jwt`) signed RS256 with the sandbox key, audience
 * {@link ACCESS_TOKEN_AUDIENCE}, carrying the person's fødselsnummer as `pid` (and as `sub`). The sandbox API
 * verifies them with {@link verifySandboxAccessToken}; its unit tests mint them with {@link signSandboxAccessToken}
 * without a running provider.
 */
import { SignJWT, importJWK, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';

import { sandboxPublicJwk, sandboxSigningJwk } from './signing-key.ts';

/** The resource indicator (and `aud`) of the sandbox API's access tokens. */
export const ACCESS_TOKEN_AUDIENCE = 'urn:skogportal:api';
/** The portal's client at the test eID. */
export const SANDBOX_CLIENT_ID = 'skogportal';
/** Scopes the portal asks for; also the scope of its access tokens. */
export const SANDBOX_SCOPE = 'openid profile';
export const DEFAULT_EID_PORT = 5190;
export const DEFAULT_EID_ISSUER = `http://localhost:${DEFAULT_EID_PORT}`;
/**
 * Access token lifetime in seconds by default (5 minutes); `EID_ACCESS_TOKEN_TTL_SECONDS` changes it. Short, so
 * that a token is worth little once copied; the portal renews it before it expires
 * (`oidc.renewBeforeExpirySeconds`), and sign-out revokes it at once (revocations.ts).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
/** Lifetime of a sign-in at the test eID by default (8 hours), counted from the sign-in; `EID_SESSION_TTL_SECONDS`. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

const ALG = 'RS256';
const ACCESS_TOKEN_TYP = 'at+jwt';

let publicKey: Promise<CryptoKey | Uint8Array> | undefined;
let privateKey: Promise<CryptoKey | Uint8Array> | undefined;

const getPublicKey = (): Promise<CryptoKey | Uint8Array> =>
  (publicKey ??= importJWK({ ...sandboxPublicJwk }, ALG));
const getPrivateKey = (): Promise<CryptoKey | Uint8Array> =>
  (privateKey ??= importJWK({ ...sandboxSigningJwk }, ALG));

/** What the sandbox API and the eID's revocation read from a verified access token. */
export interface SandboxAccessToken {
  /** The person's fødselsnummer (`pid`, or `sub` when `pid` is absent). */
  pid: string;
  /** The token's id, by which it is revoked. */
  jti: string;
  /** Expiry, epoch seconds. */
  exp: number;
  /** The client it was issued to. */
  clientId: string | undefined;
}

/**
 * Verifies a sandbox access token: RS256 signature by the sandbox key, `typ` at+jwt, audience, expiry, an id
 * (`jti`, by which it can be revoked), and the issuer when one is given. Throws on anything invalid. Whether it
 * has been revoked is the caller's question (revocations.ts).
 */
export async function readSandboxAccessToken(token: string, issuer?: string): Promise<SandboxAccessToken> {
  const { payload } = await jwtVerify(token, await getPublicKey(), {
    algorithms: [ALG],
    typ: ACCESS_TOKEN_TYP,
    audience: ACCESS_TOKEN_AUDIENCE,
    requiredClaims: ['exp', 'jti'],
    clockTolerance: 5,
    ...(issuer === undefined ? {} : { issuer }),
  });
  const pid = typeof payload.pid === 'string' ? payload.pid : payload.sub;
  if (typeof pid !== 'string' || pid.length === 0) {
    throw new Error('access token has no pid or sub claim');
  }
  const { jti, exp, client_id: clientId } = payload;
  if (typeof jti !== 'string' || jti.length === 0 || typeof exp !== 'number') {
    throw new Error('access token has no jti or exp claim');
  }
  return { pid, jti, exp, clientId: typeof clientId === 'string' ? clientId : undefined };
}

/** {@link readSandboxAccessToken}, returning only the person's fødselsnummer. */
export async function verifySandboxAccessToken(token: string, issuer?: string): Promise<{ pid: string }> {
  const { pid } = await readSandboxAccessToken(token, issuer);
  return { pid };
}

/**
 * Mints an access token with the same header and claims as the provider's JWT access tokens, for tests.
 * `expiresIn` is a jose duration (default `1h`; a negative one such as `-1m` gives an expired token);
 * `issuer` defaults to {@link DEFAULT_EID_ISSUER}.
 */
export async function signSandboxAccessToken(
  pid: string,
  options: { expiresIn?: string; issuer?: string } = {},
): Promise<string> {
  const { expiresIn = '1h', issuer = DEFAULT_EID_ISSUER } = options;
  return new SignJWT({ pid, client_id: SANDBOX_CLIENT_ID, scope: SANDBOX_SCOPE })
    .setProtectedHeader({ alg: ALG, typ: ACCESS_TOKEN_TYP, kid: sandboxSigningJwk.kid })
    .setSubject(pid)
    .setIssuer(issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await getPrivateKey());
}

/**
 * Verifies an ID token of the test eID (as the API does on POST /contacts/token): RS256 by the sandbox key,
 * issuer, audience the portal's client, expiry. Returns the person's fødselsnummer.
 */
export async function verifySandboxIdToken(token: string, issuer: string): Promise<{ pid: string }> {
  const { payload } = await jwtVerify(token, await getPublicKey(), {
    algorithms: [ALG],
    issuer,
    audience: SANDBOX_CLIENT_ID,
    requiredClaims: ['exp', 'sub'],
    clockTolerance: 5,
  });
  const pid = typeof payload.pid === 'string' ? payload.pid : payload.sub;
  if (typeof pid !== 'string' || pid.length === 0) throw new Error('ID token has no pid or sub claim');
  return { pid };
}

/** Mints an ID token as the provider does (pid and names), for tests. */
export async function signSandboxIdToken(
  pid: string,
  options: { expiresIn?: string; issuer?: string; names?: { given_name: string; family_name: string } } = {},
): Promise<string> {
  const { expiresIn = '1h', issuer = DEFAULT_EID_ISSUER, names } = options;
  const nameClaims = names ? { ...names, name: `${names.given_name} ${names.family_name}` } : {};
  return new SignJWT({ pid, ...nameClaims })
    .setProtectedHeader({ alg: ALG, kid: sandboxSigningJwk.kid })
    .setSubject(pid)
    .setIssuer(issuer)
    .setAudience(SANDBOX_CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await getPrivateKey());
}
