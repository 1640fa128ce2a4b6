import { createServer, preview, type PluginOption } from 'vite';
import { sandboxEnv, sandboxPorts } from '../config/runtime-config.ts';
import { eidLifetimesFromEnv, startEid } from '../sandbox/eid/server.ts';
import { startSandboxApi } from '../sandbox/api/server.ts';

export interface RunningSandbox {
  portalUrl: string;
  stop: () => Promise<void>;
}

/**
 * The port of each kind of portal server: the dev server on PORT (5173), the built app on PREVIEW_PORT
 * (4173). Apart on purpose: the built app's service worker stays registered for its origin, and on the dev
 * server's origin it would keep answering with the built app instead of the hot-reloading one.
 */
export const portalPortFor = (mode: 'dev' | 'preview'): number =>
  mode === 'dev' ? sandboxPorts().portal : Number(process.env.PREVIEW_PORT ?? 4173);

/**
 * Starts the test eID, the sandbox API and the portal (Vite dev server, or `vite preview` of the built app
 * in dist/ with the production security headers, /sw.js and the manifest) on localhost, with the ports of
 * config/runtime-config.ts. Usage telemetry goes to the sandbox's collector unless TELEMETRY_CONNECTION_STRING
 * says otherwise. The e2e server adds `plugins` to vite.config.ts's and the eID's test control
 * (`testControls`); the configuration served is the same as `npm start`'s.
 */
export async function startSandbox(
  mode: 'dev' | 'preview',
  { plugins = [], testControls = false }: { plugins?: PluginOption[]; testControls?: boolean } = {},
): Promise<RunningSandbox> {
  // vite.config.ts reads config.json's settings from process.env.
  Object.assign(process.env, sandboxEnv());
  const ports = sandboxPorts();
  const portalPort = portalPortFor(mode);
  const portalUrl = `http://localhost:${String(portalPort)}`;
  const eid = await startEid({
    port: ports.eid,
    portalOrigins: [portalUrl],
    ...eidLifetimesFromEnv(),
    testControls,
  });
  const api = await startSandboxApi({
    port: ports.api,
    issuer: eid.issuer,
    revocations: eid.revocations,
    portalOrigins: [portalUrl],
  });
  const portal =
    mode === 'dev'
      ? await createServer({ plugins, server: { port: portalPort } }).then((server) => server.listen())
      : await preview({ plugins, preview: { port: portalPort } });
  return {
    portalUrl,
    stop: async () => {
      await Promise.allSettled([portal.close(), api.close(), eid.close()]);
    },
  };
}
