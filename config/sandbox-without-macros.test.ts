import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** Every .ts file under `folder`, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(ROOT, folder, file));
}

/** The file a relative import names ('./x', './x.ts', './x/index.ts'); undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.exec(candidate),
  );
}

/** An import or re-export that stays in the code: `import type` and `export type` are erased before it runs. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/g;

/**
 * The sandbox API and the test eID run under tsx (npm start, the browser tests' servers), outside Vite's build,
 * where Lingui's macros cannot run: a macro there throws when the module is loaded or the function called, and
 * every server stops. This follows the servers' imports into src/ and finds any file that uses a macro.
 */
describe('the sandbox servers run without a build', () => {
  it('import no file that uses a Lingui macro', () => {
    const seen = new Set<string>();
    const pending = [...sourceFiles('sandbox'), join(ROOT, 'scripts/sandbox.ts')];
    const withMacros: string[] = [];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(IMPORT)) {
        if (specifier === undefined) continue;
        if (/^@lingui\/(core|react)\/macro$/.test(specifier)) withMacros.push(relative(ROOT, file));
        const found = resolveImport(file, specifier);
        if (found !== undefined) pending.push(found);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
    expect(withMacros).toEqual([]);
  });
});
