import { createServer, preview } from 'vite';
import { sandboxPorts } from '../config/runtime-config.ts';
import { eidLifetimesFromEnv, startEid } from '../sandbox/eid/server.ts';
import { startSandboxApi } from '../sandbox/api/server.ts';

export interface RunningSandbox {
  portalUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the test eID, the sandbox API and the portal (Vite dev server, or `vite preview` of the built app
 * with the production security headers) on localhost, with the ports of config/runtime-config.ts.
 */
export async function startSandbox(mode: 'dev' | 'preview'): Promise<RunningSandbox> {
  const ports = sandboxPorts();
  const portalPort = mode === 'dev' ? ports.portal : Number(process.env.PREVIEW_PORT ?? 4173);
  const portalUrl = `http://localhost:${String(portalPort)}`;
  const eid = await startEid({ port: ports.eid, portalOrigins: [portalUrl], ...eidLifetimesFromEnv() });
  const api = await startSandboxApi({ port: ports.api, issuer: eid.issuer, portalOrigins: [portalUrl] });
  const portal =
    mode === 'dev'
      ? await createServer({ server: { port: portalPort } }).then((server) => server.listen())
      : await preview({ preview: { port: portalPort } });
  return {
    portalUrl,
    stop: async () => {
      await Promise.allSettled([portal.close(), api.close(), eid.close()]);
    },
  };
}
