import type { PluginOption } from 'vite';
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

export interface RunningSandboxServices {
  /** The test eID's issuer. */
  issuer: string;
  /** The sandbox API's address. */
  apiUrl: string;
  stop: () => Promise<void>;
}

/**
 * The test eID and the sandbox API, which accept sign-ins and telemetry from `portalOrigins`, on the ports of
 * config/runtime-config.ts unless given: what every way of serving the portal locally starts beside it
 * (`vite preview` and the dev server below, nginx in `npm run serve:prod` and scripts/sandbox-services.ts).
 */
export async function startSandboxServices({
  portalOrigins,
  ports = sandboxPorts(),
  testControls = false,
}: {
  portalOrigins: string[];
  ports?: { eid: number; api: number };
  testControls?: boolean;
}): Promise<RunningSandboxServices> {
  const eid = await startEid({ port: ports.eid, portalOrigins, ...eidLifetimesFromEnv(), testControls });
  const api = await startSandboxApi({
    port: ports.api,
    issuer: eid.issuer,
    revocations: eid.revocations,
    portalOrigins,
  });
  return {
    issuer: eid.issuer,
    apiUrl: api.url,
    stop: async () => {
      await Promise.allSettled([api.close(), eid.close()]);
    },
  };
}

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
  const services = await startSandboxServices({ portalOrigins: [portalUrl], ports, testControls });
  // Vite only here: the other scripts that start the sandbox services (nginx's) need none of it.
  const { createServer, preview } = await import('vite');
  const portal =
    mode === 'dev'
      ? await createServer({ plugins, server: { port: portalPort } }).then((server) => server.listen())
      : await preview({ plugins, preview: { port: portalPort } });
  return {
    portalUrl,
    stop: async () => {
      await Promise.allSettled([portal.close(), services.stop()]);
    },
  };
}
