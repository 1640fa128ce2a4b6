import { configChangeControl } from './e2e-config.ts';
import { simulatedRelease } from './e2e-release.ts';
import { startSandbox } from './sandbox.ts';

// The browser tests' server: the built app as `npm start` serves it (the same config.json, telemetry
// included), on ports apart from `npm start`'s (tests/e2e/servers.ts gives each Playwright worker its own).
// A test that needs a setting changed changes only that one, for itself: config.json's settings through
// tests/e2e/fixtures.ts and scripts/e2e-config.ts, the eID's access token lifetime through its test control.
process.env.SANDBOX_API_PORT ??= '4180';
process.env.EID_PORT ??= '4190';
process.env.PREVIEW_PORT ??= '4173';

const sandbox = await startSandbox('preview', {
  plugins: [configChangeControl(), simulatedRelease()],
  testControls: true,
});
console.log(`e2e sandbox ready on ${sandbox.portalUrl}`);

const stop = () => {
  void sandbox.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
