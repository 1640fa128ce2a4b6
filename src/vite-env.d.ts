/// <reference types="vite/client" />

declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/** A Lingui PO catalog, compiled by @lingui/vite-plugin when imported (src/i18n/i18n.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
