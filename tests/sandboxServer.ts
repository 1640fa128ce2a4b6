import { setupServer } from 'msw/node';
import { createSandboxHandlers } from '../sandbox/api/handlers.ts';
import { createSandboxStore, type SandboxStore } from '../sandbox/api/store.ts';

/** The sandbox API in-process for Vitest: fresh seeded data for every test. */
let store: SandboxStore = createSandboxStore();
export const sandboxServer = setupServer(...createSandboxHandlers(() => store));

export function resetSandbox(): void {
  store = createSandboxStore();
  sandboxServer.resetHandlers();
}

export const sandboxStore = (): SandboxStore => store;
