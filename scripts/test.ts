import { spawn } from 'node:child_process';

/**
 * `npm test`: the type check and lint side by side (two cores), then the unit tests, one build, and the browser
 * tests on that build. (The unit tests beside the other two were tried: lint then took four times as long, and
 * the longest unit test ran out of its time.) Each stage's duration is printed as it ends and again in a table at the end; the first
 * stage that fails stops the run with its exit code.
 */
interface Stage {
  name: string;
  command: string;
}

const steps: Stage[][] = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
  ],
  [{ name: 'unit', command: 'npm run test:unit' }],
  [{ name: 'build', command: 'vite build' }],
  [{ name: 'browser', command: 'playwright test' }],
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

const started = Date.now();
for (const step of steps) {
  const codes = await Promise.all(step.map(run));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    printTimes();
    process.exit(failed);
  }
}
times.push(['i alt', Date.now() - started]);
printTimes();
