import { existsSync } from 'node:fs';
import type { RuntimeConfigJson } from './runtime-config.ts';
import { CSP_NONCE_PLACEHOLDER, HTML_CACHE_CONTROL, securityHeaders } from './security-headers.ts';
import { linkHeader, type RoutePreloads } from './route-preload-links.ts';

/**
 * The production server's configuration (nginx), generated from the same header source as `vite preview`
 * (security-headers.ts), so the two cannot drift. `npm run serve:prod` and the Dockerfile write it with
 * {@link nginxConfig}.
 */

/** Vite's content-hashed files: a new release gets new names, so a year and `immutable` are safe. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The certificate authorities nginx trusts for an https API by default: Debian's (the ca-certificates package). */
export const DEFAULT_API_CA_FILE = '/etc/ssl/certs/ca-certificates.crt';

/**
 * The portal's attachment limit (ATTACHMENT_MAX_BYTES of src/domain/arrangementNotification.ts, which loads
 * dayjs and so cannot be imported by the config scripts; config/nginx.test.ts keeps the two equal).
 */
export const ATTACHMENT_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * The largest request body /api takes: an attachment at the portal's limit travels as base64 in JSON, a third
 * larger, and the rest of the body (the notification's texts) gets 1 MiB beside it.
 */
export const API_BODY_LIMIT_KIB = Math.ceil((Math.ceil(ATTACHMENT_LIMIT_BYTES / 3) * 4 + 1024 * 1024) / 1024);

/** Debian's brotli module, loaded only where it is installed (`libnginx-mod-http-brotli-filter`). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface NginxOptions {
  /** The built portal (dist/). */
  root: string;
  /**
   * The previous release's build (its `assets/`), kept beside this one: a hashed file this release lacks is
   * served from there, so a tab opened before the deploy still gets its pages' code (#42). Without it such a
   * file is a 404, and the portal says «Skogportalen er oppdatert».
   */
  previousRoot?: string;
  /** The runtime configuration the portal reads from /config.json; also decides the CSP. */
  config: RuntimeConfigJson;
  /** Where /config.json is written for nginx to serve. */
  configJsonPath: string;
  listen: { host: string; port: number };
  /** Where /api goes, e.g. 'http://127.0.0.1:5180' (the sandbox) or the cooperative's API. */
  apiUpstream: string;
  /**
   * For an https `apiUpstream`: the PEM file of the certificate authorities its certificate must chain to
   * (default {@link DEFAULT_API_CA_FILE}).
   */
  apiCaFile?: string;
  /** A writable directory for nginx's pid, logs and temporary files (so it runs without root). */
  runtimeDir?: string;
  /**
   * Where nginx logs: files in `runtimeDir` (default), or the container's way, the access log to stdout and
   * errors to stderr.
   */
  logTo?: 'runtimeDir' | 'stdio';
  /** Load the brotli module if installed (default: when the module file exists). */
  brotli?: boolean;
  /** Each address's first-render chunks (the build's route-preloads.json), sent as `Link` with the HTML. */
  routePreloads?: RoutePreloads;
  /**
   * Serve https on `listen` (`npm run serve:prod`), with this certificate and key, and HSTS on its answers.
   * Without it nginx serves plain http: the image's way, behind an ingress that ends TLS, whose answers reach
   * the browser over https and so carry HSTS too (docs/production-server.md).
   */
  tls?: NginxTls;
}

export interface NginxTls {
  /** PEM: the server's certificate (and any intermediates). */
  certificate: string;
  key: string;
  /** A plain-http listener that answers every request with a redirect to the same path over https. */
  redirectFrom?: { host: string; port: number };
  /**
   * The https port the redirect names, as the browser reaches it (default `listen`'s port): another where a
   * port is forwarded, and none for 443.
   */
  publicPort?: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The security headers, with `always` so error answers carry them too; repeated in every location that adds a header, since nginx does not inherit add_header into such a location. */
const headerLines = (headers: Record<string, string>, indent: string) =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');

const COMPRESSIBLE =
  'text/css application/javascript application/json image/svg+xml application/manifest+json text/plain';

/**
 * /api: the answers carry personal data, so no browser or proxy may keep them, whatever the API sends. An
 * https API is verified like a browser would (chain to a trusted authority, the name in the certificate, SNI),
 * so a wrong DNS answer or a proxy in between cannot read or change what the portal sends.
 */
function apiLocation(apiUpstream: string, caFile: string): string[] {
  const tls = /^https:\/\//i.test(apiUpstream)
    ? [
        'proxy_ssl_verify on;',
        `proxy_ssl_trusted_certificate ${caFile};`,
        'proxy_ssl_verify_depth 4;',
        'proxy_ssl_server_name on;',
        'proxy_ssl_protocols TLSv1.2 TLSv1.3;',
      ]
    : [];
  return [
    `proxy_pass ${apiUpstream};`,
    'proxy_set_header Host $proxy_host;',
    ...tls,
    `client_max_body_size ${String(API_BODY_LIMIT_KIB)}k;`,
    'proxy_hide_header Cache-Control;',
    'add_header Cache-Control "no-store" always;',
  ];
}

/** nginx reads no configuration parameter longer than 4 KiB: a longer `Link` is sent as several headers. */
const LINK_PART_MAX_CHARS = 3000;

/** `files` as `Link` header values of at most {@link LINK_PART_MAX_CHARS} each. */
function linkParts(files: readonly string[]): string[] {
  const parts: string[][] = [[]];
  for (const file of files) {
    const current = parts[parts.length - 1] ?? [];
    if (current.length > 0 && linkHeader([...current, file]).length > LINK_PART_MAX_CHARS) parts.push([file]);
    else current.push(file);
  }
  return parts.filter((part) => part.length > 0).map((part) => linkHeader(part));
}

/**
 * `$route_preload_1`, `_2`, …: the modulepreload `Link` for the address asked for, in parts nginx can read.
 * By `$request_uri` (the address as sent, before try_files turns it into /index.html), without case and with
 * an optional trailing slash, as React Router matches; empty (no header: nginx leaves out an empty
 * add_header) for any other address. Returns the maps and the add_header lines for the HTML.
 */
function routePreloadMaps(preloads: RoutePreloads): { maps: string[]; headers: string[] } {
  const routes = Object.entries(preloads)
    .filter(([, files]) => files.length > 0)
    .map(([path, files]) => ({
      pattern: path === '/' ? '^/(\\?.*)?$' : `^${escapeRegex(path)}/?(\\?.*)?$`,
      parts: linkParts(files),
    }));
  const count = Math.max(0, ...routes.map((route) => route.parts.length));
  const maps: string[] = [];
  const headers: string[] = [];
  for (let index = 0; index < count; index++) {
    const variable = `$route_preload_${String(index + 1)}`;
    maps.push(`  map $request_uri ${variable} {`, '    default "";');
    for (const route of routes) {
      const part = route.parts[index];
      if (part) maps.push(`    ${quote(`~*${route.pattern}`)} ${quote(part)};`);
    }
    maps.push('  }');
    headers.push(`add_header Link ${variable};`);
  }
  return { maps, headers };
}

/** The http listener of {@link NginxTls.redirectFrom}: a permanent redirect to https, the same host and path. */
function redirectServer(tls: NginxTls, httpsPort: number): string[] {
  if (!tls.redirectFrom) return [];
  const port = tls.publicPort ?? httpsPort;
  return [
    '  server {',
    `    listen ${tls.redirectFrom.host}:${String(tls.redirectFrom.port)};`,
    // $host is the name asked for, without its port. No HSTS here: a browser ignores it over http.
    `    return 301 https://$host${port === 443 ? '' : `:${String(port)}`}$request_uri;`,
    '  }',
  ];
}

export function nginxConfig(options: NginxOptions): string {
  const { root, config, configJsonPath, listen, apiUpstream, runtimeDir, tls } = options;
  const brotli = options.brotli ?? existsSync(BROTLI_MODULE);
  // Each answer's style nonce is its request id (32 random hex digits), written into index.html too.
  const headers = securityHeaders(config, '$request_id');
  const preloads = routePreloadMaps(options.routePreloads ?? {});
  const location = (pattern: string, body: string[], cacheControl?: string) =>
    [
      `    location ${pattern} {`,
      ...body.map((line) => `      ${line}`),
      // Not `always`: a 404 for a missing asset must not be kept for a year.
      ...(cacheControl ? [`      add_header Cache-Control ${quote(cacheControl)};`] : []),
      headerLines(headers, '      '),
      '    }',
    ].join('\n');
  const stdio = options.logTo === 'stdio';
  const errorLog = stdio
    ? ['error_log stderr warn;']
    : runtimeDir
      ? [`error_log ${runtimeDir}/error.log warn;`]
      : [];
  const accessLog = stdio
    ? ['  access_log /dev/stdout;']
    : runtimeDir
      ? [`  access_log ${runtimeDir}/access.log;`]
      : [];
  const temp = [...(runtimeDir ? [`pid ${runtimeDir}/nginx.pid;`] : []), ...errorLog];
  const tempPaths = runtimeDir
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${runtimeDir}/${name};`,
      )
    : [];

  return [
    '# Generated by config/nginx.ts from config/security-headers.ts: do not edit by hand.',
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    ...temp,
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  types { application/manifest+json webmanifest; }',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  server_tokens off;',
    ...accessLog,
    ...tempPaths,
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_min_length 1024;',
    `  gzip_types ${COMPRESSIBLE};`,
    ...(brotli ? ['  brotli on;', `  brotli_types ${COMPRESSIBLE};`] : []),
    ...preloads.maps,
    ...(tls ? redirectServer(tls, listen.port) : []),
    '  server {',
    `    listen ${listen.host}:${String(listen.port)}${tls ? ' ssl' : ''};`,
    ...(tls
      ? [
          `    ssl_certificate ${tls.certificate};`,
          `    ssl_certificate_key ${tls.key};`,
          '    ssl_protocols TLSv1.2 TLSv1.3;',
          '    ssl_prefer_server_ciphers off;',
          '    ssl_session_cache shared:tls:1m;',
          '    ssl_session_tickets off;',
        ]
      : []),
    `    root ${root};`,
    location('/api/', apiLocation(apiUpstream, options.apiCaFile ?? DEFAULT_API_CA_FILE)),
    // For the load balancer's and Kubernetes' probes: nginx is up and serving (not the API, not the eID).
    location(
      '= /healthz',
      ['access_log off;', 'default_type text/plain;', 'return 200 "ok\\n";'],
      'no-store',
    ),
    // Vite's build manifest lists every file of the build: nothing the portal needs, a map for anyone else.
    location('^~ /.vite/', ['return 404;']),
    location(
      '/assets/',
      [`try_files $uri ${options.previousRoot ? '@previous_release' : '=404'};`],
      HASHED_ASSET_CACHE_CONTROL,
    ),
    ...(options.previousRoot
      ? [
          location(
            '@previous_release',
            [`root ${options.previousRoot};`, 'try_files $uri =404;'],
            HASHED_ASSET_CACHE_CONTROL,
          ),
        ]
      : []),
    location('= /config.json', [`alias ${configJsonPath};`], 'no-cache'),
    location('= /sw.js', ['try_files $uri =404;'], 'no-cache'),
    location(
      '= /index.html',
      [
        ...preloads.headers,
        `sub_filter ${quote(CSP_NONCE_PLACEHOLDER)} '$request_id';`,
        'sub_filter_once on;',
        // Never "304 Not Modified" for the page: the browser would keep the last body (its nonce) under this
        // answer's CSP.
        'etag off;',
        'if_modified_since off;',
      ],
      HTML_CACHE_CONTROL,
    ),
    // A file that exists is served; any other path is a route of the SPA, answered by index.html.
    location('/', ['try_files $uri /index.html;'], undefined),
    '  }',
    '}',
    '',
  ].join('\n');
}
