import { build } from 'vite';
import { startSandbox } from './sandbox.ts';

/**
 * `npm start`: builds the portal and serves the built app as production would (the production headers,
 * /sw.js, the manifest), with the sandbox API and the test eID. `npm start -- --dev` serves the hot-reloading
 * Vite dev server instead (no service worker), for working on the code.
 */
const mode = process.argv.includes('--dev') ? 'dev' : 'preview';
if (mode === 'preview') await build({ logLevel: 'warn' });
const sandbox = await startSandbox(mode);
console.log(
  `\nSkogportalen kjører på ${sandbox.portalUrl}  (${mode === 'dev' ? 'utviklingsserver med hot reload' : 'bygd app med service worker'}; sandkasse-API og test-BankID startet; Ctrl-C stopper alt)\n`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void sandbox.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
