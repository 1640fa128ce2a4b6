import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/*
 * What a page is doing: its requests under way, and when it has come to rest (used by the fault matrix and the
 * screens spec, which visit many pages and must know when each has shown what it fetched).
 */

/** Requests of one kind under way in the page, and when the last of them left or ended. */
interface RequestsSeen {
  underWay: Set<Request>;
  lastChange: number;
}

function followRequests(page: Page, include: (request: Request) => boolean): RequestsSeen {
  const seen: RequestsSeen = { underWay: new Set(), lastChange: Date.now() };
  page.on('request', (request) => {
    if (!include(request)) return;
    seen.underWay.add(request);
    seen.lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (seen.underWay.delete(request)) seen.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return seen;
}

/**
 * What the matrix follows in a page: token renewals, and the requests behind what the page shows. The test eID
 * rotates refresh tokens and revokes the sign-in when a spent one is used again after its reuse interval; the
 * cells do not lean on that interval: a reload must not cut a renewal off halfway (the answer with the new
 * token would be lost). The usage statistics' batches are sent in the background and are not what the page
 * shows (a batch that hangs must not hold up a cell).
 */
const followed = new WeakMap<Page, { renewals: RequestsSeen; shown: RequestsSeen }>();

export function followPage(page: Page): void {
  const pathOf = (request: Request) => new URL(request.url()).pathname;
  followed.set(page, {
    renewals: followRequests(
      page,
      (request) => request.method() === 'POST' && pathOf(request).endsWith('/token'),
    ),
    shown: followRequests(page, (request) => !pathOf(request).startsWith('/telemetry/')),
  });
}

export function followedIn(page: Page) {
  const seen = followed.get(page);
  if (!seen) throw new Error('followPage(page) først');
  return seen;
}

/** Waits until none of `seen` is under way, nor has been for `quietMs`; names what never ends. */
export async function quiet(seen: RequestsSeen, quietMs: number): Promise<void> {
  const giveUpAt = Date.now() + 30_000;
  while (seen.underWay.size > 0 || Date.now() - seen.lastChange < quietMs) {
    if (Date.now() > giveUpAt) {
      const pending = [...seen.underWay].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`Forespørsler som ikke ble ferdige på 30 s: ${pending.join(', ')}`);
    }
    // A wait in the test process: the page is not asked anything (each of Playwright's waits is a message to the
    // browser, twenty a second here).
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The page has loaded and fetched what it shows: no request under way for half a second, and no spinner left.
 * A request that never ends fails the cell and is named.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await quiet(followedIn(page).shown, 500);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}
