import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The local certificate authority and the localhost certificate `npm run serve:prod` serves https with (#42),
 * made with Debian's `openssl` the first time they are needed and reused after that. They live in `.certs/` in
 * the checkout (git-ignored), or where SKOGPORTAL_TLS_DIR points (e.g. one directory for several checkouts, so a
 * browser trusts one authority). The authority signs nothing but this one certificate; its key never leaves the
 * directory (mode 0600).
 */

/** Where the files are kept by default, relative to the checkout. */
export const DEFAULT_TLS_DIR = '.certs';

export interface LocalTls {
  /** The authority's certificate: what a browser or NODE_EXTRA_CA_CERTS is told to trust. */
  caCertificate: string;
  /** localhost's certificate followed by nothing else (the authority is the trusted root). */
  certificate: string;
  key: string;
}

export const tlsDirFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(env.SKOGPORTAL_TLS_DIR ?? DEFAULT_TLS_DIR);

const files = (dir: string): LocalTls & { caKey: string } => ({
  caCertificate: join(dir, 'ca.pem'),
  caKey: join(dir, 'ca.key'),
  certificate: join(dir, 'localhost.pem'),
  key: join(dir, 'localhost.key'),
});

/** The certificate is valid for a year; a new one is made when less than a week of it is left. */
const LEAF_DAYS = 365;
const CA_DAYS = 3650;
const RENEW_WHEN_SECONDS_LEFT = 7 * 24 * 3600;

function openssl(args: string[], cwd: string): void {
  const result = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (result.error) {
    throw new Error(
      `Fant ikke openssl, som lager det lokale sertifikatet: installer den med \`sudo apt-get install openssl\` (${result.error.message})`,
    );
  }
  if (result.status !== 0) throw new Error(`openssl ${args[0] ?? ''} feilet: ${result.stderr}`);
}

/** Whether `certificate` is still valid for at least `seconds` (openssl x509 -checkend). */
function validFor(certificate: string, seconds: number): boolean {
  try {
    execFileSync('openssl', ['x509', '-checkend', String(seconds), '-noout', '-in', certificate], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/** Whether `certificate` chains to the authority `ca` (a certificate made by another authority does not). */
function signedBy(certificate: string, ca: string): boolean {
  return (
    spawnSync('openssl', ['verify', '-CAfile', ca, '-purpose', 'sslserver', certificate], { stdio: 'ignore' })
      .status === 0
  );
}

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** A new authority in `work` (ca.pem, ca.key). */
function makeAuthority(work: string): void {
  openssl(
    [
      'req',
      '-x509',
      ...EC_KEY,
      '-days',
      String(CA_DAYS),
      '-subj',
      '/O=Skogportalen lokal utvikling/CN=Skogportalen lokal CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE,pathlen:0',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
    ],
    work,
  );
}

/** A new localhost certificate in `work` (localhost.pem, localhost.key), signed by the authority in `caDir`. */
function makeLeaf(work: string, caDir: string): void {
  writeFileSync(
    join(work, 'localhost.ext'),
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      '',
    ].join('\n'),
  );
  openssl(
    ['req', '-new', ...EC_KEY, '-subj', '/CN=localhost', '-keyout', 'localhost.key', '-out', 'localhost.csr'],
    work,
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'localhost.csr',
      '-CA',
      join(caDir, 'ca.pem'),
      '-CAkey',
      join(caDir, 'ca.key'),
      '-CAcreateserial',
      '-CAserial',
      join(work, 'ca.srl'),
      '-days',
      String(LEAF_DAYS),
      '-sha256',
      '-extfile',
      'localhost.ext',
      '-out',
      'localhost.pem',
    ],
    work,
  );
}

/**
 * The authority and the localhost certificate in `dir`: those already there when they are still good (so a
 * browser that trusts the authority keeps trusting it), else new ones. Made in a directory beside `dir` and
 * moved into place file by file, so two servers starting at once never read half a file.
 */
export function ensureLocalTls(dir: string = tlsDirFromEnv()): LocalTls {
  const paths = files(dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const work = mkdtempSync(join(dir, '.new-'));
  try {
    const authorityGood =
      existsSync(paths.caKey) &&
      existsSync(paths.caCertificate) &&
      validFor(paths.caCertificate, 30 * 24 * 3600);
    if (!authorityGood) makeAuthority(work);
    const caDir = authorityGood ? dir : work;
    const leafGood =
      authorityGood &&
      existsSync(paths.key) &&
      existsSync(paths.certificate) &&
      validFor(paths.certificate, RENEW_WHEN_SECONDS_LEFT) &&
      signedBy(paths.certificate, paths.caCertificate);
    if (!leafGood) makeLeaf(work, caDir);
    const made = [
      ...(authorityGood ? [] : ['ca.key', 'ca.pem']),
      ...(leafGood ? [] : ['localhost.key', 'localhost.pem']),
    ];
    for (const name of made) {
      // Keys for this user only; nginx reads them as the user who starts it (its master process).
      chmodSync(join(work, name), name.endsWith('.key') ? 0o600 : 0o644);
      renameSync(join(work, name), join(dir, name));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { caCertificate: paths.caCertificate, certificate: paths.certificate, key: paths.key };
}
