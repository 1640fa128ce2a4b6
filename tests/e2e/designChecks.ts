import type { Page } from '@playwright/test';

/*
 * What the design pass (#39) holds every page, dialog and picker to, at 320, 360 and 1280 px: what a person
 * sees, measured in the page. Each check returns what it found wrong, in words, so a screen's failures are all
 * named at once.
 */

/** WCAG 2.5.5's target size, which the portal holds every button and link of a page to on a phone. */
export const PHONE_TARGET_PX = 44;

/** Words of an exception or a program, never of the portal's Norwegian. */
const TECHNICAL_WORDS = /\b(Failed to|TypeError|ReferenceError|SyntaxError|undefined|null|NaN)\b/;
/** An address: the portal links to pages, it does not print them. */
const ADDRESS = /\bhttps?:\/\/|\bwww\.\w/;
/** A build chunk's file name ('PriceCalculatorPage-B2x9kQ.js'), or any script's. */
const BUILD_FILE = /\b[\w-]+\.(js|mjs|css|map)\b/;
/** The API's internal ids ('order-5-mwzuhbbg', 'contract-2026-101', 'arrangement-hogstkurs') and UUIDs. */
const INTERNAL_ID =
  /\b(order|contract|account|property|arrangement|person|user|document|file)-[a-z0-9][a-z0-9-]*\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/;

/** The page is no wider than its viewport (WCAG 1.4.10, reflow): nothing to scroll sideways. */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return overflow > 0 ? [`siden er ${String(overflow)} px bredere enn skjermen`] : [];
}

/** Visible text a person cannot act on: addresses, build files, an exception's words, internal ids. */
export async function technicalText(page: Page): Promise<string[]> {
  const lines = await page.evaluate(() =>
    document.body.innerText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  const found: string[] = [];
  for (const line of lines) {
    for (const [what, pattern] of [
      ['en adresse', ADDRESS],
      ['et filnavn', BUILD_FILE],
      ['feilens egne ord', TECHNICAL_WORDS],
      ['en intern id', INTERNAL_ID],
    ] as const) {
      if (pattern.test(line)) found.push(`${what} i teksten: «${line.slice(0, 120)}»`);
    }
  }
  return found;
}

/**
 * Items of the main menu marked as the current page, and how many should be: one where the address is a menu
 * item's page or under it (the start page only itself), none on a page the menu does not lead to (Min side, an
 * idea bank the spec's menus leave out). The menu's links are read from the page, as a person sees them.
 */
export async function menuCurrentProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const path = window.location.pathname;
    const links = [...document.querySelectorAll<HTMLAnchorElement>('nav a[href]')].map(
      (link) => new URL(link.href).pathname,
    );
    const inMenu = links.some((href) =>
      href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`),
    );
    const current = document.querySelectorAll('nav [aria-current="page"]').length;
    const expected = inMenu ? 1 : 0;
    return current === expected
      ? []
      : [`${String(current)} menypunkter er merket som gjeldende, ventet ${String(expected)}`];
  });
}

/**
 * Buttons and links a person can tap that are smaller than 44 × 44 px. A link inside a sentence is left out
 * (WCAG 2.5.5's 'inline' exception: its size is the text's); so are the picker's day and time cells, a grid
 * whose cells are the calendar's own, and elements hidden or scrolled out of a region (they are measured
 * where they are drawn).
 */
export async function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const tappable = [...document.querySelectorAll(selector)].flatMap((root) => [
        ...root.querySelectorAll<HTMLElement>(
          'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"], summary',
        ),
      ]);
      const nameOf = (element: HTMLElement) =>
        (element.getAttribute('aria-label') ?? element.innerText).trim().replace(/\s+/g, ' ').slice(0, 60);
      // Inline in running text: the link is drawn inline, and the block it is in says more than the link.
      const inSentence = (element: HTMLElement) => {
        if (!getComputedStyle(element).display.startsWith('inline')) return false;
        if (getComputedStyle(element).display === 'inline-flex') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        if (!block) return false;
        return block.innerText.replace(element.innerText, '').trim().length > 0;
      };
      const small: string[] = [];
      for (const element of tappable) {
        if (element.closest('[role="grid"], [role="listbox"], .leaflet-control-attribution')) continue;
        if (element.getAttribute('aria-hidden') === 'true' || element.closest('[aria-hidden="true"]'))
          continue;
        // A link stretched over its card by an absolutely placed ::after (a service tile): the card is its target.
        const after = getComputedStyle(element, '::after');
        const stretched = after.content !== 'none' && after.position === 'absolute';
        const target =
          stretched && element.offsetParent instanceof HTMLElement ? element.offsetParent : element;
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        if (inSentence(element)) continue;
        if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
          small.push(
            `«${nameOf(element) || element.tagName.toLowerCase()}» er ${String(Math.round(box.width))} × ${String(Math.round(box.height))} px`,
          );
        }
      }
      return small;
    },
    { selector: within, minimum: PHONE_TARGET_PX },
  );
}

/** An open dialog's buttons, each wholly inside the viewport. */
export async function dialogButtonsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside: string[] = [];
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')) {
      for (const button of dialog.querySelectorAll<HTMLElement>('button')) {
        if (button.closest('[role="grid"], [role="listbox"]')) continue;
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) {
          outside.push(
            `knappen «${button.innerText.trim() || (button.getAttribute('aria-label') ?? '')}» er utenfor skjermen`,
          );
        }
      }
    }
    return outside;
  });
}

/** Every check of the design pass on what the page shows now; `phone` adds the target sizes. */
export async function designProblems(page: Page, { phone }: { phone: boolean }): Promise<string[]> {
  const width = String(page.viewportSize()?.width ?? 0);
  const problems = [
    ...(await sidewaysOverflow(page)),
    ...(await technicalText(page)),
    ...(await dialogButtonsOutside(page)),
    ...(await menuCurrentProblems(page)),
    ...(phone ? await smallTargets(page) : []),
  ];
  return problems.map((problem) => `${width} px: ${problem}`);
}
