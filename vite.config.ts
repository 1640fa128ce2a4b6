/// <reference types="vitest/config" />
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { runtimeConfigFromEnv, sandboxPorts } from './config/runtime-config.ts';
import { securityHeaders } from './config/security-headers.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

/** Serves `/config.json` (the runtime configuration) from the environment in dev and preview. */
function runtimeConfig(): Plugin {
  const body = JSON.stringify(runtimeConfigFromEnv(), null, 2);
  const serve = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    });
  };
  return { name: 'skogportal-runtime-config', configureServer: serve, configurePreviewServer: serve };
}

const ports = sandboxPorts();
const apiProxy = {
  '/api': {
    target: process.env.SANDBOX_API_URL ?? `http://127.0.0.1:${String(ports.api)}`,
    changeOrigin: true,
  },
};

export default defineConfig({
  plugins: [react(), runtimeConfig()],
  define: {
    __APP_NAME__: JSON.stringify(pkg.name),
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: { host: 'localhost', port: ports.portal, strictPort: true, proxy: apiProxy },
  preview: {
    host: 'localhost',
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    strictPort: true,
    proxy: apiProxy,
    headers: securityHeaders(runtimeConfigFromEnv()),
  },
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: {
    globals: false,
    env: { TZ: 'Europe/Oslo' },
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/app/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'sandbox/**/*.test.ts',
            'tests/sandbox-*/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'config/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
