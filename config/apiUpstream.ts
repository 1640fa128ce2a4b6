/**
 * Where the production image's nginx sends /api (API_UPSTREAM). There is no default: a server started without it
 * would send tokens to whatever answers at a guessed address. It must be https, with the certificate checked
 * (API_CA_FILE); plain http only when the environment says it is a test (API_UPSTREAM_PLAIN_HTTP=test), as the
 * browser test of the production server does against the sandbox on this machine.
 */
export function apiUpstreamFromEnv(env: Record<string, string | undefined>): string {
  const value = env.API_UPSTREAM?.trim();
  if (!value) {
    throw new Error(
      'API_UPSTREAM mangler: adressen til samvirkets API (https://…). Sett den i miljøet bildet starter med.',
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_UPSTREAM er ikke en adresse: ${value}`);
  }
  if (url.protocol === 'https:') return value.replace(/\/+$/, '');
  if (url.protocol === 'http:' && env.API_UPSTREAM_PLAIN_HTTP === 'test') return value.replace(/\/+$/, '');
  throw new Error(
    `API_UPSTREAM må bruke https: (${value}). Vanlig http er bare for tester, med API_UPSTREAM_PLAIN_HTTP=test.`,
  );
}
