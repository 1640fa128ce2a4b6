/**
 * Trusted Types (the CSP's `require-trusted-types-for 'script'`): a script URL reaches the browser only through
 * this one named policy, which lets through scripts of the portal's own origin and nothing else. It is used
 * where the portal starts a script itself: the service worker and pdf.js's worker.
 */
export const TRUSTED_TYPES_POLICY = 'skogportal';

/** The policy the browser asks when a library hands plain text to an HTML sink (src/security/htmlPolicy.ts). */
export const HTML_POLICY = 'default';

/** The policies the CSP's trusted-types directive allows, and no others. */
export const TRUSTED_TYPES_POLICIES = [
  // Same-origin script URLs the portal starts itself: the service worker and pdf.js's worker.
  TRUSTED_TYPES_POLICY,
  // innerHTML written by leaflet, leaflet-geoman and MUI X's date fields, cleaned by DOMPurify.
  HTML_POLICY,
  // DOMPurify's own no-op policy, with which it parses (inertly) the markup it is about to clean.
  'dompurify',
] as const;

interface ScriptUrlPolicy {
  createScriptURL(url: string): TrustedScriptURL;
}

let policy: ScriptUrlPolicy | undefined;

function sameOrigin(url: string): string {
  const resolved = new URL(url, window.location.href);
  if (resolved.origin !== window.location.origin) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error for error tracking, never shown to a person
    throw new TypeError(`Bare skript fra portalen selv kan startes, ikke ${resolved.origin}`);
  }
  return resolved.href;
}

/**
 * `url` (a script of this site) as a TrustedScriptURL where the browser has Trusted Types, as a checked string
 * where it has not. Throws for a script from another origin.
 */
export function portalScriptUrl(url: string): TrustedScriptURL | string {
  const factory = window.trustedTypes;
  if (!factory) return sameOrigin(url);
  // A policy name can be created once per page; the CSP allows no second one.
  policy ??= factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: sameOrigin });
  return policy.createScriptURL(url);
}
