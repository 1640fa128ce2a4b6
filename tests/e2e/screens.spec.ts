import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, transitionsEnded } from './fixtures';
import { designProblems, smallTargets } from './designChecks';
import { chooseAccount, isPhone, signInAs, signInOncePerFile } from './helpers';
import { followPage, settled } from './pageActivity';
import { ROUTE_VISITS, gotoWithSession, type RouteVisit } from './routes';
import { PATHS } from '../../src/paths';

/**
 * Every screen of the route table, in the phone's and the desktop's viewport, as a person who may use it, once
 * it has fetched what it shows: its heading and no error, its menu within reach, nothing wider than the screen
 * (no sideways scrolling), and no axe violation, with full motion. The journeys run once, in the viewport their
 * people mostly use (helpers.ts, onceOnTheDesktop), and with less motion; this is where each of their pages is seen
 * in the other viewport, and moving.
 */

signInOncePerFile();

// With full motion (the journeys run as a person who asked for less, playwright.config.ts): every screen with its
// transitions and turning spinners, on the phone and the desktop.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

/** The screens of one person (and account), visited in turn in one tab, as that person moves through them. */
const groups: { title: string; routes: RouteVisit[] }[] = [
  {
    title: 'Nils (ukjent) sine sider',
    routes: ROUTE_VISITS.filter((route) => route.person === 'Nils Ny'),
  },
  {
    title: 'Per (entreprenør) sin side',
    routes: ROUTE_VISITS.filter((route) => route.person === 'Per Berg'),
  },
  {
    title: 'Siri (regnskapsfører) sin side',
    routes: ROUTE_VISITS.filter((route) => route.person === 'Siri Dahl'),
  },
  {
    title: 'Karis kontraktsider',
    routes: ROUTE_VISITS.filter(
      (route) => route.person === 'Kari Nordmann' && route.path.startsWith(PATHS.contracts),
    ),
  },
  {
    title: 'Karis andre sider',
    routes: ROUTE_VISITS.filter(
      (route) => route.person === 'Kari Nordmann' && !route.path.startsWith(PATHS.contracts),
    ),
  },
];

test('hver rute i rutetabellen er med i én gruppe', () => {
  const grouped = groups.flatMap((group) => group.routes.map((route) => route.path));
  expect(grouped.toSorted()).toEqual(ROUTE_VISITS.map((route) => route.path).toSorted());
});

/**
 * Goes to `path` inside the running portal, as its links and menus do (the router follows the address; the page
 * is not loaded anew), so the screens cost a page's data and code, not a start of the whole portal each. A page
 * that needs session state of its own (a chosen contract) is opened anew with it instead.
 */
async function openInTheApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** What the person sees of one screen once it has come to rest. */
async function expectScreen(page: Page, route: RouteVisit): Promise<void> {
  await settled(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('Noe gikk galt');
  await expect(page.getByRole('button', { name: 'Prøv igjen' })).toHaveCount(0);
  if (!route.public) {
    const menu = isPhone(page)
      ? page.getByRole('button', { name: 'Meny' })
      : page.getByRole('navigation', { name: 'Hovedmeny' });
    await expect(menu).toBeVisible();
  }
  await expectAccessible(page);
  await expectDesigned(page, route);
}

/**
 * The design pass's checks (designChecks.ts): on the phone at 360 px and again at 320 px (the same page, the
 * viewport narrowed: a phone turned smaller, not a page loaded anew), on the desktop at 1280 px; axe at each
 * width (#39: axe clean at every width).
 */
async function expectDesigned(page: Page, route: RouteVisit): Promise<void> {
  const phone = isPhone(page);
  const problems = await designProblems(page, { phone });
  if (phone && !route.public) {
    // The menu panel's own links and buttons, opened and closed again.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Meny' });
    const close = page.getByRole('banner').getByRole('button', { name: 'Lukk' });
    await toggle.click();
    await expect(close).toBeVisible();
    problems.push(...(await smallTargets(page, 'header')).map((problem) => `menyen: ${problem}`));
    await close.click();
    await expect(toggle).toBeVisible();
  }
  const viewport = page.viewportSize();
  if (phone && viewport) {
    await page.setViewportSize({ width: 320, height: viewport.height });
    try {
      await transitionsEnded(page);
      problems.push(...(await designProblems(page, { phone })));
      await expectAccessible(page);
    } finally {
      await page.setViewportSize(viewport);
    }
  }
  expect(problems, 'det personen ser').toEqual([]);
}

for (const group of groups) {
  test(group.title, async ({ page }) => {
    // A few seconds a screen, on a loaded machine more: the bound is for a screen that hangs.
    test.setTimeout(60_000 + group.routes.length * 20_000);
    const [first] = group.routes;
    if (!first) throw new Error(`${group.title}: ingen ruter`);
    followPage(page);
    await signInAs(page, first.person);
    if (first.account) await chooseAccount(page, first.account);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Every screen is seen, and every one that fails is named, not only the first.
    const failures: string[] = [];
    for (const route of group.routes) {
      await test.step(route.path, async () => {
        try {
          if (route.session) await gotoWithSession(page, route.path, { session: route.session });
          else await openInTheApp(page, route.path);
          await expectScreen(page, route);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          failures.push(`${route.path}: ${message.split('\n').slice(0, 60).join('\n')}`);
        }
      });
    }
    expect(failures, group.title).toEqual([]);
  });
}
