import { runtimeConfigFromEnv, sandboxEnv, sandboxPorts } from '../config/runtime-config.ts';
import { ensureLocalTls } from './local-tls.ts';
import { startNginx } from './nginx-server.ts';
import { startSandboxServices } from './sandbox.ts';

/**
 * `npm run serve:prod`: the built portal (dist/) served by nginx as in production (config/nginx.ts), on
 * localhost against the sandbox API and the test eID. By default over https (#42) on SERVE_PROD_HTTPS_PORT
 * (8443), with a certificate from the local authority (scripts/local-tls.ts, made on first use in `.certs/`), and
 * plain http on SERVE_PROD_PORT (8080) redirecting there. SERVE_PROD_TLS=off serves plain http on
 * SERVE_PROD_PORT instead, as before.
 */
const ports = sandboxPorts();
const httpPort = Number(process.env.SERVE_PROD_PORT ?? 8080);
const httpsPort = Number(process.env.SERVE_PROD_HTTPS_PORT ?? 8443);
const useTls = process.env.SERVE_PROD_TLS !== 'off';
const localTls = useTls ? ensureLocalTls() : null;
const portalUrl = useTls ? `https://localhost:${String(httpsPort)}` : `http://localhost:${String(httpPort)}`;
const services = await startSandboxServices({ portalOrigins: [portalUrl], ports });
const nginx = await startNginx({
  port: useTls ? httpsPort : httpPort,
  host: 'localhost',
  config: runtimeConfigFromEnv(sandboxEnv()),
  apiUpstream: `http://127.0.0.1:${String(ports.api)}`,
  ...(localTls ? { tls: { ...localTls, redirectFrom: { host: 'localhost', port: httpPort } } } : {}),
});
console.log(
  [
    '',
    `Skogportalen (nginx) kjører på ${portalUrl}  (sandkasse-API og test-BankID startet; Ctrl-C stopper alt)`,
    ...(localTls
      ? [
          `http://localhost:${String(httpPort)} sender videre til https. Sertifikatet er laget av den lokale`,
          `sertifikatutstederen ${localTls.caCertificate}: la nettleseren stole på den, eller godta advarselen.`,
          'SERVE_PROD_TLS=off serverer vanlig http som før.',
        ]
      : []),
    '',
  ].join('\n'),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void Promise.allSettled([nginx.stop(), services.stop()]).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
