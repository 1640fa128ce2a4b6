import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { onceOnTheDesktop, signInAs } from './helpers';
import { followPage, settled } from './pageActivity';
import { ROUTE_VISITS, gotoWithSession, type RouteVisit } from './routes';
import { norwegianIn, type Finding } from './norwegianWords';
import { PATHS } from '../../src/paths';

/**
 * #43's check over the built portal in English: every route, as each person who can see it (the personas of
 * shared/design/personas.md), with the main dialogs that open cheaply, in a browser whose language is English.
 * On each screen the visible text (`innerText`, the `aria-label`, `title`, `placeholder` and `alt` of what is
 * shown, and the document's title), without the API's own messages (inside `lang="nb"`), is searched for the
 * portal's common Norwegian words and any word with æ, ø or å (tests/e2e/norwegianWords.ts, where the proper
 * names and the API's data that may stay Norwegian are listed, each with its reason). A test fails listing each
 * Norwegian word per route, with the text around it; every screen of the test is seen, not only the first that
 * fails. The test eID's page is checked too: the portal asks for it in English (`ui_locales=en`).
 *
 * Desktop only: the texts are the same on a phone (the phone's menu panel has the same labels).
 */

test.use({ locale: 'en-GB' });

onceOnTheDesktop('the texts are the same on a phone');

test.beforeEach(({}, testInfo) => {
  // A screen or two a second; the bound is for one that hangs.
  testInfo.setTimeout(90_000);
});

/** What the person sees on a screen, as text: what a check for Norwegian words reads. */
interface ScreenText {
  lang: string;
  text: string;
}

/**
 * The screen's visible text, the labels of what is shown and the document's title, without the elements whose
 * language is Norwegian (the API's own messages, the switch's «Norsk»). `<html lang>` is what the page says its
 * language is: on an English page, `en`.
 */
function screenText(page: Page): Promise<ScreenText> {
  return page.evaluate(() => {
    const norwegian = (element: Element): boolean => {
      const marked = element.closest('[lang]');
      return (
        marked !== null &&
        marked !== document.documentElement &&
        /^(nb|nn|no)\b/i.test(marked.getAttribute('lang') ?? '')
      );
    };
    let text = document.body.innerText;
    // The outermost Norwegian elements' text, taken out of the page's.
    for (const element of document.body.querySelectorAll<HTMLElement>('[lang]')) {
      if (!norwegian(element) || (element.parentElement && norwegian(element.parentElement))) continue;
      const own = element.innerText.trim();
      if (own !== '') text = text.replace(own, ' ');
    }
    const labels: string[] = [];
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (norwegian(element) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) labels.push(value);
      }
    }
    return {
      lang: document.documentElement.lang,
      text: [document.title, text, ...labels].join('\n'),
    };
  });
}

/** What the check found on one screen. */
interface Seen {
  screen: string;
  findings: Finding[];
  /** `<html lang>`, when it is not English. */
  wrongLang?: string;
}

/** The screens of one test, seen in turn. */
class Screens {
  readonly #seen: Seen[] = [];
  readonly page: Page;
  readonly person: string;

  constructor(page: Page, person: string) {
    this.page = page;
    this.person = person;
  }

  /** Reads the screen as it is now, under `screen` (its address, or a name for a dialog or another site). */
  async check(screen: string): Promise<void> {
    const { lang, text } = await screenText(this.page);
    const seen: Seen = { screen, findings: norwegianIn(text), ...(lang === 'en' ? {} : { wrongLang: lang }) };
    // A page that sent the person elsewhere (a role's forced page) is named by where it ended.
    const shown = new URL(this.page.url());
    const asked = screen.split(' ')[0] ?? '';
    if (asked.startsWith('/') && new URL(asked, shown).pathname !== shown.pathname) {
      seen.screen = `${screen} → ${shown.pathname}`;
    }
    this.#seen.push(seen);
  }

  /** Opens `path` and reads it once it has come to rest; a screen that does not load is a finding too. */
  async visit(path: string, options: { screen?: string; session?: Record<string, string> } = {}) {
    const screen = options.screen ?? path;
    try {
      if (options.session) await gotoWithSession(this.page, path, { session: options.session });
      else await openInTheApp(this.page, path);
      await restful(this.page);
      await this.check(screen);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      this.#seen.push({ screen, findings: [{ word: '(not checked)', context: message ?? '' }] });
    }
  }

  /**
   * Prints how many Norwegian words each screen has (a line per screen, «ok» for none), and fails listing
   * every Norwegian word per screen, with the text around each.
   */
  expectNoNorwegian(): void {
    const failing = this.#seen.filter((seen) => seen.findings.length > 0 || seen.wrongLang);
    const lines = this.#seen.map(
      (seen) =>
        `  ${seen.findings.length === 0 && !seen.wrongLang ? '  ok' : String(seen.findings.length).padStart(4)}  ${seen.screen}`,
    );
    console.log(
      `English check, ${this.person}: ${String(this.#seen.length)} screens, ${String(failing.length)} with Norwegian words (words per screen):\n${lines.join('\n')}`,
    );
    const report = failing.map((seen) => {
      const counts = new Map<string, number>();
      for (const { word } of seen.findings) counts.set(word, (counts.get(word) ?? 0) + 1);
      const words = [...counts].map(([word, count]) => (count > 1 ? `${word} ×${String(count)}` : word));
      const contexts = [...new Map(seen.findings.map((finding) => [finding.word, finding.context]))]
        .slice(0, 12)
        .map(([word, context]) => `      ${word}: «${context}»`);
      return [
        `  ${seen.screen}: ${words.join(', ')}`,
        ...(seen.wrongLang ? [`      <html lang="${seen.wrongLang}">, not en`] : []),
        ...contexts,
      ].join('\n');
    });
    expect(
      failing.map((seen) => seen.screen),
      `Norwegian on ${this.person}'s English screens (${String(failing.length)} of ${String(this.#seen.length)}):\n${report.join('\n')}\n`,
    ).toEqual([]);
  }
}

/** Goes to `path` inside the running portal, as its links do (no new start of the portal). */
async function openInTheApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
}

/** The page has fetched what it shows, and has a main heading (or an error's, or a dialog) to read. */
async function restful(page: Page): Promise<void> {
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible({
    timeout: 5_000,
  });
}

/** The sign-in with the eID's callback, then the account chosen on «Switch company» when there is a choice. */
async function signInIn(page: Page, screens: Screens, person: string, account?: string): Promise<void> {
  followPage(page);
  await signInAs(page, person);
  await restful(page);
  if (account === undefined) return;
  await screens.check('(choose account)');
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${account}`) })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await restful(page);
}

const routesOf = (person: string): RouteVisit[] => ROUTE_VISITS.filter((route) => route.person === person);

test('the sign-in page, the test eID and Per’s pages (contractor) have no Norwegian words in English', async ({
  page,
}) => {
  const screens = new Screens(page, 'Per Berg');
  followPage(page);
  await page.goto(PATHS.signIn);
  await restful(page);
  await screens.check(PATHS.signIn);

  // The whole sign-in, with clicks: the eID's page in the portal's language.
  await page.getByRole('button', { name: 'Sign in with BankID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test-BankID' })).toBeVisible();
  await screens.check('the test eID');
  await page.getByRole('button', { name: /^Per Berg/ }).click();
  await expect(page).toHaveURL(/\/oneTimeCode$/);
  await restful(page);
  await screens.check(PATHS.oneTimeCode);

  for (const route of routesOf('Per Berg').filter(({ path }) => path !== PATHS.oneTimeCode)) {
    await screens.visit(route.path);
  }
  await screens.visit(PATHS.contact);

  // «Something went wrong» inside the frame: a page's code that does not arrive (as route-errors.spec.ts).
  await page.route(/\/assets\/ContactPage-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto(PATHS.oneTimeCode);
  await restful(page);
  await screens.visit(PATHS.contact, { screen: '/contact (its code lost: the error page)' });
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute(/\/assets\/ContactPage-[\w-]+\.js$/);

  screens.expectNoNorwegian();
});

test('the page in English links the English web app manifest, which Chromium reads without errors', async ({
  page,
}) => {
  await page.goto(PATHS.signIn);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
  // Chromium's own reading of the page's manifest (the DevTools protocol, as scripts/perf.ts asks it).
  const devTools = await page.context().newCDPSession(page);
  const read = async () =>
    (await devTools.send('Page.getAppManifest', {})) as { url: string; errors: unknown[]; data?: string };
  await expect.poll(async () => (await read()).url).toMatch(/\/manifest\.en\.webmanifest$/);
  const { errors, data } = await read();
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? '{}')).toMatchObject({
    id: '/',
    name: 'Skogportalen',
    lang: 'en',
    description: 'Self-service for forest owners and partners: timber contracts, orders and finances.',
  });
});

for (const person of ['Tone Lie', 'Lars Moen']) {
  test(`${person}’s one-time code page has no Norwegian words in English`, async ({ page }) => {
    const screens = new Screens(page, person);
    await signInIn(page, screens, person);
    await screens.check(new URL(page.url()).pathname);
    screens.expectNoNorwegian();
  });
}

test('Siri’s pages (accountant) have no Norwegian words in English', async ({ page }) => {
  const screens = new Screens(page, 'Siri Dahl');
  await signInIn(page, screens, 'Siri Dahl');
  await screens.check(new URL(page.url()).pathname);
  for (const route of routesOf('Siri Dahl').filter(({ path }) => path !== new URL(page.url()).pathname)) {
    await screens.visit(route.path);
  }
  await screens.visit(PATHS.contact);
  screens.expectNoNorwegian();
});

test('the pages of a person the cooperative does not know (Nils) have no Norwegian words in English', async ({
  page,
}) => {
  const screens = new Screens(page, 'Nils Ny');
  await signInIn(page, screens, 'Nils Ny');
  await screens.check(new URL(page.url()).pathname);
  for (const route of routesOf('Nils Ny').filter(({ path }) => path !== new URL(page.url()).pathname)) {
    await screens.visit(route.path);
  }
  screens.expectNoNorwegian();
});

test('Kari’s pages (forest owner), with the user menu and a dialog, have no Norwegian words in English', async ({
  page,
}) => {
  const screens = new Screens(page, 'Kari Nordmann');
  await signInIn(page, screens, 'Kari Nordmann', 'Kari Nordmann');
  await screens.check(PATHS.home);

  // The user menu, open.
  await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await screens.check('(user menu)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  for (const route of routesOf('Kari Nordmann').filter(({ path }) => path !== PATHS.home)) {
    await screens.visit(route.path, route.session ? { session: route.session } : {});
  }
  // The track repair's confirmation, opened by its address (as the start page's link does).
  await screens.visit(`${PATHS.contracts}?sporutbedring=contract-2026-103`, {
    screen: '(track repair dialog)',
  });
  await screens.visit('/finnes-ikke', { screen: 'not found (/finnes-ikke)' });
  screens.expectNoNorwegian();
});

test('Ola’s start page with the terms dialog has no Norwegian words in English', async ({ page }) => {
  const screens = new Screens(page, 'Ola Hansen');
  await signInIn(page, screens, 'Ola Hansen');
  await expect(page.getByRole('dialog')).toBeVisible();
  await screens.check('(terms dialog)');
  screens.expectNoNorwegian();
});

test('Anne’s pages (an employee: no terms dialog, bank account not editable) have no Norwegian words in English', async ({
  page,
}) => {
  const screens = new Screens(page, 'Anne Ansatt');
  await signInIn(page, screens, 'Anne Ansatt');
  await screens.check(new URL(page.url()).pathname);
  await screens.visit(PATHS.accountInfo);
  screens.expectNoNorwegian();
});

test('Eva’s pages, whose calls fail, show no Norwegian words in English', async ({ page }) => {
  const screens = new Screens(page, 'Eva Feil');
  await signInIn(page, screens, 'Eva Feil');
  await screens.check(`${new URL(page.url()).pathname} (failed calls)`);
  for (const path of [PATHS.contracts, PATHS.economics, PATHS.orders]) {
    await screens.visit(path, { screen: `${path} (failed calls)` });
  }
  screens.expectNoNorwegian();
});
