import { startSandboxServices } from './sandbox.ts';

/**
 * The test eID and the sandbox API without a portal server, for a portal that something else serves: nginx in
 * tests/e2e/deploy.spec.ts, which restarts it with another release while these keep the sign-in and the data.
 * Run with tsx (the sandbox's modules need its resolution, which Playwright's loader lacks):
 *   EID_PORT=4202 SANDBOX_API_PORT=4201 PORTAL_ORIGINS=http://127.0.0.1:4200 tsx scripts/sandbox-services.ts
 * Prints a line with «klar» when both answer; stops on SIGTERM.
 */
const portalOrigins = (process.env.PORTAL_ORIGINS ?? '').split(',').filter((origin) => origin !== '');
if (portalOrigins.length === 0) {
  console.error('PORTAL_ORIGINS mangler: portalens opphav, f.eks. http://127.0.0.1:4200');
  process.exit(2);
}
const services = await startSandboxServices({
  portalOrigins,
  ports: { eid: Number(process.env.EID_PORT), api: Number(process.env.SANDBOX_API_PORT) },
});
console.log(
  `sandkassen klar: eID ${services.issuer}, API ${services.apiUrl}, for ${portalOrigins.join(', ')}`,
);

const stop = () => {
  void services.stop().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
