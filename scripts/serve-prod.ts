import { runtimeConfigFromEnv, sandboxEnv, sandboxPorts } from '../config/runtime-config.ts';
import { eidLifetimesFromEnv, startEid } from '../sandbox/eid/server.ts';
import { startSandboxApi } from '../sandbox/api/server.ts';
import { startNginx } from './nginx-server.ts';

/**
 * `npm run serve:prod`: the built portal (dist/) served by nginx as in production (config/nginx.ts), on
 * localhost against the sandbox API and the test eID. SERVE_PROD_PORT moves the portal (default 8080).
 */
const ports = sandboxPorts();
const portalPort = Number(process.env.SERVE_PROD_PORT ?? 8080);
const portalUrl = `http://localhost:${String(portalPort)}`;
const eid = await startEid({ port: ports.eid, portalOrigins: [portalUrl], ...eidLifetimesFromEnv() });
const api = await startSandboxApi({ port: ports.api, issuer: eid.issuer, revocations: eid.revocations });
const nginx = await startNginx({
  port: portalPort,
  host: 'localhost',
  config: runtimeConfigFromEnv(sandboxEnv()),
  apiUpstream: `http://127.0.0.1:${String(ports.api)}`,
});
console.log(
  `\nSkogportalen (nginx) kjører på ${portalUrl}  (sandkasse-API og test-BankID startet; Ctrl-C stopper alt)\n`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void Promise.allSettled([nginx.stop(), api.close(), eid.close()]).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
