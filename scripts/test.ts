import { spawn } from 'node:child_process';
import { missingTools } from './tools.ts';

/**
 * `npm test`: ESLint in one lane and, beside it, the type check (TypeScript 7, native: a fifth of TypeScript 6's
 * CPU), the unit tests that need no page (the sandbox's, the contract's and the domain's, in one worker), the
 * build, Prettier's check and the catalogs' check (npm run i18n:check, #43) in the other (two cores); then the
 * app's unit tests, and the browser tests on the build. (All the unit tests beside the other two were tried: lint
 * then took four times as long, and the longest unit test ran out of its time.) `npm run lint` is ESLint,
 * Prettier and the catalogs' check in turn. Each stage's duration is printed
 * as it ends and again in a table at the end; the first stage that fails stops the run with its exit code.
 */
interface Stage {
  name: string;
  command: string;
}

/** Stages run in lanes side by side; a lane runs its stages one after another. */
type Lane = Stage[];

const steps: Lane[][] = [
  [
    [
      { name: 'typecheck', command: 'npm run typecheck' },
      {
        name: 'unit: node, domain',
        command: 'npm run test:unit -- --project node --project domain --maxWorkers 1',
      },
      { name: 'build', command: 'vite build' },
      { name: 'prettier', command: 'prettier --check .' },
      // The catalogs (#43): none stale against the code (extract and compare), no English text missing.
      { name: 'i18n', command: 'npm run i18n:check' },
    ],
    [{ name: 'eslint', command: 'eslint --max-warnings 0 .' }],
  ],
  [[{ name: 'unit: app', command: 'npm run test:unit -- --project app' }]],
  [[{ name: 'browser', command: 'playwright test' }]],
];

const times: [string, number][] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

function run(stage: Stage): Promise<number> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(stage.command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const took = Date.now() - started;
      times.push([stage.name, took]);
      console.log(
        `\n⏱ ${stage.name}: ${seconds(took)}${code === 0 ? '' : ` (feilet: ${String(code ?? signal)})`}\n`,
      );
      done(code ?? 1);
    });
  });
}

function printTimes(): void {
  const width = Math.max(...times.map(([name]) => name.length));
  console.log(
    [
      '',
      'Tid per steg i npm test:',
      ...times.map(([name, ms]) => `  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}`),
    ].join('\n'),
  );
}

/** Runs a lane's stages in turn; the first that fails ends the lane with its code. */
async function runLane(lane: Lane): Promise<number> {
  for (const stage of lane) {
    const code = await run(stage);
    if (code !== 0) return code;
  }
  return 0;
}

// Chromium and nginx first, in a moment: without them the browser stage would fail after minutes of the rest.
const missing = missingTools();
if (missing.length > 0) {
  console.error(
    [
      '',
      'npm test trenger dette på maskinen før den starter:',
      ...missing.map((message) => `  - ${message}`),
      '',
    ].join('\n'),
  );
  process.exit(1);
}

const started = Date.now();
for (const step of steps) {
  const codes = await Promise.all(step.map(runLane));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    printTimes();
    process.exit(failed);
  }
}
times.push(['i alt', Date.now() - started]);
printTimes();
