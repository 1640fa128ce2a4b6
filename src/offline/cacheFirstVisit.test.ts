import { describe, expect, it } from 'vitest';
import {
  buildFiles,
  cacheWhatThisPageLoads,
  type CacheUrlsMessage,
  type PageAndWorker,
} from './cacheFirstVisit';

const PORTAL = 'https://skog.example.no';

/** The browser as the test plays it: what the page loads, whether a worker controls it, and what is sent. */
function page({ controlled = false, worker = true } = {}) {
  let loaded: ((urls: string[]) => void) | undefined;
  const sent: string[][] = [];
  const state = { controlled };
  const fakeWorker = {} as ServiceWorker;
  const environment: PageAndWorker = {
    origin: PORTAL,
    controlled: () => state.controlled,
    activeWorker: () => Promise.resolve(worker ? fakeWorker : null),
    observeLoads: (callback) => {
      loaded = callback;
    },
    send: (to: ServiceWorker, message: CacheUrlsMessage) => {
      expect(to).toBe(fakeWorker);
      expect(message.type).toBe('CACHE_URLS');
      sent.push(message.payload.urlsToCache);
      return Promise.resolve(true);
    },
  };
  return {
    environment,
    state,
    sent,
    load: async (...paths: string[]) => {
      loaded?.(paths.map((path) => new URL(path, PORTAL).href));
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('the files a page names to the worker', () => {
  it('are the build’s own files: same origin, under /assets/, each once', () => {
    expect(
      buildFiles(
        [
          `${PORTAL}/assets/pdf-abc.js`,
          `${PORTAL}/assets/pdf.worker.min-def.mjs`,
          `${PORTAL}/assets/LeafletMap-ghi.css`,
          `${PORTAL}/assets/pdf-abc.js`,
        ],
        PORTAL,
      ),
    ).toEqual([
      `${PORTAL}/assets/pdf-abc.js`,
      `${PORTAL}/assets/pdf.worker.min-def.mjs`,
      `${PORTAL}/assets/LeafletMap-ghi.css`,
    ]);
  });

  it('never include the API, the configuration, the sign-in or another origin', () => {
    expect(
      buildFiles(
        [
          `${PORTAL}/api/contracts?accountId=acc-kari`,
          `${PORTAL}/config.json`,
          `${PORTAL}/index.html`,
          'https://eid.example.no/assets/login.js',
          'https://tiles.example.no/assets/1/2/3.png',
        ],
        PORTAL,
      ),
    ).toEqual([]);
  });
});

describe('a page no worker controls (the first visit)', () => {
  it('names what it has loaded, and what it loads later, to the active worker', async () => {
    const visit = page();
    cacheWhatThisPageLoads(visit.environment);
    await visit.load('/assets/index-a.js', '/api/user', '/assets/ContractListPage-b.js');
    await visit.load('/assets/pdf-c.js', '/assets/pdf.worker.min-d.mjs');
    expect(visit.sent).toEqual([
      [`${PORTAL}/assets/index-a.js`, `${PORTAL}/assets/ContractListPage-b.js`],
      [`${PORTAL}/assets/pdf-c.js`, `${PORTAL}/assets/pdf.worker.min-d.mjs`],
    ]);
  });

  it('sends nothing for loads that are not the build’s files', async () => {
    const visit = page();
    cacheWhatThisPageLoads(visit.environment);
    await visit.load('/api/contracts', '/config.json');
    expect(visit.sent).toEqual([]);
  });

  it('stops naming files once a worker controls it (its requests reach the worker then)', async () => {
    const visit = page();
    cacheWhatThisPageLoads(visit.environment);
    visit.state.controlled = true;
    await visit.load('/assets/pdf-c.js');
    expect(visit.sent).toEqual([]);
  });

  it('sends nothing while there is no worker', async () => {
    const visit = page({ worker: false });
    cacheWhatThisPageLoads(visit.environment);
    await visit.load('/assets/pdf-c.js');
    expect(visit.sent).toEqual([]);
  });
});

describe('a page a worker controls', () => {
  it('leaves caching to the worker’s routes and watches nothing', async () => {
    const visit = page({ controlled: true });
    cacheWhatThisPageLoads(visit.environment);
    visit.state.controlled = false;
    await visit.load('/assets/pdf-c.js');
    expect(visit.sent).toEqual([]);
  });
});
