import { test, expect } from './fixtures';
import { onceOnTheDesktop } from './helpers';

onceOnTheDesktop('the browser the tests run in is the same in both viewports');

/**
 * Chromium keeps only the last `--disable-features` on its command line. Playwright passes its own list first,
 * and playwright.config.ts passes ours last, carrying Playwright's: when a new Playwright adds to its list, this
 * names what ours lacks (a feature Playwright turns off for its tests would otherwise be on again, silently).
 */
test('nettleseren får både Playwrights og våre avslåtte funksjoner', async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map(
    (match) => match[1]?.split(',') ?? [],
  );
  expect(lists.length).toBeGreaterThan(0);
  const applied = lists.at(-1) ?? [];
  const lost = lists
    .slice(0, -1)
    .flat()
    .filter((feature) => !applied.includes(feature));
  expect(lost, 'Playwrights avslåtte funksjoner som mangler i playwright.config.ts').toEqual([]);
  expect(applied).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
});

/** The address bar's suggestion pages cost every test a renderer of its own (playwright.config.ts). */
test('nettleseren åpner ingen sider av sitt eget brukergrensesnitt ved siden av testens', async ({
  page,
  browser,
}) => {
  await page.goto('/login/bankId');
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual(
      [],
    );
  } finally {
    await cdp.detach();
  }
});
