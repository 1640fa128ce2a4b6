import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * What the browser tests need on the machine besides npm's packages: a Chromium and nginx. Found in a moment, so
 * `npm test` on a laptop without them stops at once with how to get them, instead of failing in the browser stage
 * after minutes of type checks and unit tests (#42).
 */

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_NGINX = '/usr/sbin/nginx';

const GET_CHROMIUM =
  'Installer Debians med `sudo apt-get install chromium` (havner på /usr/bin/chromium), ' +
  'eller Playwrights egen med `npx playwright install chromium` der nedlasting er lov, ' +
  'eller pek på en med CHROMIUM_PATH=/sti/til/chromium.';

const GET_NGINX =
  'Produksjonsserverens tester og `npm run serve:prod` kjører den: installer den med `sudo apt-get install nginx`, ' +
  'eller pek på en med NGINX_BIN=/sti/til/nginx.';

/** Playwright's own Chromium, where `npx playwright install chromium` put it; null when it is not there. */
function playwrightsChromium(): string | null {
  const path = chromium.executablePath();
  return executable(path) ? path : null;
}

export type Found = { path: string } | { missing: string };

/**
 * A tool the person pointed to with a variable: that one and nothing else (a wrong path is a mistake to show, not
 * to work around); null when the variable is not set.
 */
function chosenWith(tool: string, variable: string, env: NodeJS.ProcessEnv, howToGet: string): Found | null {
  const chosen = env[variable];
  if (chosen === undefined || chosen === '') return null;
  if (executable(chosen)) return { path: chosen };
  return {
    missing: `Fant ingen ${tool} på ${variable}=${chosen}. Rett stien, eller fjern variabelen. ${howToGet}`,
  };
}

/** The Chromium the tests launch: CHROMIUM_PATH when it is set, else Debian's at /usr/bin/chromium, else Playwright's own. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): Found {
  const chosen = chosenWith('Chromium', 'CHROMIUM_PATH', env, GET_CHROMIUM);
  if (chosen) return chosen;
  if (executable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM };
  const playwrights = playwrightsChromium();
  if (playwrights) return { path: playwrights };
  return { missing: `Fant ingen Chromium. ${GET_CHROMIUM}` };
}

/** nginx for the production server's tests and `npm run serve:prod`: NGINX_BIN, Debian's, or one on PATH. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): Found {
  const chosen = chosenWith('nginx', 'NGINX_BIN', env, GET_NGINX);
  if (chosen) return chosen;
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((directory) => join(directory, 'nginx'));
  const path = [DEBIAN_NGINX, ...onPath].find(executable);
  if (path) return { path };
  return { missing: `Fant ingen nginx. ${GET_NGINX}` };
}

/** Every missing tool's message, or none. */
export function missingTools(env: NodeJS.ProcessEnv = process.env): string[] {
  const found = [findChromium(env), findNginx(env)];
  return found.flatMap((tool) => ('missing' in tool ? [tool.missing] : []));
}
