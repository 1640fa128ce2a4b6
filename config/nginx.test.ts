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

describe('nginx: the route preloads', () => {
  it("sends each address's modulepreload Link with index.html, matched without case, and nothing elsewhere", () => {
    const conf = nginxConfig({
      ...options('http://api:8080'),
      routePreloads: { '/timberContract': ['/assets/a.js', '/assets/b.js'], '/login/bankId': [] },
    });
    expect(conf).toContain(
      '"~*^/timberContract/?(\\\\?.*)?$" "</assets/a.js>; rel=modulepreload; crossorigin, </assets/b.js>; rel=modulepreload; crossorigin";',
    );
    expect(conf).not.toContain('login/bankId');
    expect(/location = \/index\.html \{([^}]*)\}/.exec(conf)?.[1]).toContain(
      'add_header Link $route_preload_1;',
    );
  });

  it('splits a long Link into several headers, each short enough for nginx to read (4 KiB per parameter)', () => {
    const files = Array.from({ length: 120 }, (_, index) => `/assets/chunk-${String(index)}-AbCdEfGh.js`);
    const conf = nginxConfig({ ...options('http://api:8080'), routePreloads: { '/myForest': files } });
    const values = [...conf.matchAll(/"~\*\^\/myForest[^"]*" "([^"]*)";/g)].map((match) => match[1] ?? '');
    expect(values.length).toBeGreaterThan(1);
    expect(values.every((value) => value.length < 4096)).toBe(true);
    expect(values.join(', ')).toBe(
      files.map((file) => `<${file}>; rel=modulepreload; crossorigin`).join(', '),
    );
    expect(/location = \/index\.html \{([^}]*)\}/.exec(conf)?.[1]).toContain(
      `add_header Link $route_preload_${String(values.length)};`,
    );
  });
});

describe('nginx: https (serve:prod)', () => {
  const tls = { certificate: '/certs/localhost.pem', key: '/certs/localhost.key' };
  /** The server blocks, in order. */
  const servers = (conf: string) => conf.split(/\n {2}server \{\n/).slice(1);

  it('serves https with the certificate, and plain http without it', () => {
    const conf = nginxConfig({ ...options('http://api:8080'), tls });
    expect(conf).toContain('listen 0.0.0.0:8080 ssl;');
    expect(conf).toContain('ssl_certificate /certs/localhost.pem;');
    expect(conf).toContain('ssl_certificate_key /certs/localhost.key;');
    expect(conf).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    const plain = nginxConfig(options('http://api:8080'));
    expect(plain).toContain('listen 0.0.0.0:8080;');
    expect(plain).not.toContain('ssl_certificate');
    expect(servers(plain)).toHaveLength(1);
  });

  it('redirects plain http to the same host and path over https, naming the public port, without HSTS', () => {
    const withPort = nginxConfig({
      ...options('http://api:8080'),
      listen: { host: 'localhost', port: 8443 },
      tls: { ...tls, redirectFrom: { host: 'localhost', port: 8080 } },
    });
    const [redirect, portal] = servers(withPort);
    expect(redirect).toContain('listen localhost:8080;');
    expect(redirect).toContain('return 301 https://$host:8443$request_uri;');
    expect(redirect).not.toContain('Strict-Transport-Security');
    expect(portal).toContain('listen localhost:8443 ssl;');
    expect(portal).toContain(
      'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    );
    const on443 = nginxConfig({
      ...options('http://api:8080'),
      tls: { ...tls, redirectFrom: { host: '127.0.0.1', port: 8081 }, publicPort: 443 },
    });
    expect(servers(on443)[0]).toContain('return 301 https://$host$request_uri;');
  });
});
