import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxConfig, type NginxTls } from '../config/nginx.ts';
import type { RuntimeConfigJson } from '../config/runtime-config.ts';
import { readRoutePreloads } from '../config/route-preloads.ts';
import { findNginx } from './tools.ts';

export interface RunningNginx {
  /** The portal: https://… when nginx serves TLS. */
  url: string;
  /** With TLS and its http listener: http://… on that port, which redirects to `url`. */
  httpUrl?: string;
  stop: () => Promise<void>;
}

/** nginx, or what to do to get it (scripts/tools.ts). */
function nginxBinary(): string {
  const found = findNginx();
  if ('missing' in found) throw new Error(found.missing);
  return found.path;
}

/** A GET of an https `url` whose certificate chains to `ca` (fetch trusts only the system's): status and headers. */
export const httpsGet = (url: string, ca: Buffer) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders }>((done, fail) => {
    request(url, { ca }, (response) => {
      response.resume();
      done({ status: response.statusCode ?? 0, headers: response.headers });
    })
      .on('error', fail)
      .end();
  });

async function answers(url: string, deadline: number, ca?: Buffer): Promise<void> {
  for (;;) {
    try {
      // Another server on the port would answer too, but not with this portal's config.json.
      const status = ca ? (await httpsGet(url, ca)).status : (await fetch(url)).status;
      if (status === 200) return;
      throw new Error(`${url} svarte ikke som portalen`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/**
 * Runs Debian's nginx (without root, everything in a temporary directory) serving the built portal from
 * `root` with the configuration of config/nginx.ts, /api proxied to `apiUpstream`. For `npm run serve:prod`
 * and its test.
 */
export async function startNginx(options: {
  root?: string;
  /** A previous release's build, whose assets/ nginx serves for the hashed files `root` lacks. */
  previousRoot?: string;
  port: number;
  host?: string;
  config: RuntimeConfigJson;
  apiUpstream: string;
  /** For an https `apiUpstream`: the authorities its certificate must chain to. */
  apiCaFile?: string;
  /** Serve https on `port` (config/nginx.ts), checked at start against `caCertificate`, the authority that signed it. */
  tls?: NginxTls & { caCertificate: string };
}): Promise<RunningNginx> {
  const runtimeDir = await mkdtemp(join(tmpdir(), 'skogportal-nginx-'));
  // Started as root (CI, a container), nginx's workers run as an unprivileged user: they must read the
  // config.json here and write the proxy's temporary files.
  await chmod(runtimeDir, 0o755);
  await Promise.all(
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) =>
      mkdir(join(runtimeDir, name), { mode: 0o777 }).then(() => chmod(join(runtimeDir, name), 0o777)),
    ),
  );
  const configJsonPath = join(runtimeDir, 'config.json');
  await writeFile(configJsonPath, JSON.stringify(options.config));
  const host = options.host ?? '127.0.0.1';
  const confPath = join(runtimeDir, 'nginx.conf');
  await writeFile(
    confPath,
    nginxConfig({
      root: resolve(options.root ?? 'dist'),
      ...(options.previousRoot ? { previousRoot: resolve(options.previousRoot) } : {}),
      config: options.config,
      configJsonPath,
      listen: { host, port: options.port },
      apiUpstream: options.apiUpstream,
      ...(options.apiCaFile ? { apiCaFile: options.apiCaFile } : {}),
      runtimeDir,
      routePreloads: readRoutePreloads(resolve(options.root ?? 'dist')),
      ...(options.tls ? { tls: options.tls } : {}),
    }),
  );
  const child = spawn(nginxBinary(), ['-c', confPath, '-p', runtimeDir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => {
    child.once('exit', () => {
      done();
    });
  });
  const url = `${options.tls ? 'https' : 'http'}://${host}:${String(options.port)}`;
  const ca = options.tls ? await readFile(options.tls.caCertificate) : undefined;
  const redirectFrom = options.tls?.redirectFrom;
  try {
    await Promise.race([
      answers(`${url}/config.json`, Date.now() + 10_000, ca),
      exited.then(() => {
        throw new Error(`nginx stopped at start; see ${runtimeDir}/error.log`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    ...(redirectFrom ? { httpUrl: `http://${redirectFrom.host}:${String(redirectFrom.port)}` } : {}),
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      await rm(runtimeDir, { recursive: true, force: true });
    },
  };
}
