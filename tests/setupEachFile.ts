import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { createRequire } from 'node:module';
import { sandboxServer, resetSandbox } from './sandboxServer';
import { runtimeConfigFromEnv } from '../config/runtime-config';
import { parsePortalConfig, setPortalConfig } from '../src/config';
import type { Messages } from '@lingui/core';
import { activateLocale, i18n } from '../src/i18n/i18n';
import { dropWaitingToasts } from '../src/components/toasts/toasts';

// The whole suite runs its files side by side on a small CI machine, where a page that fetches through the
// in-process sandbox can take longer than Testing Library's default second to show what a findBy waits for.
configure({ asyncUtilTimeout: 3000 });

// The configuration main.tsx sets at start-up: the sandbox's, as `npm start` serves it (map tiles and the
// property registry stand-in are answered in-process by the sandbox handlers).
setPortalConfig(parsePortalConfig(runtimeConfigFromEnv({})));

// package.json overrides @napi-rs/canvas (pdf.js's optional native canvas) with an empty module. jsdom takes
// any module it can load under that name as its canvas and builds `new Canvas.Image()` for every <img src>,
// so an <img> (the logo in the header) crashed the test DOM. Give the empty module an Image; jsdom loads no
// images in tests (no `resources` option), so it is never drawn.
const emptyCanvas = createRequire(import.meta.url)('@napi-rs/canvas') as { Image?: unknown };
emptyCanvas.Image ??= class Image {
  src: unknown = null;
};

// jsdom has no layout and no Element.scrollIntoView; a page that brings what its address names into view
// would throw. Scrolling is left to the browser tests.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// jsdom runs a page's animation frames on one Node interval, started when a frame is first asked for. A file
// that faked the timers then took that interval with it, and no later file's frames (nor its focus moves after
// them) ever ran: the app's files share the page (vite.config.ts). Each file's frames run on timers of their own.
const frames = new Map<number, ReturnType<typeof setTimeout>>();
let lastFrame = 0;
globalThis.requestAnimationFrame = window.requestAnimationFrame = (callback) => {
  lastFrame += 1;
  const handle = lastFrame;
  frames.set(
    handle,
    setTimeout(() => {
      frames.delete(handle);
      callback(performance.now());
    }, 1000 / 60),
  );
  return handle;
};
globalThis.cancelAnimationFrame = window.cancelAnimationFrame = (handle) => {
  clearTimeout(frames.get(handle));
  frames.delete(handle);
};

// The portal speaks Norwegian, as main.tsx starts it for a Norwegian browser (#43): the tests' texts are the
// Norwegian ones. A test in English switches with activateLocale and back (tests/i18n.tsx).
// Every area's Norwegian texts, as the pages' routes would load them (a test in English loads its area's with
// loadTexts).
await activateLocale('nb', { remember: false });
const norwegian = import.meta.glob<{ messages: Messages }>('../src/locales/nb/*.po');
for (const catalog of await Promise.all(Object.values(norwegian).map((load) => load()))) {
  i18n.load('nb', catalog.messages);
}

// Component tests talk to the sandbox API in-process; a request no handler knows is a test error.
beforeAll(() => {
  // The app's test files share their worker's page (vite.config.ts): each starts from an empty one, as a new tab.
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.replaceChildren();
  document.title = '';
  sandboxServer.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  cleanup();
  // Each test's page is a new tab: no toast of the last one's still waiting to be shown.
  dropWaitingToasts();
  resetSandbox();
  window.sessionStorage.clear();
});
afterAll(() => {
  sandboxServer.close();
  // What a file changed of the shared page's clock, globals and objects ends with it.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
