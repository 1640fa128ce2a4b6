import type { RuntimeConfigJson } from './runtime-config.ts';

/**
 * The security headers for every response that serves the built portal, kept in one place. `vite preview`
 * applies them (vite.config.ts); a production host must send the same (README, "Security headers").
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

export function contentSecurityPolicy(config: RuntimeConfigJson): string {
  const api = originOf(config.apiBaseUrl);
  const eid = originOf(config.oidc.authority);
  const connect = ["'self'", api, eid].filter((value): value is string => value !== null);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // MUI/Emotion injects its styles at run time; inline styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigins(config.mapTileUrl)],
    'font-src': ["'self'"],
    'connect-src': [...new Set(connect)],
    // PDF previews are shown from blob: URLs.
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...(eid ? [eid] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: RuntimeConfigJson): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
