import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { parseFault } from './faults.ts';
import { createSandboxHandlers } from './handlers.ts';
import { createSandboxStore, type SandboxStore } from './store.ts';
import { createTelemetryCollector, type TelemetryCollector } from '../telemetry/collector.ts';
import type { AccessTokenRevocations } from '../eid/revocations.ts';
import { SANDBOX_CONTROL_HEADER, SANDBOX_CONTROL_HEADERS } from './control.ts';

/**
 * The sandbox API over HTTP on localhost: every request goes through the same MSW handlers the component
 * tests use in-process, so the browser and the tests meet one stand-in for the cooperative API.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

function toRequest(req: IncomingMessage, body: Buffer | undefined, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value))
      value.forEach((item) => {
        headers.append(name, item);
      });
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

async function send(res: ServerResponse, response: Response, path: string): Promise<void> {
  if (response.type === 'error') {
    // A network error (a 'dropped' fault): the connection ends with no answer at all.
    res.socket?.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  // Answers carry personal data: no browser or proxy cache may keep them. Map tiles are the same picture for
  // everyone and keep the Cache-Control they were given.
  if (!(path.startsWith('/tiles/') && response.ok)) res.setHeader('Cache-Control', 'no-store');
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Resets the sandbox's data to the seed. */
export { SANDBOX_CONTROL_HEADER, SANDBOX_CONTROL_HEADERS };

export const RESET_PATH = '/__sandbox/reset';
/**
 * Makes calls misbehave: POST {operationId | path, method?, kind?, status?, ...} (faults.ts), 204. Until the
 * next reset.
 */
export const FAULTS_PATH = '/__sandbox/faults';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export interface SandboxApiServer {
  url: string;
  /** The data as it is now, for tests that check what a call recorded. */
  store: () => SandboxStore;
  /** The telemetry collector (sandbox/telemetry), on this server under /telemetry. */
  telemetry: TelemetryCollector;
  close: () => Promise<void>;
}

export async function startSandboxApi(options: {
  port: number;
  host?: string;
  /** The test eID's issuer; tokens from any other issuer are refused. */
  issuer?: string;
  /** The test eID's revoked access tokens (`RunningEid.revocations`): refused with 401. */
  revocations?: AccessTokenRevocations;
  /** The portal's origins, which may post telemetry (CORS); any loopback origin when not given. */
  portalOrigins?: readonly string[];
}): Promise<SandboxApiServer> {
  let store = createSandboxStore();
  const telemetry = createTelemetryCollector({ portalOrigins: options.portalOrigins });
  const handlers = [
    ...telemetry.handlers,
    ...createSandboxHandlers(() => store, {
      issuer: options.issuer,
      revocations: options.revocations,
    }),
  ];
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    const control = req.method === 'POST' && (req.url === RESET_PATH || req.url === FAULTS_PATH);
    if (control && req.headers[SANDBOX_CONTROL_HEADER] !== SANDBOX_CONTROL_HEADERS[SANDBOX_CONTROL_HEADER]) {
      sendJson(res, 403, {
        message: `Sandkassens testkontroller krever hodet ${SANDBOX_CONTROL_HEADER}: ${SANDBOX_CONTROL_HEADERS[SANDBOX_CONTROL_HEADER]}`,
      });
      return;
    }
    if (req.method === 'POST' && req.url === RESET_PATH) {
      // Sandbox only (not part of the cooperative's API): browser tests start every test from the seed.
      store = createSandboxStore();
      telemetry.reset();
      res.statusCode = 204;
      res.end();
      return;
    }
    if (req.method === 'POST' && req.url === FAULTS_PATH) {
      // Sandbox only, like the reset: browser tests make a call fail to see how the portal copes.
      readBody(req)
        .then((body) => {
          let json: unknown = null;
          try {
            json = JSON.parse(body?.toString('utf8') ?? '') as unknown;
          } catch {
            // Not JSON: parseFault says what is expected.
          }
          const fault = parseFault(json);
          if ('problem' in fault) {
            sendJson(res, 400, { message: fault.problem });
            return;
          }
          store.faults.push(fault);
          res.statusCode = 204;
          res.end();
        })
        .catch((error: unknown) => {
          console.error('[sandbox-api]', error);
          sendJson(res, 500, { message: 'Feil i sandkassen' });
        });
      return;
    }
    const origin = `http://${req.headers.host ?? `${host}:${String(options.port)}`}`;
    readBody(req)
      .then(async (body) => {
        const response = await getResponse(handlers, toRequest(req, body, origin));
        await send(
          res,
          response ??
            Response.json(
              { message: `Ukjent adresse: ${req.method ?? ''} ${req.url ?? ''}` },
              { status: 404 },
            ),
          req.url ?? '/',
        );
      })
      .catch((error: unknown) => {
        console.error('[sandbox-api]', error);
        sendJson(res, 500, { message: 'Feil i sandkassen' });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${String(port)}`,
    store: () => store,
    telemetry,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
