/**
 * The header the sandbox's test controls (server.ts: the reset and the faults) need (#40): a page on another
 * site can make a browser send them a plain POST (a form, or fetch in no-cors mode), but not one with a header
 * of its own without a CORS preflight, which the sandbox does not grant for them. Tests and scripts send
 * {@link SANDBOX_CONTROL_HEADERS}.
 */
export const SANDBOX_CONTROL_HEADER = 'x-sandbox-control';
export const SANDBOX_CONTROL_HEADERS = { [SANDBOX_CONTROL_HEADER]: 'ja' } as const;
