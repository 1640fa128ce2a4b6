import { vi } from 'vitest';

// The app's test files share their worker's libraries (React, MUI, jsdom's page is still new for each file:
// `isolate: false` in vite.config.ts), but each file gets the portal's own modules anew, as it would with
// isolation: what a module keeps (the signed-in user, a session cleared for good, the toast sink) never
// reaches the next file. The per-file setup is imported after the reset so that it, too, is new.
vi.resetModules();
await import('./setupEachFile');
