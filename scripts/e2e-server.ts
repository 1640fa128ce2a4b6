import { startSandbox } from './sandbox.ts';

// The browser tests' server: the built app under its security headers, on ports apart from `npm start`.
process.env.SANDBOX_API_PORT ??= '4180';
process.env.EID_PORT ??= '4190';
process.env.PREVIEW_PORT ??= '4173';

const sandbox = await startSandbox('preview');
console.log(`e2e sandbox ready on ${sandbox.portalUrl}`);

const stop = () => {
  void sandbox.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
