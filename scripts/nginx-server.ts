import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxConfig } from '../config/nginx.ts';
import type { RuntimeConfigJson } from '../config/runtime-config.ts';
import { readRoutePreloads } from '../config/route-preloads.ts';
import { findNginx } from './tools.ts';

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/** nginx, or what to do to get it (scripts/tools.ts). */
function nginxBinary(): string {
  const found = findNginx();
  if ('missing' in found) throw new Error(found.missing);
  return found.path;
}

async function answers(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      // Another server on the port would answer too, but not with this portal's config.json.
      if ((await fetch(url)).ok) return;
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
  port: number;
  host?: string;
  config: RuntimeConfigJson;
  apiUpstream: string;
  /** For an https `apiUpstream`: the authorities its certificate must chain to. */
  apiCaFile?: string;
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
      config: options.config,
      configJsonPath,
      listen: { host, port: options.port },
      apiUpstream: options.apiUpstream,
      ...(options.apiCaFile ? { apiCaFile: options.apiCaFile } : {}),
      runtimeDir,
      routePreloads: readRoutePreloads(resolve(options.root ?? 'dist')),
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
  const url = `http://${host}:${String(options.port)}`;
  try {
    await Promise.race([
      answers(`${url}/config.json`, Date.now() + 10_000),
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
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      await rm(runtimeDir, { recursive: true, force: true });
    },
  };
}
