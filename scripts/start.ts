import { sandboxTelemetryConnectionString } from '../config/runtime-config.ts';
import { startSandbox } from './sandbox.ts';

// Usage telemetry goes to the sandbox's collector, which logs a line per batch below (every 15 s, spec §9).
process.env.TELEMETRY_CONNECTION_STRING ??= sandboxTelemetryConnectionString();

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
