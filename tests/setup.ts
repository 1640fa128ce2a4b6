import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { sandboxServer, resetSandbox } from './sandboxServer';

// Component tests talk to the sandbox API in-process; a request no handler knows is a test error.
beforeAll(() => {
  sandboxServer.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  cleanup();
  resetSandbox();
  window.sessionStorage.clear();
});
afterAll(() => {
  sandboxServer.close();
});
