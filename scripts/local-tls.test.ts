import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureLocalTls } from './local-tls';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'skogportal-local-tls-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const text = (certificate: string) =>
  execFileSync('openssl', ['x509', '-noout', '-text', '-in', certificate], { encoding: 'utf8' });
const verifies = (certificate: string, ca: string) =>
  spawnSync('openssl', ['verify', '-CAfile', ca, '-purpose', 'sslserver', certificate], { encoding: 'utf8' })
    .status === 0;

describe('the local certificate authority of serve:prod', () => {
  it('makes an authority and a localhost certificate it signed, the keys readable by their owner only', () => {
    const dir = newDir();
    const tls = ensureLocalTls(join(dir, 'certs'));
    expect(verifies(tls.certificate, tls.caCertificate)).toBe(true);
    const leaf = text(tls.certificate);
    expect(leaf).toContain('DNS:localhost');
    expect(leaf).toContain('IP Address:127.0.0.1');
    expect(leaf).toContain('TLS Web Server Authentication');
    expect(leaf).toContain('CA:FALSE');
    expect(text(tls.caCertificate)).toContain('CA:TRUE');
    expect(statSync(tls.key).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'certs', 'ca.key')).mode & 0o777).toBe(0o600);
  });

  it('reuses both on later runs, so a browser that trusts the authority keeps trusting it', () => {
    const dir = join(newDir(), 'certs');
    const first = ensureLocalTls(dir);
    const before = [first.caCertificate, first.certificate, first.key].map((file) =>
      readFileSync(file, 'utf8'),
    );
    const second = ensureLocalTls(dir);
    expect(
      [second.caCertificate, second.certificate, second.key].map((file) => readFileSync(file, 'utf8')),
    ).toEqual(before);
  });

  it('makes a new localhost certificate when the one there was not signed by the authority, and keeps the authority', () => {
    const dir = join(newDir(), 'certs');
    const other = ensureLocalTls(join(newDir(), 'other'));
    const tls = ensureLocalTls(dir);
    const authority = readFileSync(tls.caCertificate, 'utf8');
    // Another authority's certificate in its place (e.g. copied from elsewhere).
    execFileSync('cp', [other.certificate, tls.certificate]);
    execFileSync('cp', [other.key, tls.key]);
    expect(verifies(tls.certificate, tls.caCertificate)).toBe(false);
    ensureLocalTls(dir);
    expect(verifies(tls.certificate, tls.caCertificate)).toBe(true);
    expect(readFileSync(tls.caCertificate, 'utf8')).toBe(authority);
  });
});
