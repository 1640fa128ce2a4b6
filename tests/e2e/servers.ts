/**
 * The browser tests' servers: one e2e server (scripts/e2e-server.ts: the built portal, the sandbox API and the
 * test eID) per Playwright worker, each on ports of its own, so no worker ever sees another's data or
 * sign-ins. Worker n's ports are the first worker's plus n × 100; the first worker's are PREVIEW_PORT (4173),
 * SANDBOX_API_PORT (4180) and EID_PORT (4190), so two checkouts can still run the suite side by side.
 */

/**
 * How many workers run the browser tests: E2E_WORKERS, or four (playwright.config.ts): the fault matrix's rows,
 * which mostly wait, in two of them, and the phone's and the desktop's files in whichever is free.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? '4') || 4);

export interface E2ePorts {
  portal: number;
  api: number;
  eid: number;
}

const WORKER_PORT_STEP = 100;

export function e2ePortsOf(workerIndex: number): E2ePorts {
  const step = WORKER_PORT_STEP * workerIndex;
  return {
    portal: Number(process.env.PREVIEW_PORT ?? '4173') + step,
    api: Number(process.env.SANDBOX_API_PORT ?? '4180') + step,
    eid: Number(process.env.EID_PORT ?? '4190') + step,
  };
}

/** The environment that puts an e2e server on `ports`. */
export const e2eServerEnv = (ports: E2ePorts): Record<string, string> => ({
  PREVIEW_PORT: String(ports.portal),
  SANDBOX_API_PORT: String(ports.api),
  EID_PORT: String(ports.eid),
});

/**
 * This worker's server (Playwright numbers a worker's slot in TEST_PARALLEL_INDEX, kept by a worker that
 * replaces one after a failure); the first server outside a worker (the config, the reporters).
 */
export const OWN_PORTS = e2ePortsOf(Number(process.env.TEST_PARALLEL_INDEX ?? '0'));
/** This worker's portal, as the browser reaches it. */
export const PORTAL = `http://localhost:${String(OWN_PORTS.portal)}`;
/** This worker's sandbox API, reached directly (its test controls under /__sandbox), not through the portal. */
export const SANDBOX_API = `http://127.0.0.1:${String(OWN_PORTS.api)}`;
/** This worker's test eID (its test controls under /__eid). */
export const EID = `http://localhost:${String(OWN_PORTS.eid)}`;
