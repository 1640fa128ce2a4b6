import { startSandbox } from './sandbox.ts';

const sandbox = await startSandbox('dev');
console.log(
  `\nSkogportalen kjører på ${sandbox.portalUrl}  (sandkasse-API og test-BankID startet; Ctrl-C stopper alt)\n`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void sandbox.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
