// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { isValidFodselsnummer } from '../../sandbox/eid/fodselsnummer.ts';
import { eidLocale } from '../../sandbox/eid/pages.ts';
import { startSandboxApi, type SandboxApiServer } from '../../sandbox/api/server.ts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '../../sandbox/eid/refreshReuseGrace.ts';
import { startEid, type RunningEid } from '../../sandbox/eid/server.ts';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_EID_ISSUER,
  signSandboxAccessToken,
  verifySandboxAccessToken,
} from '../../sandbox/eid/tokens.ts';
import { personas } from '../../sandbox/personas.ts';
import { kari, ola } from '../personas';

const PORTAL = 'http://localhost:5173';
const OTHER_PORTAL = 'http://127.0.0.1:4173';
const REDIRECT_URI = `${PORTAL}/login/callback`;

let eid: RunningEid;

beforeAll(async () => {
  // With the browser tests' control (PUT /__eid/access-token-ttl), as the e2e server starts it.
  eid = await startEid({ port: 0, portalOrigins: [PORTAL, OTHER_PORTAL], testControls: true });
});

afterAll(async () => {
  await eid.close();
});

/** A browser's cookies for the eID, carried by hand between fetches. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && Date.parse(date) <= Date.now();
      });
      if (value === '' || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

interface Browser {
  jar: CookieJar;
  get(url: string): Promise<Response>;
  post(url: string, form: Record<string, string>): Promise<Response>;
}

const browser = (): Browser => {
  const jar = new CookieJar();
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie !== '') headers.set('cookie', cookie);
    const response = await fetch(new URL(url, eid.issuer), { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  };
  return {
    jar,
    get: (url) => send(url, { method: 'GET' }),
    post: (url, form) =>
      send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
  };
};

const location = (response: Response): string => {
  const value = response.headers.get('location');
  if (value === null) throw new Error(`expected a redirect, got ${String(response.status)}`);
  return new URL(value, eid.issuer).href;
};

const pkce = (): { verifier: string; challenge: string } => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

const authUrl = (params: Record<string, string>): string =>
  `${eid.issuer}/auth?${new URLSearchParams({
    client_id: 'skogportal',
    response_type: 'code',
    scope: 'openid profile',
    redirect_uri: REDIRECT_URI,
    state: 'state-1',
    nonce: 'nonce-1',
    ...params,
  }).toString()}`;

/** Starts a sign-in and returns the interaction page's URL; `extra` adds parameters (ui_locales). */
const startSignIn = async (
  b: Browser,
  challenge: string,
  extra: Record<string, string> = {},
): Promise<string> => {
  const auth = await b.get(authUrl({ code_challenge: challenge, code_challenge_method: 'S256', ...extra }));
  expect(auth.status).toBe(303);
  const interaction = location(auth);
  expect(new URL(interaction).pathname).toMatch(/^\/interaction\/[\w-]+$/);
  return interaction;
};

/** Follows redirects from `response` until the portal's redirect_uri and returns its query. */
const followToPortal = async (b: Browser, response: Response): Promise<URLSearchParams> => {
  let current = response;
  for (let hops = 0; hops < 5; hops += 1) {
    expect([302, 303]).toContain(current.status);
    const next = location(current);
    if (next.startsWith(REDIRECT_URI)) return new URL(next).searchParams;
    current = await b.get(next);
  }
  throw new Error('too many redirects');
};

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** The portal's refresh: a refresh-token grant from the portal's origin. */
const refresh = async (refreshToken: string, issuer = eid.issuer): Promise<Response> =>
  fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'skogportal',
      refresh_token: refreshToken,
      scope: 'openid profile',
    }).toString(),
  });

const exchange = async (code: string, verifier: string, origin = PORTAL): Promise<Response> =>
  fetch(`${eid.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'skogportal',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }).toString(),
  });

const signIn = async (form: Record<string, string>): Promise<{ b: Browser; tokens: TokenResponse }> => {
  const b = browser();
  const { verifier, challenge } = pkce();
  const interaction = await startSignIn(b, challenge);
  const posted = await b.post(`${interaction}/login`, form);
  const query = await followToPortal(b, posted);
  expect(query.get('state')).toBe('state-1');
  expect(query.get('iss')).toBe(eid.issuer);
  const code = query.get('code');
  if (code === null) throw new Error(`no code: ${query.toString()}`);
  const response = await exchange(code, verifier);
  expect(response.status).toBe(200);
  return { b, tokens: (await response.json()) as TokenResponse };
};

const verifyIdToken = async (idToken: string) => {
  const jwks = (await (await fetch(`${eid.issuer}/jwks`)).json()) as JSONWebKeySet;
  const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
    issuer: eid.issuer,
    audience: 'skogportal',
    algorithms: ['RS256'],
  });
  return payload;
};

/** The first valid fødselsnummer born on `birthDate` (ddmmyy): one that is not a persona. */
const validUnknownNumber = (birthDate: string): string => {
  for (let rest = 0; rest < 100_000; rest += 1) {
    const candidate = `${birthDate}${String(rest).padStart(5, '0')}`;
    if (isValidFodselsnummer(candidate)) return candidate;
  }
  throw new Error(`no valid number for ${birthDate}`);
};

describe('isValidFodselsnummer', () => {
  it('accepts every persona number', () => {
    for (const persona of personas) expect(isValidFodselsnummer(persona.pid), persona.pid).toBe(true);
  });

  it('rejects altered digits, wrong lengths and non-digits', () => {
    for (const persona of personas) {
      for (let index = 0; index < 11; index += 1) {
        const digit = Number(persona.pid[index]);
        const altered = `${persona.pid.slice(0, index)}${String((digit + 1) % 10)}${persona.pid.slice(index + 1)}`;
        expect(isValidFodselsnummer(altered), altered).toBe(false);
      }
    }
    for (const value of [
      '12345678901',
      '',
      '1501651007',
      `${kari.pid}0`,
      '1501651007a',
      ` ${kari.pid}`,
      '150165 10073',
    ]) {
      expect(isValidFodselsnummer(value), value).toBe(false);
    }
  });
});

describe('sandbox access tokens', () => {
  it('round-trips signSandboxAccessToken through verifySandboxAccessToken', async () => {
    const token = await signSandboxAccessToken(kari.pid);
    await expect(verifySandboxAccessToken(token)).resolves.toEqual({ pid: kari.pid });
    await expect(verifySandboxAccessToken(token, DEFAULT_EID_ISSUER)).resolves.toEqual({ pid: kari.pid });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: kari.pid,
      pid: kari.pid,
      aud: ACCESS_TOKEN_AUDIENCE,
      client_id: 'skogportal',
    });
  });

  it('rejects an expired token, a wrong issuer, and one signed with another key', async () => {
    await expect(
      verifySandboxAccessToken(await signSandboxAccessToken(kari.pid, { expiresIn: '-1m' })),
    ).rejects.toThrow();
    await expect(
      verifySandboxAccessToken(await signSandboxAccessToken(kari.pid), 'http://localhost:1'),
    ).rejects.toThrow();

    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ pid: kari.pid })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'sandbox-eid-1' })
      .setSubject(kari.pid)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuer(DEFAULT_EID_ISSUER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expect(verifySandboxAccessToken(forged)).rejects.toThrow();
    await expect(verifySandboxAccessToken('not-a-jwt')).rejects.toThrow();
  });
});

describe('test eID (oidc-provider)', () => {
  it('publishes S256-only PKCE and the code flow in its discovery document, with CORS', async () => {
    const response = await fetch(`${eid.issuer}/.well-known/openid-configuration`, {
      headers: { origin: PORTAL },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(eid.issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
  });

  it('signs in Kari Nordmann with the code flow and PKCE S256', async () => {
    const b = browser();
    const { verifier, challenge } = pkce();
    const interaction = await startSignIn(b, challenge);

    const page = await b.get(interaction);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<title>Test-BankID</title>');
    expect(html).toContain('<h1>Test-BankID</h1>');
    expect(html).toMatch(
      new RegExp(`<button[^>]*name="pid" value="${kari.pid}">Kari Nordmann \\(skogeier\\)</button>`),
    );
    for (const persona of personas) expect(html).toContain(`value="${persona.pid}"`);
    expect(html).toMatch(/<label for="fodselsnummer">Fødselsnummer<\/label>/);
    expect(html).toMatch(/<input id="fodselsnummer"[^>]*inputmode="numeric"[^>]*autocomplete="off"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Logg inn<\/button>/);

    const posted = await b.post(`${interaction}/login`, { pid: kari.pid });
    const query = await followToPortal(b, posted);
    const code = query.get('code');
    expect(code).toBeTruthy();

    const tokenResponse = await exchange(code ?? '', verifier);
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const tokens = (await tokenResponse.json()) as TokenResponse;
    expect(tokens.token_type).toBe('Bearer');
    // Short-lived (5 minutes): a copied token is worth little, and the portal renews before it expires.
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(300);
    expect(tokens.expires_in).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS - 10);
    expect(tokens.expires_in).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_SECONDS);
    expect(decodeJwt(tokens.access_token).exp).toBeLessThanOrEqual(
      Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS,
    );

    const idToken = await verifyIdToken(tokens.id_token);
    expect(idToken).toMatchObject({
      sub: kari.pid,
      pid: kari.pid,
      name: 'Kari Nordmann',
      given_name: 'Kari',
      family_name: 'Nordmann',
      nonce: 'nonce-1',
    });

    await expect(verifySandboxAccessToken(tokens.access_token, eid.issuer)).resolves.toEqual({
      pid: kari.pid,
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      sub: kari.pid,
      pid: kari.pid,
      aud: ACCESS_TOKEN_AUDIENCE,
      iss: eid.issuer,
      client_id: 'skogportal',
    });

    // The code is single-use.
    expect((await exchange(code ?? '', verifier)).status).toBe(400);
  });

  it('rejects a token request with the wrong code_verifier', async () => {
    const b = browser();
    const { challenge } = pkce();
    const interaction = await startSignIn(b, challenge);
    const query = await followToPortal(b, await b.post(`${interaction}/login`, { pid: kari.pid }));
    const response = await exchange(query.get('code') ?? '', pkce().verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers token requests from other origins without CORS permission', async () => {
    const b = browser();
    const { verifier, challenge } = pkce();
    const interaction = await startSignIn(b, challenge);
    const query = await followToPortal(b, await b.post(`${interaction}/login`, { pid: kari.pid }));
    const response = await exchange(query.get('code') ?? '', verifier, 'http://evil.example');
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rejects an authorization request without code_challenge, or with the plain method', async () => {
    const missing = await browser().get(authUrl({}));
    expect(missing.status).toBe(303);
    const missingQuery = new URL(location(missing)).searchParams;
    expect(location(missing).startsWith(REDIRECT_URI)).toBe(true);
    expect(missingQuery.get('error')).toBe('invalid_request');
    expect(missingQuery.get('code')).toBeNull();

    const plain = await browser().get(
      authUrl({ code_challenge: pkce().challenge, code_challenge_method: 'plain' }),
    );
    const plainQuery = new URL(location(plain)).searchParams;
    expect(plainQuery.get('error')).toBe('invalid_request');
    expect(plainQuery.get('code')).toBeNull();
  });

  it('rejects a redirect_uri that is not registered exactly', async () => {
    for (const redirectUri of [
      `${PORTAL}/login/callback/`,
      `${PORTAL}/other`,
      'http://localhost:9999/login/callback',
    ]) {
      const response = await browser().get(
        authUrl({
          redirect_uri: redirectUri,
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        }),
      );
      expect(response.status, redirectUri).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(html).toContain('<html lang="nb">');
      expect(html).toContain('redirect_uri');
    }
  });

  it('accepts the second portal origin as a redirect_uri', async () => {
    const response = await browser().get(
      authUrl({
        redirect_uri: `${OTHER_PORTAL}/login/callback`,
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(response.status).toBe(303);
    expect(new URL(location(response)).pathname).toMatch(/^\/interaction\//);
  });

  it('shows an error for an invalid Fødselsnummer and keeps the typed value', async () => {
    const b = browser();
    const interaction = await startSignIn(b, pkce().challenge);

    for (const [typed, message] of [
      ['12345678901', 'Ugyldig fødselsnummer. Kontrollsifrene stemmer ikke.'],
      ['123', 'Ugyldig fødselsnummer. Sjekk at du har skrevet 11 siffer.'],
      ['<b>"x"</b>', 'Ugyldig fødselsnummer. Sjekk at du har skrevet 11 siffer.'],
    ] as const) {
      const response = await b.post(`${interaction}/login`, { fodselsnummer: typed });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1>Test-BankID</h1>');
      expect(html).toContain(message);
      expect(html).toMatch(/<p class="error" id="fodselsnummer-error">/);
      expect(html).toMatch(/aria-describedby="fodselsnummer-hint fodselsnummer-error" aria-invalid="true"/);
      expect(html).not.toContain('<b>');
      const escaped = typed
        .replace(/&/g, '&#38;')
        .replace(/</g, '&#60;')
        .replace(/>/g, '&#62;')
        .replace(/"/g, '&#34;');
      expect(html).toContain(`value="${escaped}"`);
    }

    // The page still works after the error.
    const posted = await b.post(`${interaction}/login`, { pid: kari.pid });
    expect((await followToPortal(b, posted)).get('code')).toBeTruthy();
  });

  it('signs in an unknown but valid number as a person without contact', async () => {
    const pid = validUnknownNumber('010190');
    expect(personas.some((persona) => persona.pid === pid)).toBe(false);
    const { tokens } = await signIn({ fodselsnummer: ` ${pid.slice(0, 6)} ${pid.slice(6)} ` });
    expect(await verifyIdToken(tokens.id_token)).toMatchObject({ pid, name: 'Ukjent Testperson' });
    await expect(verifySandboxAccessToken(tokens.access_token)).resolves.toEqual({ pid });
  });

  it('signs out without a click and returns to the portal, told only the client (no ID token in the URL)', async () => {
    const { b } = await signIn({ pid: ola.pid });
    const end = await b.get(
      `${eid.issuer}/session/end?${new URLSearchParams({
        client_id: 'skogportal',
        post_logout_redirect_uri: `${PORTAL}/login/bankId`,
        state: 'bye',
      }).toString()}`,
    );
    expect(end.status).toBe(200);
    const html = await end.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain(
      '<noscript><button type="submit" class="primary" form="op.logoutForm">Logg ut</button>',
    );

    // The auto-submit script is allowed by the page's Content-Security-Policy.
    const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('submit()');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(end.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);

    const form = /<form id="op.logoutForm" method="post" action="([^"]+)">(.*?)<\/form>/s.exec(html);
    const fields = new URLSearchParams();
    for (const input of (form?.[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      fields.set(input[1] ?? '', input[2] ?? '');
    }
    expect(fields.get('logout')).toBe('yes');
    const confirm = await b.post(form?.[1] ?? '', Object.fromEntries(fields));
    expect(confirm.status).toBe(303);
    expect(location(confirm)).toBe(`${PORTAL}/login/bankId?state=bye`);

    // The session is gone: a new sign-in shows the page again instead of signing in at once.
    const interaction = await startSignIn(b, pkce().challenge);
    expect((await b.get(interaction)).status).toBe(200);
  });

  it('rejects a post_logout_redirect_uri that is not registered', async () => {
    const { b, tokens } = await signIn({ pid: kari.pid });
    const end = await b.get(
      `${eid.issuer}/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${PORTAL}/elsewhere`,
      }).toString()}`,
    );
    expect(end.status).toBe(400);
  });

  it('shows a Norwegian error page for an unknown interaction', async () => {
    const response = await browser().get(`${eid.issuer}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('Noe gikk galt');
  });
});

describe('renewal at the test eID', () => {
  const refreshTokenOf = (tokens: TokenResponse): string => {
    expect(tokens.refresh_token, 'refresh_token').toEqual(expect.any(String));
    return tokens.refresh_token ?? '';
  };

  it('gives the portal a refresh token, rotated on every use, with new tokens for the same person', async () => {
    const { tokens } = await signIn({ pid: kari.pid });
    const first = refreshTokenOf(tokens);
    const signedInAt = (await verifyIdToken(tokens.id_token)).auth_time;
    expect(signedInAt).toEqual(expect.any(Number));

    const response = await refresh(first);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const renewed = (await response.json()) as TokenResponse;
    const second = refreshTokenOf(renewed);
    expect(second).not.toBe(first);
    await expect(verifySandboxAccessToken(renewed.access_token, eid.issuer)).resolves.toEqual({
      pid: kari.pid,
    });
    // The sign-in time stays that of the sign-in: renewal does not make the sign-in last longer.
    expect(await verifyIdToken(renewed.id_token)).toMatchObject({ sub: kari.pid, auth_time: signedInAt });

    expect((await refresh(second)).status).toBe(200);
  });

  it('takes a spent refresh token once more within the reuse interval (a reload that lost the answer)', async () => {
    const { tokens } = await signIn({ pid: kari.pid });
    const first = refreshTokenOf(tokens);
    const second = refreshTokenOf((await (await refresh(first)).json()) as TokenResponse);

    // The page that asked was left before the answer came: the next page asks again with the same token.
    const again = await refresh(first);
    expect(again.status).toBe(200);
    const renewed = (await again.json()) as TokenResponse;
    await expect(verifySandboxAccessToken(renewed.access_token, eid.issuer)).resolves.toEqual({
      pid: kari.pid,
    });
    const third = refreshTokenOf(renewed);
    expect([first, second]).not.toContain(third);
    expect((await refresh(third)).status).toBe(200);
  });

  it('refuses a spent refresh token after the reuse interval, and then revokes the whole chain', async () => {
    const { tokens } = await signIn({ pid: kari.pid });
    const first = refreshTokenOf(tokens);
    const second = refreshTokenOf((await (await refresh(first)).json()) as TokenResponse);

    // Only the clock moves on (the servers' timers run as they do).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (REFRESH_TOKEN_REUSE_GRACE_SECONDS + 2) * 1000 });
    try {
      const reused = await refresh(first);
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
      // Someone used a spent token: the grant is gone, so the current one no longer works either.
      const current = await refresh(second);
      expect(await current.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends renewal when the person signs out at the eID', async () => {
    const { b, tokens } = await signIn({ pid: kari.pid });
    const end = await b.get(
      `${eid.issuer}/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token }).toString()}`,
    );
    const html = await end.text();
    const form = /<form id="op.logoutForm" method="post" action="([^"]+)">(.*?)<\/form>/s.exec(html);
    const fields = new URLSearchParams();
    for (const input of (form?.[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      fields.set(input[1] ?? '', input[2] ?? '');
    }
    expect((await b.post(form?.[1] ?? '', Object.fromEntries(fields))).status).toBe(303);

    const response = await refresh(refreshTokenOf(tokens));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('gives the access token lifetime a browser test sets, and the configured one again after', async () => {
    const setTtl = (seconds: unknown) =>
      fetch(`${eid.issuer}/__eid/access-token-ttl`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds }),
      });
    const { tokens } = await signIn({ pid: kari.pid });
    expect(tokens.expires_in).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS - 10);
    try {
      expect((await setTtl(15)).status).toBe(204);
      const short = (await (await refresh(refreshTokenOf(tokens))).json()) as TokenResponse;
      expect(short.expires_in).toBeGreaterThan(10);
      expect(short.expires_in).toBeLessThanOrEqual(15);

      expect((await setTtl(0)).status).toBe(400);
      expect((await setTtl('15')).status).toBe(400);

      expect((await setTtl(null)).status).toBe(204);
      const configured = (await (await refresh(refreshTokenOf(short))).json()) as TokenResponse;
      expect(configured.expires_in).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS - 10);
      expect(configured.expires_in).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_SECONDS);
    } finally {
      await setTtl(null);
    }
  });

  it('has the lifetimes it is started with: short access tokens, and renewal ends with the sign-in', async () => {
    const short = await startEid({
      port: 0,
      portalOrigins: [PORTAL],
      accessTokenTtlSeconds: 30,
      sessionTtlSeconds: 2,
    });
    try {
      const b = browser();
      const { verifier, challenge } = pkce();
      const auth = await b.get(
        `${short.issuer}/auth?${new URLSearchParams({
          client_id: 'skogportal',
          response_type: 'code',
          scope: 'openid profile',
          redirect_uri: REDIRECT_URI,
          state: 'state-1',
          nonce: 'nonce-1',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }).toString()}`,
      );
      let current = await b.post(`${location(auth).replace(eid.issuer, short.issuer)}/login`, {
        pid: kari.pid,
      });
      let code: string | null = null;
      for (let hops = 0; hops < 5 && code === null; hops += 1) {
        const next = new URL(current.headers.get('location') ?? '', short.issuer).href;
        if (next.startsWith(REDIRECT_URI)) code = new URL(next).searchParams.get('code');
        else current = await b.get(next);
      }
      const response = await fetch(`${short.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'skogportal',
          code: code ?? '',
          redirect_uri: REDIRECT_URI,
          code_verifier: verifier,
        }).toString(),
      });
      const tokens = (await response.json()) as TokenResponse;
      expect(tokens.expires_in).toBeGreaterThan(25);
      expect(tokens.expires_in).toBeLessThanOrEqual(30);
      // Started without the browser tests' control, it has none.
      const control = await fetch(`${short.issuer}/__eid/access-token-ttl`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 1 }),
      });
      expect(control.status).not.toBe(204);
      const renewed = await refresh(refreshTokenOf(tokens), short.issuer);
      expect(renewed.status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const late = await refresh(refreshTokenOf((await renewed.json()) as TokenResponse), short.issuer);
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      await short.close();
    }
  });
});

describe('sign-out ends the session for a copied token too (issue #40)', () => {
  let api: SandboxApiServer;

  beforeAll(async () => {
    // As scripts/sandbox.ts starts them: the sandbox API in the eID's process, asking its revocations.
    api = await startSandboxApi({ port: 0, issuer: eid.issuer, revocations: eid.revocations });
  });

  afterAll(async () => {
    await api.close();
  });

  /** Kari's timber contracts, asked for with `accessToken` as the portal (or someone with a copy) would. */
  const callApi = async (accessToken: string): Promise<number> =>
    (
      await fetch(`${api.url}/api/contracts/acc-kari`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).status;

  /** The portal's sign-out: RFC 7009 at the endpoint discovery names, refresh token first. */
  const revoke = async (token: string, hint: 'refresh_token' | 'access_token'): Promise<Response> => {
    const discovery = (await (await fetch(`${eid.issuer}/.well-known/openid-configuration`)).json()) as {
      revocation_endpoint?: string;
    };
    expect(discovery.revocation_endpoint).toBe(`${eid.issuer}/token/revocation`);
    return fetch(discovery.revocation_endpoint ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL },
      body: new URLSearchParams({ client_id: 'skogportal', token, token_type_hint: hint }).toString(),
    });
  };

  const signOutAtTheEid = async (b: Browser, idToken: string): Promise<void> => {
    const end = await b.get(
      `${eid.issuer}/session/end?${new URLSearchParams({ id_token_hint: idToken }).toString()}`,
    );
    const form = /<form id="op.logoutForm" method="post" action="([^"]+)">(.*?)<\/form>/s.exec(
      await end.text(),
    );
    const fields = new URLSearchParams();
    for (const input of (form?.[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      fields.set(input[1] ?? '', input[2] ?? '');
    }
    expect((await b.post(form?.[1] ?? '', Object.fromEntries(fields))).status).toBe(303);
  };

  it('refuses a copied access token once the portal has revoked its refresh token and access token', async () => {
    const { tokens } = await signIn({ pid: kari.pid });
    const copied = tokens.access_token;
    expect(await callApi(copied)).toBe(200);

    const refreshRevoked = await revoke(tokens.refresh_token ?? '', 'refresh_token');
    expect(refreshRevoked.status).toBe(200);
    expect(refreshRevoked.headers.get('access-control-allow-origin')).toBe(PORTAL);
    // The refresh token's grant is revoked, and with it every access token of the sign-in.
    expect(await callApi(copied)).toBe(401);
    expect(await (await refresh(tokens.refresh_token ?? '')).json()).toMatchObject({
      error: 'invalid_grant',
    });

    // The portal then revokes the access token too: a JWT, which the eID takes (200) rather than refusing.
    const accessRevoked = await revoke(copied, 'access_token');
    expect(accessRevoked.status).toBe(200);
    expect(await callApi(copied)).toBe(401);
  });

  it('refuses an access token revoked on its own, and lets the sign-in renew and go on', async () => {
    const { tokens } = await signIn({ pid: kari.pid });
    expect((await revoke(tokens.access_token, 'access_token')).status).toBe(200);
    expect(await callApi(tokens.access_token)).toBe(401);

    const renewed = await refresh(tokens.refresh_token ?? '');
    expect(renewed.status).toBe(200);
    expect(await callApi(((await renewed.json()) as TokenResponse).access_token)).toBe(200);
  });

  it('refuses a copied access token once the person has signed out at the eID', async () => {
    const { b, tokens } = await signIn({ pid: kari.pid });
    expect(await callApi(tokens.access_token)).toBe(200);
    await signOutAtTheEid(b, tokens.id_token);
    expect(await callApi(tokens.access_token)).toBe(401);
  });

  it('keeps renewed tokens working, and revoking the rotated refresh token ends every access token of the sign-in', async () => {
    const { tokens } = await signIn({ pid: kari.pid });
    const first = (await (await refresh(tokens.refresh_token ?? '')).json()) as TokenResponse;
    const second = (await (await refresh(first.refresh_token ?? '')).json()) as TokenResponse;
    // Renewal spends the refresh token, not the sign-in: every access token given so far still works.
    for (const accessToken of [tokens.access_token, first.access_token, second.access_token]) {
      expect(await callApi(accessToken)).toBe(200);
    }

    expect((await revoke(second.refresh_token ?? '', 'refresh_token')).status).toBe(200);
    for (const accessToken of [tokens.access_token, first.access_token, second.access_token]) {
      expect(await callApi(accessToken)).toBe(401);
    }
  });

  it('leaves another sign-in of the same person alone', async () => {
    const signedOut = await signIn({ pid: kari.pid });
    const other = await signIn({ pid: kari.pid });
    expect((await revoke(signedOut.tokens.refresh_token ?? '', 'refresh_token')).status).toBe(200);
    expect(await callApi(signedOut.tokens.access_token)).toBe(401);
    expect(await callApi(other.tokens.access_token)).toBe(200);
  });

  it('refuses the access tokens of a sign-in the eID revoked for a spent refresh token used again', async () => {
    const { tokens } = await signIn({ pid: kari.pid });
    const renewed = (await (await refresh(tokens.refresh_token ?? '')).json()) as TokenResponse;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (REFRESH_TOKEN_REUSE_GRACE_SECONDS + 2) * 1000 });
    try {
      expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400);
      expect(await callApi(renewed.access_token)).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes no revocation of another client’s token nor of a forged one, and answers 200 as RFC 7009 says', async () => {
    const { tokens } = await signIn({ pid: kari.pid });
    const forged = await signSandboxAccessToken(kari.pid, { issuer: 'http://localhost:1' });
    expect((await revoke(forged, 'access_token')).status).toBe(200);
    expect(await callApi(tokens.access_token)).toBe(200);
  });
});

describe('the test eID in English (#43)', () => {
  /** Words of the Norwegian pages that an English page must not have (the names stay: Test-BankID, BankID). */
  const NORWEGIAN =
    /Logg inn|Logg ut|Logger ut|Fødselsnummer|Testpersoner|Annen testperson|siffer|skogeier|entreprenør|regnskapsfører|Ugyldig|Noe gikk galt|Feilkode|Tilbake/;

  it('takes the language from ui_locales: English when its first tag is English, Norwegian otherwise', () => {
    for (const value of ['en', 'en-GB', 'EN-us', ' en nb', 'en nb'])
      expect(eidLocale(value), value).toBe('en');
    for (const value of ['nb', 'nb en', 'nn', 'no', 'sv', 'eng', '', undefined, 42]) {
      expect(eidLocale(value), String(value)).toBe('nb');
    }
  });

  it('shows the sign-in page in English when the portal asks with ui_locales=en, and signs Per in from it', async () => {
    const b = browser();
    const { verifier, challenge } = pkce();
    const interaction = await startSignIn(b, challenge, { ui_locales: 'en' });
    const html = await (await b.get(interaction)).text();

    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Test-BankID</title>');
    expect(html).toContain('<h1>Test-BankID</h1>');
    expect(html).toContain(
      'This is a test eID for the sandbox, not real BankID. Choose a test person to sign in.',
    );
    expect(html).toContain('<h2 id="persons-heading">Test persons</h2>');
    expect(html).toContain('<h2>Another test person</h2>');
    expect(html).toMatch(
      new RegExp(`<button[^>]*name="pid" value="${kari.pid}">Kari Nordmann \\(forest owner\\)</button>`),
    );
    expect(html).toContain('>Per Berg (contractor)</button>');
    expect(html).toContain('>Siri Dahl (accountant)</button>');
    for (const persona of personas) expect(html).toContain(`value="${persona.pid}"`);
    expect(html).toMatch(/<label for="fodselsnummer">National identity number<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(html).not.toMatch(NORWEGIAN);

    const posted = await b.post(`${interaction}/login`, { pid: personas[3]?.pid ?? '' });
    const code = (await followToPortal(b, posted)).get('code');
    expect((await exchange(code ?? '', verifier)).status).toBe(200);
  });

  it('says what is wrong with a typed number in English, and keeps the page English', async () => {
    const b = browser();
    const interaction = await startSignIn(b, pkce().challenge, { ui_locales: 'en-GB' });
    for (const [typed, message] of [
      ['123', 'Invalid national identity number. Check that you have typed 11 digits.'],
      [
        '12345678901',
        'Invalid national identity number. The check digits do not match. Check that all 11 digits are correct.',
      ],
    ] as const) {
      const html = await (await b.post(`${interaction}/login`, { fodselsnummer: typed })).text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<title>Error in national identity number – Test-BankID</title>');
      expect(html).toContain(`<p class="error" id="fodselsnummer-error">${message}</p>`);
      expect(html).toContain(`value="${typed}"`);
      expect(html).not.toMatch(NORWEGIAN);
    }
  });

  it('keeps the Norwegian page when the portal asks for Norwegian first', async () => {
    const b = browser();
    const interaction = await startSignIn(b, pkce().challenge, { ui_locales: 'nb en' });
    const html = await (await b.get(interaction)).text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toMatch(/<button type="submit"[^>]*>Logg inn<\/button>/);
  });

  it('signs out in English when the sign-out request says ui_locales=en', async () => {
    const { b } = await signIn({ pid: ola.pid });
    const end = await b.get(
      `${eid.issuer}/session/end?${new URLSearchParams({
        client_id: 'skogportal',
        post_logout_redirect_uri: `${PORTAL}/login/bankId`,
        ui_locales: 'en',
      }).toString()}`,
    );
    expect(end.status).toBe(200);
    const html = await end.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Signing out</h1>');
    expect(html).toContain('<p role="status">You are being signed out of Test-BankID …</p>');
    expect(html).toContain('form="op.logoutForm">Sign out</button>');
    expect(html).not.toMatch(NORWEGIAN);
    // The same auto-submit script, allowed by the same policy.
    const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(end.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('shows its error page in English for an English authorization request it refuses', async () => {
    const response = await browser().get(
      authUrl({
        redirect_uri: `${PORTAL}/other`,
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        ui_locales: 'en',
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain('Error code: <code>');
    expect(html).not.toMatch(NORWEGIAN);
  });
});
