/**
 * Starts the test eID on localhost. Run directly with `tsx sandbox/eid/server.ts` (env `EID_PORT`, default 5190,
 * `PORTAL_ORIGINS`, comma separated, default `http://localhost:5173`, and the lifetimes
 * `EID_ACCESS_TOKEN_TTL_SECONDS` and `EID_SESSION_TTL_SECONDS`), or call {@link startEid} from code.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { pathToFileURL } from 'node:url';

import { createEidRequestHandler, type RequestHandler } from './interactions.ts';
import { createEidProvider } from './provider.ts';
import type { AccessTokenRevocations } from './revocations.ts';
import { ACCESS_TOKEN_TTL_SECONDS, DEFAULT_EID_PORT, SESSION_TTL_SECONDS } from './tokens.ts';

const positiveSeconds = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** The test eID's lifetimes from the environment (EID_ACCESS_TOKEN_TTL_SECONDS, EID_SESSION_TTL_SECONDS). */
export const eidLifetimesFromEnv = (
  env: Record<string, string | undefined> = process.env,
): { accessTokenTtlSeconds: number; sessionTtlSeconds: number } => ({
  accessTokenTtlSeconds: positiveSeconds(env.EID_ACCESS_TOKEN_TTL_SECONDS, ACCESS_TOKEN_TTL_SECONDS),
  sessionTtlSeconds: positiveSeconds(env.EID_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS),
});

export interface StartEidOptions {
  /** 0 picks a free port. */
  port: number;
  /** Address to listen on; default 127.0.0.1. The issuer is always `http://localhost:<port>`. */
  host?: string;
  portalOrigins: string[];
  /** Access token lifetime; default {@link ACCESS_TOKEN_TTL_SECONDS}. */
  accessTokenTtlSeconds?: number;
  /** How long a sign-in lasts, counted from the sign-in; default {@link SESSION_TTL_SECONDS}. */
  sessionTtlSeconds?: number;
  /** How long a spent refresh token is still taken (sandbox/eid/refreshReuseGrace.ts); default 30 s. */
  refreshTokenReuseGraceSeconds?: number;
  /**
   * The browser tests' control (scripts/e2e-server.ts only): `PUT /__eid/access-token-ttl` with
   * `{ "seconds": 15 }` gives the tokens issued from then on that lifetime, `{ "seconds": null }` the
   * configured one again. A test that needs short tokens changes only that, on its own worker's eID.
   */
  testControls?: boolean;
}

export interface RunningEid {
  issuer: string;
  port: number;
  /**
   * Which of its access tokens are revoked (signed out, refresh token revoked): for a sandbox API in the same
   * process (`startSandboxApi`'s `revocations`).
   */
  revocations: AccessTokenRevocations;
  close: () => Promise<void>;
}

/** The provider needs its issuer (with the port) before it can listen, so a port 0 is resolved first. */
function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : undefined;
      probe.close(() => {
        if (port === undefined) reject(new Error('could not find a free port'));
        else resolve(port);
      });
    });
  });
}

const ACCESS_TOKEN_TTL_CONTROL = '/__eid/access-token-ttl';

/** {@link StartEidOptions.testControls}: answers the control's PUT, hands everything else to `handler`. */
function withAccessTokenTtlControl(
  handler: RequestHandler,
  set: (seconds: number | null) => void,
): RequestHandler {
  return (req, res) => {
    if (new URL(req.url ?? '/', 'http://eid.invalid').pathname !== ACCESS_TOKEN_TTL_CONTROL) {
      handler(req, res);
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      let seconds: unknown;
      try {
        seconds = (JSON.parse(body) as { seconds?: unknown }).seconds;
      } catch {
        seconds = undefined;
      }
      if (
        req.method !== 'PUT' ||
        (seconds !== null && !(typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0))
      ) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('PUT {"seconds": <whole seconds> | null}');
        return;
      }
      set(seconds);
      res.writeHead(204);
      res.end();
    });
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export async function startEid(options: StartEidOptions): Promise<RunningEid> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port === 0 ? await findFreePort(host) : options.port;
  const issuer = `http://localhost:${port}`;

  const configuredAccessTokenTtl = options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  let testAccessTokenTtl: number | null = null;
  const { provider, revocations } = createEidProvider({
    issuer,
    portalOrigins: options.portalOrigins,
    accessTokenTtlSeconds: () => testAccessTokenTtl ?? configuredAccessTokenTtl,
    sessionTtlSeconds: options.sessionTtlSeconds ?? SESSION_TTL_SECONDS,
    ...(options.refreshTokenReuseGraceSeconds === undefined
      ? {}
      : { refreshTokenReuseGraceSeconds: options.refreshTokenReuseGraceSeconds }),
  });
  provider.on('server_error', (_ctx, error) => {
    console.error('[sandbox eid] server error:', error);
  });

  const handler = createEidRequestHandler(provider, { portalOrigins: options.portalOrigins });
  const server = createServer(
    options.testControls
      ? withAccessTokenTtlControl(handler, (seconds) => {
          testAccessTokenTtl = seconds;
        })
      : handler,
  );
  await listen(server, port, host);

  const close = (): Promise<void> =>
    new Promise((resolve, reject) => {
      server.close((error) => {
        if (error === undefined) resolve();
        else reject(error);
      });
      server.closeAllConnections();
    });

  return { issuer, port, revocations, close };
}

const isMain = (): boolean => {
  const script = process.argv[1];
  return script !== undefined && import.meta.url === pathToFileURL(script).href;
};

if (isMain()) {
  const port = Number(process.env.EID_PORT ?? DEFAULT_EID_PORT);
  const portalOrigins = (process.env.PORTAL_ORIGINS ?? 'http://localhost:5173')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const eid = await startEid({ port, portalOrigins, ...eidLifetimesFromEnv() });
  console.log(`Test-BankID (sandbox eID) at ${eid.issuer} for ${portalOrigins.join(', ')}`);
  const stop = (): void => {
    eid.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
