import DOMPurify from 'dompurify';
import { HTML_POLICY } from './trustedTypes';

/**
 * Trusted Types' `default` policy: the browser hands it any plain string written to an HTML sink, and what it
 * returns is written instead. Leaflet (its inline-SVG check as it loads, the zoom buttons, the attribution,
 * tooltips, divIcons), leaflet-geoman (its action buttons) and MUI X's date fields (each typed digit) write
 * innerHTML; here DOMPurify cleans it, so markup stays and script does not. Script sinks get no rule: the
 * browser refuses them. Loaded with DOMPurify (not in the entry) by `afterHtmlPolicy`, before those libraries.
 */
export function sanitiseHtml(html: string): string {
  // A plain string: the browser makes the TrustedHTML from what the policy returns.
  return DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: false });
}

let installed = false;

/** Creates the `default` policy, once; without Trusted Types (or in tests) there is nothing to create. */
export function installHtmlPolicy(): void {
  const factory = window.trustedTypes;
  if (installed || !factory) return;
  factory.createPolicy(HTML_POLICY, { createHTML: sanitiseHtml });
  installed = true;
}
