import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../src/domain/arrangementNotification.ts';
import { API_BODY_LIMIT_KIB, ATTACHMENT_LIMIT_BYTES, nginxConfig, type NginxOptions } from './nginx.ts';
import { runtimeConfigFromEnv } from './runtime-config.ts';

const options = (apiUpstream: string, apiCaFile?: string): NginxOptions => ({
  root: '/usr/share/nginx/html',
  config: runtimeConfigFromEnv({}),
  configJsonPath: '/etc/skogportal/config.json',
  listen: { host: '0.0.0.0', port: 8080 },
  apiUpstream,
  brotli: false,
  ...(apiCaFile ? { apiCaFile } : {}),
});

/** The directives of the /api location. */
const apiLocation = (conf: string): string => /location \/api\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';

describe('nginx configuration', () => {
  it('takes the attachment limit the portal checks, and a body that holds such a file as base64', () => {
    expect(ATTACHMENT_LIMIT_BYTES).toBe(ATTACHMENT_MAX_BYTES);
    expect(API_BODY_LIMIT_KIB * 1024).toBeGreaterThan((ATTACHMENT_MAX_BYTES * 4) / 3 + 64 * 1024);
    expect(apiLocation(nginxConfig(options('http://api:8080')))).toContain(
      `client_max_body_size ${String(API_BODY_LIMIT_KIB)}k;`,
    );
  });

  it('verifies an https API against the trusted authorities, by name and with SNI', () => {
    const api = apiLocation(nginxConfig(options('https://api.skog.example')));
    expect(api).toContain('proxy_ssl_verify on;');
    expect(api).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    expect(api).toContain('proxy_ssl_server_name on;');
    expect(apiLocation(nginxConfig(options('https://api.skog.example', '/etc/ssl/skog-ca.pem')))).toContain(
      'proxy_ssl_trusted_certificate /etc/ssl/skog-ca.pem;',
    );
    // Plain http inside the cluster has no TLS to verify.
    expect(apiLocation(nginxConfig(options('http://api:8080')))).not.toContain('proxy_ssl');
  });
});
