import type { RuntimeConfigJson } from './runtime-config.ts';
import { telemetryOrigin } from '../src/telemetryTarget.ts';
import { TRUSTED_TYPES_POLICIES } from '../src/security/trustedTypes.ts';
import { CSP_NONCE_PLACEHOLDER } from '../src/security/cspNonce.ts';

export { CSP_NONCE_PLACEHOLDER };

/**
 * The security headers for every response that serves the built portal, kept in one place. `vite preview`
 * applies them (vite.config.ts); a production host must send the same (docs/security.md).
 */
const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a path on this origin, covered by 'self'
  }
};

const tileOrigins = (template: string): string[] => {
  const origin = originOf(template.replace(/\{[a-z]\}/g, '0'));
  return origin ? [origin] : [];
};

/** The telemetry collector, only when telemetry is configured (and well-formed: else the portal will not start). */
const telemetryCollector = (telemetry: RuntimeConfigJson['telemetry']): string | null =>
  telemetryOrigin(typeof telemetry === 'string' ? telemetry : telemetry?.connectionString);

/**
 * The CSP for an answer whose styles carry `styleNonce` (src/security/cspNonce.ts). A server puts a new nonce
 * into each answer, the same in this header and in index.html; left as {@link CSP_NONCE_PLACEHOLDER} where the
 * nonce does not matter (the policy's other directives).
 */
export function contentSecurityPolicy(config: RuntimeConfigJson, styleNonce = CSP_NONCE_PLACEHOLDER): string {
  const api = originOf(config.apiBaseUrl);
  const eid = originOf(config.oidc.authority);
  const registry = originOf(config.propertyRegistryUrl);
  const municipalities = originOf(config.municipalityRegisterUrl);
  const telemetry = telemetryCollector(config.telemetry);
  const connect = ["'self'", api, eid, registry, municipalities, telemetry].filter(
    (value): value is string => value !== null,
  );
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // The stylesheet files, and the sheets MUI (Emotion) and notistack (goober) make at run time with the
    // answer's nonce; no 'unsafe-inline' (#42). React sets `style` through the CSSOM, which the CSP leaves be.
    'style-src': ["'self'", `'nonce-${styleNonce}'`],
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigins(config.mapTileUrl)],
    'font-src': ["'self'"],
    'connect-src': [...new Set(connect)],
    // The portal frames nothing: PDF previews are drawn on canvas by pdf.js.
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...(eid ? [eid] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [...TRUSTED_TYPES_POLICIES],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function securityHeaders(
  config: RuntimeConfigJson,
  styleNonce = CSP_NONCE_PLACEHOLDER,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, styleNonce),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing of the portal is for another site to load (#42): its files, config.json and pages are its own.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * Cache-Control for index.html, also when it answers as the SPA fallback (/login/bankId, /timberContract...).
 * The page names the chunks of the current release, so a browser asks again each time (a copy after a release
 * would ask for chunks that are gone). no-cache rather than no-store: the page holds nothing of the person (the
 * data comes from the API, which sends no-store), and no-store would keep it out of the back/forward cache.
 * The hashed files under /assets may be cached as usual.
 */
export const HTML_CACHE_CONTROL = 'no-cache';

/** Whether a response with this Content-Type is an HTML page. */
export const isHtmlContentType = (contentType: unknown): boolean =>
  typeof contentType === 'string' && /^text\/html\b/i.test(contentType);
