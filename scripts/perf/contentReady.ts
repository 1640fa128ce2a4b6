import { setTimeout as sleep } from 'node:timers/promises';
import { TargetType, type Browser, type CDPSession, type Page, type Target } from 'puppeteer-core';

/** The element that is the page's primary content, found as a person (or a screen reader) would name it. */
export type ContentReadyCheck =
  /** A button (or role="button") whose text or aria-label is `name`. */
  | { kind: 'button'; name: string }
  /** An input or textarea whose label reads `label` (MUI's required asterisk aside). */
  | { kind: 'field'; label: string }
  /** An h1 whose text matches the regular expression `pattern`. */
  | { kind: 'heading'; pattern: string };

/**
 * DevTools throttling of a mid-range phone on a slow mobile network, the figures Lighthouse's mobile preset
 * names (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU), applied as they are: DevTools throttles
 * per request, so 150 ms here is one round trip per request, without connection set-up.
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** Lighthouse's mobile screen (a Moto G Power). */
export const PHONE_VIEWPORT = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** How long the content may take to show, and the worker to install the app, before the run fails. */
const READY_TIMEOUT_MS = 60_000;
const SERVICE_WORKER_TIMEOUT_MS = 120_000;
const PICK_UP_INTERVAL_MS = 200;

interface ProbeWindow extends Window {
  __perfContentReady?: number;
  __perfFound?: () => boolean;
  __perfTick?: () => void;
}

/**
 * Runs in the page before its own scripts, in every new document of the tab. It checks in each animation
 * frame, before the frame is painted, whether the content is there and visible, and keeps performance.now()
 * (milliseconds since the navigation started) of the first frame where it is. A frame cannot run while the
 * main thread is busy, so the time includes the long tasks before the content could be painted.
 *
 * The function is serialised into the page: it holds no named functions, which the TypeScript runner (tsx)
 * would wrap in a helper that does not exist there.
 */
function contentReadyProbe(origin: string, check: ContentReadyCheck): void {
  if (window.top !== window || window.location.origin !== origin) return;
  const probe = window as ProbeWindow;
  const pattern = check.kind === 'heading' ? new RegExp(check.pattern) : null;
  probe.__perfFound = () => {
    let candidates: Element[];
    if (check.kind === 'button') {
      candidates = Array.from(document.querySelectorAll('button, [role="button"]')).filter(
        (element) =>
          (element.getAttribute('aria-label') ?? element.textContent).replace(/\s+/g, ' ').trim() ===
          check.name,
      );
    } else if (check.kind === 'field') {
      candidates = Array.from(
        document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
      ).filter((element) =>
        Array.from(element.labels ?? []).some(
          (label) => label.textContent.replace(/\*/g, '').replace(/\s+/g, ' ').trim() === check.label,
        ),
      );
    } else {
      candidates = Array.from(document.querySelectorAll('h1')).filter(
        (element) => pattern?.test(element.textContent.replace(/\s+/g, ' ').trim()) ?? false,
      );
    }
    return candidates.some((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    });
  };
  probe.__perfTick = () => {
    if (probe.__perfContentReady !== undefined) return;
    if (probe.__perfFound?.()) {
      probe.__perfContentReady = performance.now();
    } else {
      requestAnimationFrame(() => {
        probe.__perfTick?.();
      });
    }
  };
  requestAnimationFrame(() => {
    probe.__perfTick?.();
  });
}

/** The origin's service workers, throttled as the page; `settled` waits until their own requests are done. */
interface ThrottledWorkers {
  settled: () => Promise<void>;
  release: () => Promise<void>;
}

/** How long the workers' network must stay quiet to count as settled, and how long that may take at most. */
const WORKER_QUIET_MS = 1000;
const WORKER_SETTLE_TIMEOUT_MS = 60_000;

/**
 * Throttles the network of the origin's service worker as the page's: requests the worker makes (its install,
 * and the API calls and config.json it passes on for the page) are its own, not the page's. The conditions
 * hold as long as the session that set them is attached. A worker that starts after this may make its first
 * requests before they are set.
 *
 * It also counts the workers' requests in flight. After its install the worker still fetches the files the
 * first visit names to it (src/offline/cacheFirstVisit.ts, some only once that page was quiet, the telemetry
 * SDK among them); on the throttled line a return visit made at that moment waits behind them (config.json
 * took 0.8 s instead of 0.2 s). A person's return visit comes later, so the warm visit waits for
 * `settled`: no request of the worker's in flight for {@link WORKER_QUIET_MS}.
 */
async function throttleServiceWorkers(browser: Browser, origin: string): Promise<ThrottledWorkers> {
  const sessions: CDPSession[] = [];
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  const throttle = async (target: Target) => {
    if (target.type() !== TargetType.SERVICE_WORKER || new URL(target.url()).origin !== origin) return;
    const session = await target.createCDPSession();
    sessions.push(session);
    const worker = String(sessions.length);
    const key = (requestId: string) => `${worker}:${requestId}`;
    const done = (requestId: string) => {
      inFlight.delete(key(requestId));
      lastActivity = Date.now();
    };
    session.on('Network.requestWillBeSent', (event) => {
      inFlight.add(key(event.requestId));
      lastActivity = Date.now();
    });
    session.on('Network.loadingFinished', (event) => {
      done(event.requestId);
    });
    session.on('Network.loadingFailed', (event) => {
      done(event.requestId);
    });
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditionsByRule', {
      matchedNetworkConditions: [
        {
          urlPattern: '',
          offline: false,
          latency: THROTTLING.latencyMs,
          downloadThroughput: THROTTLING.downloadBytesPerSecond,
          uploadThroughput: THROTTLING.uploadBytesPerSecond,
        },
      ],
    });
  };
  const onTarget = (target: Target) => {
    // A worker can stop before it is attached to; there is nothing to throttle then.
    throttle(target).catch(() => undefined);
  };
  browser.on('targetcreated', onTarget);
  await Promise.all(browser.targets().map((target) => throttle(target).catch(() => undefined)));
  return {
    settled: async () => {
      const deadline = Date.now() + WORKER_SETTLE_TIMEOUT_MS;
      while (inFlight.size > 0 || Date.now() - lastActivity < WORKER_QUIET_MS) {
        if (Date.now() > deadline) {
          throw new Error(
            `Service workeren ble ikke ferdig med sine forespørsler innen ${String(WORKER_SETTLE_TIMEOUT_MS / 1000)} s`,
          );
        }
        await sleep(100);
      }
    },
    release: async () => {
      browser.off('targetcreated', onTarget);
      await Promise.allSettled(sessions.map((session) => session.detach()));
    },
  };
}

/** Opens `url` and waits for the probe's time; the page must stay on the route (not be sent to sign in). */
async function visit(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: READY_TIMEOUT_MS });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ready: number | undefined;
  while (ready === undefined && Date.now() < deadline) {
    // The probe keeps the time in the page; picking it up later does not change it. Read with page.evaluate,
    // not waitForFunction: its poller compiles the function with new Function, which the portal's CSP
    // (no 'unsafe-eval', Trusted Types) may refuse.
    ready = await page.evaluate(() => (window as ProbeWindow).__perfContentReady).catch(() => undefined);
    if (ready === undefined) await sleep(PICK_UP_INTERVAL_MS);
  }
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(url).pathname) {
    throw new Error(`Siden for ${url} endte på ${landed} (ikke innlogget?)`);
  }
  if (ready === undefined) {
    throw new Error(`Hovedinnholdet på ${url} ble ikke synlig innen ${String(READY_TIMEOUT_MS / 1000)} s`);
  }
  return ready;
}

/**
 * Drops the renderer's in-memory copies of earlier responses (switching the cache off does that, as Lighthouse
 * does), which the HTTP cache's clearing leaves: a visit later in the day starts without them.
 */
async function evictMemoryCache(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  await session.send('Network.disable');
}

/**
 * The visit's requests and User Timing marks in the order they started (PERF_TIMELINE=1), to find what the
 * content waits for: start and end in ms since the navigation, and where a request was answered from.
 */
async function timeline(page: Page): Promise<string> {
  const entries = await page.evaluate(() =>
    performance
      .getEntries()
      .filter((entry) => ['navigation', 'resource', 'mark', 'measure', 'paint'].includes(entry.entryType))
      .map((entry) => ({
        name: entry.name.replace(window.location.origin, ''),
        type: entry.entryType,
        start: entry.startTime,
        end: entry.startTime + entry.duration,
        from:
          entry instanceof PerformanceResourceTiming
            ? entry.workerStart > 0
              ? 'worker'
              : entry.transferSize > 0
                ? 'network'
                : 'cache'
            : '',
      })),
  );
  return entries
    .sort((a, b) => a.start - b.start)
    .map(
      (entry) =>
        `${entry.start.toFixed(0).padStart(6)} ${entry.end.toFixed(0).padStart(6)}  ${entry.type.padEnd(10)} ${entry.from.padEnd(7)} ${entry.name}`,
    )
    .join('\n');
}

export interface ContentReadyTimes {
  coldMs: number;
  warmMs: number;
}

/**
 * "Content ready" for `url` in `page` (a tab that is signed in when the route needs it), under DevTools
 * throttling on a phone-sized screen: cold, as a first visit (HTTP cache, service worker and Cache Storage
 * cleared; session storage kept, it holds the sign-in), then warm, as a return visit in the same tab once the
 * service worker has installed the app and is active.
 */
export async function measureContentReady(
  browser: Browser,
  page: Page,
  url: string,
  check: ContentReadyCheck,
): Promise<ContentReadyTimes> {
  const origin = new URL(url).origin;
  const session = await page.createCDPSession();
  const probe = await page.evaluateOnNewDocument(contentReadyProbe, origin, check);
  const workers = await throttleServiceWorkers(browser, origin);
  try {
    await page.bringToFront();
    await page.setViewport(PHONE_VIEWPORT);
    await page.emulateCPUThrottling(THROTTLING.cpuSlowdown);
    await page.emulateNetworkConditions({
      latency: THROTTLING.latencyMs,
      download: THROTTLING.downloadBytesPerSecond,
      upload: THROTTLING.uploadBytesPerSecond,
    });

    await page.goto('about:blank');
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    const coldTrace = process.env.PERF_TIMELINE
      ? `.lighthouse/cold-${new URL(url).pathname.replaceAll('/', '_')}.trace.json`
      : null;
    if (coldTrace) await page.tracing.start({ path: coldTrace, screenshots: false });
    const coldMs = await visit(page, url);
    if (coldTrace) await page.tracing.stop();

    const active = await page.evaluate(
      (timeoutMs: number) =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise<boolean>((resolve) => {
            setTimeout(() => {
              resolve(false);
            }, timeoutMs);
          }),
        ]),
      SERVICE_WORKER_TIMEOUT_MS,
    );
    if (!active) {
      throw new Error(
        `Service workeren ble ikke aktiv på ${url} innen ${String(SERVICE_WORKER_TIMEOUT_MS / 1000)} s`,
      );
    }

    await workers.settled();
    await page.goto('about:blank');
    await evictMemoryCache(session);
    // PERF_TIMELINE=1: DevTools traces of both visits, for what the main thread does.
    const traced = process.env.PERF_TIMELINE
      ? `.lighthouse/warm-${new URL(url).pathname.replaceAll('/', '_')}.trace.json`
      : null;
    if (traced) await page.tracing.start({ path: traced, screenshots: false });
    const warmMs = await visit(page, url);
    if (traced) await page.tracing.stop();
    // The worker does not claim the page it was installed from (config/pwa.ts): the return visit is the first
    // one it answers.
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      throw new Error(`Returbesøket på ${url} ble ikke besvart av service workeren`);
    }
    if (process.env.PERF_TIMELINE) console.log(`${url} warm:\n${await timeline(page)}`);
    return { coldMs, warmMs };
  } finally {
    await page.removeScriptToEvaluateOnNewDocument(probe.identifier);
    await page.emulateNetworkConditions(null);
    await page.emulateCPUThrottling(null);
    await page.setViewport(null);
    await workers.release();
    await session.detach();
  }
}
