/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: @lingui/react imports the shim (for
 * React 16 and 17), whose fallback code would be 0.8 kB gzip of the entry for nothing. vite.config.ts points
 * the import here.
 */
export { useSyncExternalStore } from 'react';
