import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';

/**
 * The next release of a build, for the deploy test (tests/e2e/deploy.spec.ts), in a second instead of a second
 * `vite build` (40 s on CI's two cores): a copy of `from` in which every content-hashed file under assets/ has
 * a new hash, and every reference to it (index.html, sw.js, the chunks' imports and preload lists, the CSS,
 * the build manifest and route-preloads.json) names the new file. To a browser that is a release that changed
 * every chunk, the worst case for a tab opened before it: none of the names it knows are on the server any
 * more. The code inside is the same; only the names differ.
 */

/** Vite's names: `[name]-[hash].[ext]`, the hash eight characters of base64url. */
const HASHED = /^(.+-)([A-Za-z0-9_-]{8})(\.[A-Za-z0-9]+)$/;
/** The build's files that name others. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map']);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const nextHash = (hash: string): string =>
  createHash('sha256').update(`next:${hash}`).digest('base64url').slice(0, 8);

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the next release of the build in `from` to `to`; returns the old name → new name of each file. */
export async function writeNextRelease(from: string, to: string): Promise<Map<string, string>> {
  await cp(from, to, { recursive: true });
  const renamed = new Map<string, string>();
  for (const name of await readdir(join(to, 'assets'))) {
    const match = HASHED.exec(name);
    if (!match) continue;
    const [, stem = '', hash = '', extension = ''] = match;
    const next = `${stem}${nextHash(hash)}${extension}`;
    renamed.set(name, next);
    await rename(join(to, 'assets', name), join(to, 'assets', next));
  }
  if (renamed.size === 0) throw new Error(`${from}/assets har ingen filer med hash: er det et bygg?`);
  const anyOld = new RegExp([...renamed.keys()].map(escapeRegex).join('|'), 'g');
  for (const file of await filesUnder(to)) {
    if (!TEXT.has(extname(file))) continue;
    const text = await readFile(file, 'utf8');
    const next = text.replace(anyOld, (old) => renamed.get(old) ?? old);
    if (next !== text) await writeFile(file, next);
  }
  // The worker's precache names its unhashed files with a revision (their content's MD5, as Workbox writes it):
  // index.html has changed, and a worker that found its old revision would keep the old page.
  const workerFile = join(to, 'sw.js');
  const worker = await readFile(workerFile, 'utf8');
  const revisions: string[] = [];
  for (const [, url = ''] of worker.matchAll(/\{url:"([^"]+)",revision:"[^"]+"\}/g)) revisions.push(url);
  let nextWorker = worker;
  for (const url of revisions) {
    const md5 = createHash('md5')
      .update(await readFile(join(to, url)))
      .digest('hex');
    nextWorker = nextWorker.replace(
      new RegExp(`\\{url:"${escapeRegex(url)}",revision:"[^"]+"\\}`),
      `{url:"${url}",revision:"${md5}"}`,
    );
  }
  await writeFile(workerFile, nextWorker);

  const html = await readFile(join(to, 'index.html'), 'utf8');
  if (![...renamed.values()].some((name) => html.includes(`/assets/${name}`))) {
    throw new Error(`${relative(process.cwd(), to)}/index.html names none of the renamed files`);
  }
  return renamed;
}
