import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { RuntimeConfigJson } from '../../config/runtime-config';
import { OIDC_STORAGE_PREFIX, CALLBACK_PATH } from '../../src/auth/signInState';
import { NEW_CONNECTION } from './fixtures';
import { PORTAL } from './servers';

/**
 * A sign-in for tests whose subject comes after it: the person's choice on the test eID is made here, in Node,
 * over HTTP (the same authorize request, form post and redirects the browser would make), and the browser
 * starts at the portal's callback with the code. From there it is the portal's own sign-in: oidc-client-ts
 * exchanges the code, the callback page finds the person and goes where the sign-in was started from.
 *
 * What is left out is two page loads a person makes first (the portal's sign-in page and the eID's page); the
 * tests of those pages and of the whole round trip with clicks are in sign-in.spec.ts. This saves about two
 * seconds of CPU per test on CI's two cores, where CPU is what limits the run.
 *
 * The sign-in request the portal would have kept in session storage before leaving for the eID is written as
 * oidc-client-ts 3 stores it (its `SigninState`): a change of that format makes every sign-in here fail at
 * once ('No matching state found in storage'), never pass wrongly.
 */

/** The portal's config.json, as this worker's server serves it (read once). */
let servedConfig: Promise<RuntimeConfigJson> | null = null;
const portalConfig = (): Promise<RuntimeConfigJson> => {
  servedConfig ??= fetch(`${PORTAL}/config.json`).then(async (response) => {
    if (!response.ok) throw new Error(`config.json: ${String(response.status)}`);
    return (await response.json()) as RuntimeConfigJson;
  });
  return servedConfig;
};

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

/** Follows the eID's redirects until one leaves for `stopAt`; returns that address. */
async function followUntil(
  request: APIRequestContext,
  first: APIResponse,
  from: string,
  stopAt: string,
): Promise<string> {
  let response = first;
  let url = from;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers().location;
    if (response.status() < 300 || response.status() >= 400 || !location) {
      throw new Error(`Test-eID-en svarte ${String(response.status())} på ${url}: ${await response.text()}`);
    }
    url = new URL(location, url).toString();
    if (url.startsWith(stopAt)) return url;
    response = await request.get(url, { maxRedirects: 0, headers: NEW_CONNECTION });
  }
  throw new Error(`For mange omdirigeringer fra test-eID-en (${url})`);
}

/**
 * Signs `pid` in at the test eID for the portal, as a sign-in started on `returnTo`, and opens the portal's
 * callback with the code: the page ends where the portal sends the person after signing in.
 */
export async function signInThroughCallback(page: Page, pid: string, returnTo: string): Promise<void> {
  const { oidc } = await portalConfig();
  const discovery = await page.request.get(`${oidc.authority}/.well-known/openid-configuration`, {
    headers: NEW_CONNECTION,
  });
  const metadata = (await discovery.json()) as { authorization_endpoint: string };

  const state = randomBytes(16).toString('hex');
  const codeVerifier = base64url(randomBytes(48));
  const redirectUri = `${PORTAL}${CALLBACK_PATH}`;
  const authorize = new URL(metadata.authorization_endpoint);
  const params: Record<string, string> = {
    client_id: oidc.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: oidc.scope,
    state,
    code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
    prompt: 'login',
    ...(oidc.acrValues ? { acr_values: oidc.acrValues } : {}),
  };
  for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);

  // The browser context's own request client: the eID's cookies land where the browser keeps them.
  const { request } = page.context();
  const toInteraction = await request.get(authorize.toString(), {
    maxRedirects: 0,
    headers: NEW_CONNECTION,
  });
  const interaction = await followUntil(
    request,
    toInteraction,
    authorize.toString(),
    `${oidc.authority}/interaction/`,
  );
  const login = `${interaction.replace(/\/$/, '')}/login`;
  const chosen = await request.post(login, { form: { pid }, maxRedirects: 0, headers: NEW_CONNECTION });
  const callback = await followUntil(request, chosen, login, redirectUri);

  const signinState = JSON.stringify({
    id: state,
    data: { returnTo },
    created: Math.floor(Date.now() / 1000),
    request_type: 'si:r',
    code_verifier: codeVerifier,
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: redirectUri,
    scope: oidc.scope,
    extraTokenParams: {},
    skipUserInfo: false,
  });
  // Written before the callback's first script, on the page that carries this sign-in's state.
  await page.addInitScript(
    ({ key, value, expected }) => {
      if (new URLSearchParams(window.location.search).get('state') === expected) {
        window.sessionStorage.setItem(key, value);
      }
    },
    { key: `${OIDC_STORAGE_PREFIX}${state}`, value: signinState, expected: state },
  );
  await page.goto(callback);
}
