import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findChromium, findNginx } from './tools';

describe('the tools the browser tests need', () => {
  it('names a CHROMIUM_PATH that leads nowhere, and says how to get a Chromium', () => {
    const found = findChromium({ CHROMIUM_PATH: '/nonexistent' });
    expect(found).toEqual({ missing: expect.stringContaining('CHROMIUM_PATH=/nonexistent') as string });
    expect(found).toEqual({ missing: expect.stringContaining('apt-get install chromium') as string });
    expect(found).toEqual({ missing: expect.stringContaining('npx playwright install chromium') as string });
  });

  it.runIf(existsSync('/usr/bin/chromium'))('finds Debian’s Chromium when nothing else is asked for', () => {
    expect(findChromium({})).toEqual({ path: '/usr/bin/chromium' });
  });

  it('names an NGINX_BIN that leads nowhere, and says how to get nginx', () => {
    const found = findNginx({ NGINX_BIN: '/nonexistent' });
    expect(found).toEqual({ missing: expect.stringContaining('NGINX_BIN=/nonexistent') as string });
    expect(found).toEqual({ missing: expect.stringContaining('apt-get install nginx') as string });
  });

  it('`CHROMIUM_PATH=/nonexistent npm test` stops within seconds, before any stage, with the message', async () => {
    const started = Date.now();
    // Its own process group, so a check that let the whole run start could be stopped with all it started.
    const child = spawn('npm', ['test'], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, 30_000);
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    clearTimeout(timer);
    expect(output).toContain('Fant ingen Chromium på CHROMIUM_PATH=/nonexistent');
    expect(output).not.toContain('⏱');
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
