import { Socket } from 'node:net';

/**
 * Preloaded (`node --import`) into the HTTP Observatory's scanner by tests/e2e/observatory.spec.ts. The scanner
 * (`scan(host)` of @mdn/mdn-http-observatory) always asks https://host:443 and http://host:80, and the test's
 * nginx cannot take those ports without root (nor should it, beside whatever else runs on the machine). This
 * moves the scanner's connections to localhost's 443 and 80, and only those, to the ports in
 * OBSERVATORY_HTTPS_PORT and OBSERVATORY_HTTP_PORT, below everything the scanner does: its addresses, Host
 * headers, redirects, TLS names and certificate checks are those of a site on 443 and 80. Any other
 * connection is refused, so the scan can reach nothing but the test's nginx.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

const portFrom = (name: string): number => {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} is not a port`);
  return port;
};

const moved = new Map<number, number>([
  [443, portFrom('OBSERVATORY_HTTPS_PORT')],
  [80, portFrom('OBSERVATORY_HTTP_PORT')],
]);

interface ConnectOptions {
  host?: string;
  port?: number | string;
}

/** The connection's options as Socket#connect gets them: net.connect passes them normalized, [options, callback]. */
const optionsOf = (args: unknown[]): ConnectOptions | null => {
  const [first] = args;
  const options: unknown = Array.isArray(first) ? first[0] : first;
  return typeof options === 'object' && options !== null ? options : null;
};

const connect = Object.getOwnPropertyDescriptor(Socket.prototype, 'connect')?.value as (
  this: Socket,
  ...args: unknown[]
) => Socket;
Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
  const options = optionsOf(args);
  const host = options?.host ?? 'localhost';
  const to = moved.get(Number(options?.port));
  if (!options || !LOOPBACK.has(host) || to === undefined) {
    throw new Error(
      `The Observatory's scan may only reach localhost:443 and :80, not ${host}:${String(options?.port)}`,
    );
  }
  options.port = to;
  return connect.apply(this, args);
};
