import { sandboxTelemetryConnectionString } from '../config/runtime-config.ts';
import { simulatedRelease } from './e2e-release.ts';
import { startSandbox } from './sandbox.ts';

// The browser tests' server: the built app under its security headers, on ports apart from `npm start`.
process.env.SANDBOX_API_PORT ??= '4180';
process.env.EID_PORT ??= '4190';
process.env.PREVIEW_PORT ??= '4173';
// Short access tokens, so every browser test renews them for real (src/auth): renewed 5 s before they expire,
// and the sign-in checked with the eID every 5 s (tests/e2e/session.spec.ts waits for that).
process.env.EID_ACCESS_TOKEN_TTL_SECONDS ??= '15';
process.env.OIDC_RENEW_BEFORE_EXPIRY_SECONDS ??= '5';
process.env.OIDC_SESSION_CHECK_SECONDS ??= '5';
// Usage telemetry to the sandbox's collector, in batches every 2 s rather than the spec's 15 s, so
// tests/e2e/telemetry.spec.ts sees batches and a retry within its time.
process.env.TELEMETRY_CONNECTION_STRING ??= sandboxTelemetryConnectionString();
process.env.TELEMETRY_BATCH_INTERVAL_MS ??= '2000';

const sandbox = await startSandbox('preview', { plugins: [simulatedRelease()] });
console.log(`e2e sandbox ready on ${sandbox.portalUrl}`);

const stop = () => {
  void sandbox.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
