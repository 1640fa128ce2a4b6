import DOMPurify from 'dompurify';
import { reportError } from '../telemetry/errorTracking';
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
  const clean = DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: false });
  // Not silently (#40): markup the libraries above write passes unchanged, so anything taken out is a finding
  // (script in data, or a library doing something new). Reported by what was removed (element and attribute
  // names), never the markup, which may hold what a person typed. A use that removes nothing (each digit a date
  // field writes) is not reported: it would drown the findings.
  if (DOMPurify.removed.length > 0) {
    const removed = DOMPurify.removed.map((item) =>
      'attribute' in item ? `@${item.attribute?.name ?? '?'}` : item.element.nodeName.toLowerCase(),
    );
    reportError(new Error('Trusted Types: innhold tatt ut av HTML'), {
      location: 'Sikkerhet: Trusted Types-standardregelen',
      removed: [...new Set(removed)].sort().join(' '),
    });
  }
  return clean;
}

let installed = false;

/** Creates the `default` policy, once; without Trusted Types (or in tests) there is nothing to create. */
export function installHtmlPolicy(): void {
  const factory = window.trustedTypes;
  if (installed || !factory) return;
  factory.createPolicy(HTML_POLICY, { createHTML: sanitiseHtml });
  installed = true;
}
