import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The ports of the base build's sandbox: apart from the current build's (4280/4290/4273), so both run side
 * by side; each build's config.json and CSP name its own eID and API.
 */
export const BASE_PORTS = { SANDBOX_API_PORT: '4380', EID_PORT: '4390', PREVIEW_PORT: '4373' };

const READY_LINE = 'perf-base-ready ';
const START_TIMEOUT_MS = 120_000;

/** Started in the base's worktree: the base's own sandbox serves the base's own build, as `npm run perf` does. */
const RUNNER = `import { startSandbox } from './scripts/sandbox.ts';

const sandbox = await startSandbox('preview');
console.log('${READY_LINE}' + sandbox.portalUrl);
const stop = () => {
  sandbox.stop().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
`;
const RUNNER_FILE = 'perf-base-sandbox.ts';

const git = (args: string[], options: SpawnSyncOptions = {}): string => {
  const result = spawnSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')} feilet: ${String(result.stderr).trim()}`);
  }
  return String(result.stdout).trim();
};

const run = (command: string, args: string[], cwd: string, what: string): void => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${what} feilet for grunnlaget i ${cwd}`);
};

export interface BaseBuild {
  /** The commit, short. */
  label: string;
  /** Starts the base's sandbox; resolves with its portal's address and a way to stop it. */
  serve: (env: NodeJS.ProcessEnv) => Promise<{ portalUrl: string; stop: () => Promise<void> }>;
  /** Removes the worktree. */
  remove: () => void;
}

/**
 * A git worktree of `commit` in the temp directory, with its dependencies and its build (`vite build` there):
 * node_modules is a link to this checkout's when package-lock.json is the same, otherwise `npm ci` installs it.
 */
export function prepareBase(commit: string): BaseBuild {
  const sha = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], {
    encoding: 'utf8',
  });
  if (sha.status !== 0) throw new Error(`Fant ikke commiten ${commit} (--base / PERF_BASE)`);
  const full = sha.stdout.trim();
  const label = full.slice(0, 7);
  const dir = join(tmpdir(), `perf-base-${label}`);
  const nodeModules = join(dir, 'node_modules');

  const remove = (): void => {
    // The link first: the worktree's removal must not reach into the checkout's node_modules. A base with
    // another package-lock has its own node_modules (npm ci), a directory: that goes with the worktree.
    if (lstatSync(nodeModules, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(nodeModules);
    if (existsSync(dir)) {
      spawnSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    }
    spawnSync('git', ['worktree', 'prune']);
  };

  remove(); // What an interrupted run left behind.
  git(['worktree', 'add', '--detach', dir, full]);
  try {
    if (!existsSync(join(dir, 'scripts', 'sandbox.ts'))) {
      throw new Error(
        `Grunnlaget ${label} har ikke scripts/sandbox.ts, og kan ikke serveres som dagens bygg`,
      );
    }
    const sameLock =
      git(['show', `${full}:package-lock.json`]) === readFileSync('package-lock.json', 'utf8').trim();
    if (sameLock) {
      symlinkSync(realpathSync('node_modules'), nodeModules, 'dir');
    } else {
      console.log(`Base ${label}: package-lock.json differs, running npm ci in ${dir}`);
      run('npm', ['ci'], dir, 'npm ci');
    }
    console.log(`Base ${label}: building in ${dir}`);
    run('npx', ['vite', 'build'], dir, 'vite build');
    writeFileSync(join(dir, RUNNER_FILE), RUNNER);
  } catch (error) {
    remove();
    throw error;
  }

  const serve = async (env: NodeJS.ProcessEnv) => {
    const tsx = createRequire(join(dir, 'package.json')).resolve('tsx/cli');
    const child = spawn(process.execPath, [tsx, RUNNER_FILE], {
      cwd: dir,
      env: { ...env, ...BASE_PORTS },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => {
        resolve();
      });
    });
    const portalUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(
            `Sandkassen for grunnlaget ${label} startet ikke innen ${String(START_TIMEOUT_MS / 1000)} s`,
          ),
        );
      }, START_TIMEOUT_MS);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`Sandkassen for grunnlaget ${label} stoppet før den var klar`));
      });
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith(READY_LINE)) {
          clearTimeout(timer);
          resolve(line.slice(READY_LINE.length).trim());
        } else {
          console.log(`[base ${label}] ${line}`);
        }
      });
    }).catch((error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    });
    return {
      portalUrl,
      stop: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      },
    };
  };

  return { label, serve, remove };
}
