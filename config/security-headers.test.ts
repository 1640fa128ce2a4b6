import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from './runtime-config.ts';
import {
  contentSecurityPolicy,
  HTML_CACHE_CONTROL,
  isHtmlContentType,
  securityHeaders,
} from './security-headers.ts';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('security headers', () => {
  it('allow no inline or eval script and lock down objects, base and framing', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('require Trusted Types for every script sink, with the portal’s three policies only, and upgrade plain http', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
    expect(directive(csp, 'require-trusted-types-for')).toEqual(["'script'"]);
    // No 'allow-duplicates': a second policy of the same name (another 'default') is refused.
    expect(directive(csp, 'trusted-types')).toEqual(['skogportal', 'default', 'dompurify']);
    expect(csp.split('; ')).toContain('upgrade-insecure-requests');
  });

  it('let the portal’s own service worker (/sw.js) and web app manifest load, and no one else’s', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(directive(csp, 'manifest-src')).toEqual(["'self'"]);
  });

  it('allow styles from the portal’s files and the answer’s nonce only, never inline (#42)', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv({}), 'cmFuZG9tMTIzNDU2Nzg5MA==');
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'nonce-cmFuZG9tMTIzNDU2Nzg5MA=='"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('let the portal frame nothing (PDF previews are drawn on canvas)', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
  });

  it('let the portal reach exactly the API, the eID, the property and municipality registers and the map tiles', () => {
    const csp = contentSecurityPolicy(
      runtimeConfigFromEnv({
        API_BASE_URL: 'https://api.skog.example/v1',
        OIDC_AUTHORITY: 'https://eid.example/broker',
        MAP_TILE_URL: 'https://tiles.example/{z}/{y}/{x}.png',
        PROPERTY_REGISTRY_URL: 'https://registry.example/eiendom/v1',
        MUNICIPALITY_REGISTER_URL: 'https://kommuner.example/kommuneinfo/v1',
      }),
    );
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.skog.example',
      'https://eid.example',
      'https://registry.example',
      'https://kommuner.example',
    ]);
    expect(directive(csp, 'img-src')).toContain('https://tiles.example');
  });

  it('let the sandbox configuration reach the sandbox tiles and registry', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv({ SANDBOX_API_PORT: '4380' }));
    expect(directive(csp, 'img-src')).toContain('http://127.0.0.1:4380');
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:4380');
  });

  it('let the portal reach the telemetry collector only when telemetry is configured', () => {
    const env = { API_BASE_URL: '/api', PROPERTY_REGISTRY_URL: 'https://registry.example/eiendom/v1' };
    const without = directive(contentSecurityPolicy(runtimeConfigFromEnv(env)), 'connect-src');
    const connectionString =
      'InstrumentationKey=7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/';
    const withTelemetry = directive(
      contentSecurityPolicy(runtimeConfigFromEnv({ ...env, TELEMETRY_CONNECTION_STRING: connectionString })),
      'connect-src',
    );
    expect(without).not.toContain('https://westeurope-5.in.applicationinsights.azure.com');
    expect(withTelemetry).toEqual([...without, 'https://westeurope-5.in.applicationinsights.azure.com']);
  });

  it('let a bare instrumentation key reach the SDK’s default collector, and a malformed one reach nothing', () => {
    const connect = (telemetry: string) =>
      directive(
        contentSecurityPolicy(runtimeConfigFromEnv({ TELEMETRY_CONNECTION_STRING: telemetry })),
        'connect-src',
      );
    expect(connect('7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c')).toContain('https://dc.services.visualstudio.com');
    expect(connect('InstrumentationKey=nope;IngestionEndpoint=https://collector.example')).not.toContain(
      'https://collector.example',
    );
  });

  it('send HSTS, nosniff, a strict referrer policy and keep other sites out of the window and the files', () => {
    const headers = securityHeaders(runtimeConfigFromEnv({}));
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('have index.html asked for again every time, and know an HTML answer by its Content-Type', () => {
    expect(HTML_CACHE_CONTROL).toBe('no-cache');
    expect(isHtmlContentType('text/html;charset=utf-8')).toBe(true);
    expect(isHtmlContentType('text/html')).toBe(true);
    expect(isHtmlContentType('text/javascript')).toBe(false);
    expect(isHtmlContentType('application/json; charset=utf-8')).toBe(false);
    expect(isHtmlContentType(undefined)).toBe(false);
  });
});
