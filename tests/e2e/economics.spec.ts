import { expect, expectAccessible, test } from './fixtures';
import { chooseAccount, onceOnTheDesktop, signInAs, signInOncePerFile } from './helpers';
import type { Locator, Page } from '@playwright/test';

onceOnTheDesktop('Kari’s economy and the accountant’s clients are read at a desk');

signInOncePerFile();

const THIS_YEAR = new Date().getFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const YEAR_BEFORE = THIS_YEAR - 2;
const THREE_YEARS_BACK = THIS_YEAR - 3;

/** Requests for the chart library's chunk (EconomicsBarChart) the page has made. */
function chartChunkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/EconomicsBarChart-[^/]*\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

async function openMenuItem(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: label }).click();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const section = (page: Page, heading: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

/** A table's body rows as ' | '-separated cells, spaces normalised. */
async function rowsOf(table: Locator): Promise<string[]> {
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) =>
      (await row.locator('th, td').allInnerTexts())
        .map((cell) => cell.replace(/\s+/g, ' ').trim())
        .join(' | '),
    ),
  );
}

test('Kari ser Økonomi for tre år (året i adressen), diagrammene som tabell, et oppgjør i forhåndsvisning og kreditnotaen', async ({
  page,
}) => {
  const chartChunks = chartChunkRequests(page);
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await openMenuItem(page, 'Økonomi');
  await expect(page).toHaveURL(/\/economics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Økonomi' })).toBeVisible();
  const year = page.getByRole('combobox', { name: 'Regnskapsår' });
  await expect(year.getByRole('option')).toHaveText(
    [THIS_YEAR, LAST_YEAR, YEAR_BEFORE, THREE_YEARS_BACK].map(String),
  );
  await expect(page.getByRole('figure', { name: 'Tømmerinntekt per år' }).getByRole('img')).toBeVisible();
  await expectAccessible(page);

  await year.selectOption(String(LAST_YEAR));
  await expect(page).toHaveURL(new RegExp(`/economics\\?year=${String(LAST_YEAR)}$`));
  const settlements = section(page, `Tømmeroppgjør ${String(LAST_YEAR)}`);
  const credit = settlements.getByRole('listitem').filter({ hasText: 'Kreditnota K-2024-0333.pdf' });
  await expect(credit.getByText('Kreditnota', { exact: true })).toBeVisible();
  await expect(credit).toContainText(`03.04.${String(LAST_YEAR)}`);
  await expect(credit).toContainText(/−6\s600,00\skr/);

  // The chart and its table say the same.
  const perYear = page.getByRole('figure', { name: 'Tømmerinntekt per år' });
  await expect(perYear.getByRole('img')).toBeVisible();
  await expect(perYear).toHaveAccessibleDescription(/171\s200,00\skr.*73\s800,00\skr/);
  await perYear.getByRole('button', { name: 'Vis som tabell' }).click();
  await expect(perYear.getByRole('button', { name: 'Vis som tabell' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const yearRows = await rowsOf(perYear.getByRole('table'));
  expect(yearRows.slice(0, 2)).toEqual([
    `${String(YEAR_BEFORE)} | 171 200,00 kr`,
    `${String(LAST_YEAR)} | 73 800,00 kr`,
  ]);
  const description = (await perYear.getAttribute('aria-describedby')) ?? '';
  const summary = (await page.locator(`[id="${description}"]`).innerText()).replace(/\s+/g, ' ');
  for (const row of yearRows) expect(summary).toContain(row.replace(' | ', ': '));

  const perAssortment = page.getByRole('figure', {
    name: `Volum og inntekt per sortiment i ${String(LAST_YEAR)}`,
  });
  await expect(perAssortment.getByRole('img')).toHaveCount(2);
  await perAssortment.getByRole('button', { name: 'Vis som tabell' }).click();
  expect(await rowsOf(perAssortment.getByRole('table'))).toEqual([
    'Sagtømmer gran | 83 m³ | 45 650,00 kr',
    'Massevirke furu | 75 m³ | 21 750,00 kr',
    'GFL biovirke | 40 m³ | 6 400,00 kr',
  ]);
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // A settlement's PDF opens in the preview.
  await settlements.getByRole('button', { name: 'Vis Tømmeroppgjør S-2024-0332.pdf' }).click();
  await expect(
    page.getByRole('img', { name: /^Side 1 av 1 i Tømmeroppgjør S-2024-0332\.pdf/ }),
  ).toBeVisible();
  await expectAccessible(page);

  // The year survives a reload; the year before has its own settlements and reports.
  await page.reload();
  await expect(year).toHaveValue(String(LAST_YEAR));
  await year.selectOption(String(YEAR_BEFORE));
  await expect(page).toHaveURL(new RegExp(`\\?year=${String(YEAR_BEFORE)}$`));
  await expect(section(page, `Tømmeroppgjør ${String(YEAR_BEFORE)}`)).toContainText(
    'Tømmeroppgjør S-2024-0331.pdf',
  );
  await expect(
    section(page, `Årsrapporter for ${String(YEAR_BEFORE)}`).getByRole('button', {
      name: `Last ned Årsoppgave ${String(YEAR_BEFORE)}.pdf`,
    }),
  ).toBeVisible();
  // Three closed years back: no settlements that year, but the annual reports for the tax return are there.
  await year.selectOption(String(THREE_YEARS_BACK));
  await expect(page).toHaveURL(new RegExp(`\\?year=${String(THREE_YEARS_BACK)}$`));
  const threeYearsBack = section(page, `Årsrapporter for ${String(THREE_YEARS_BACK)}`);
  for (const report of ['Årsoppgjør tømmer', 'Årsoppgave', 'Utbytte', 'Andelseieroppgave']) {
    await expect(
      threeYearsBack.getByRole('button', { name: `Last ned ${report} ${String(THREE_YEARS_BACK)}.pdf` }),
    ).toBeVisible();
  }
  await expectAccessible(page);
  await year.selectOption(String(THIS_YEAR));
  await expect(page).toHaveURL(new RegExp(`\\?year=${String(THIS_YEAR)}$`));
  await expect(
    section(page, `Årsrapporter for ${String(THIS_YEAR)}`).getByText('Ingen dokumenter'),
  ).toHaveCount(4);
  expect(chartChunks.length).toBeGreaterThan(0);
});

test('Siri lander på /accountant, finner Nordmann Skog AS på organisasjonsnummer, ser økonomien og kommer ikke til kontraktene', async ({
  page,
}) => {
  await signInAs(page, 'Siri Dahl');
  await expect(page).toHaveURL(/\/accountant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Økonomi' })).toBeVisible();
  const clients = page.getByRole('list', { name: 'Kunder' });
  await expect(clients.getByRole('link')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Søk etter navn eller organisasjonsnummer' }).fill('923456783');
  await expect(clients.getByRole('link')).toHaveCount(1);
  await expectAccessible(page);
  await clients.getByRole('link', { name: /Nordmann Skog AS/ }).click();

  await expect(page).toHaveURL(/\/accountant\?client=acc-nordmann-skog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Økonomi for Nordmann Skog AS' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Regnskapsår' }).selectOption(String(LAST_YEAR));
  await expect(page).toHaveURL(new RegExp(`client=acc-nordmann-skog&year=${String(LAST_YEAR)}$`));
  await expect(section(page, `Tømmeroppgjør ${String(LAST_YEAR)}`)).toContainText(
    'Tømmeroppgjør S-2025-2021.pdf',
  );
  await expect(page.getByRole('figure', { name: 'Tømmerinntekt per år' }).getByRole('img')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Last ned Årsoppgave ${String(LAST_YEAR)}.pdf` }),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // The client's contracts are not hers to open: the portal sends her back, the API answers 403.
  await page.goto('/timberContract');
  await expect(page).toHaveURL(/\/accountant$/);
  const status = await page.evaluate(async () => {
    const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = JSON.parse(window.sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
    const answers = await Promise.all(
      [
        '/api/contracts/acc-nordmann-skog',
        '/api/contracts/documents/contract-2025-202',
        '/api/timber-settlements/acc-nordmann-skog',
      ].map(
        async (path) =>
          (await fetch(path, { headers: { Authorization: `Bearer ${user.access_token ?? ''}` } })).status,
      ),
    );
    return answers;
  });
  expect(status).toEqual([403, 403, 200]);

  await page.goto('/accountant?client=acc-nordmann-skog');
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Kunder' })).toBeVisible();
});

test('Kari regner ut prisen for to sortimenter, og summen stemmer med linjene', async ({ page }) => {
  const chartChunks = chartChunkRequests(page);
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await openMenuItem(page, 'Priskalkulator');
  await expect(page.getByRole('heading', { level: 1, name: 'Priskalkulator' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kommune' })).toHaveValue('Ringsaker (3411)');
  await page.getByRole('textbox', { name: 'Sagtømmer gran (m³)' }).fill('120');
  await page.getByRole('textbox', { name: 'Massevirke gran (m³)' }).fill('80,5');
  await expect(page).toHaveURL(/municipality=3411.*sagtommerGran=120.*massevirkeGran=80%2C5/);

  const table = page.getByRole('table', { name: 'Beregnet verdi per sortiment' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const kroner = (text: string) =>
    Math.round(
      Number(
        text
          .replace(/[^\d,−-]/g, '')
          .replace(',', '.')
          .replace('−', '-'),
      ) * 100,
    );
  const rows = await Promise.all(
    (await table.locator('tbody tr').all()).map(async (row) =>
      (await row.locator('td').allInnerTexts()).slice(1).map(kroner),
    ),
  );
  const [first, second, total] = rows;
  expect(total).toEqual(first!.map((value, index) => value + second![index]!));
  await expect(table.locator('tbody tr').last()).toContainText(/79\s831,25\skr/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Tømmerinnmelding' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // The calculation is in the address: a bookmark opens it again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Massevirke gran (m³)' })).toHaveValue('80,5');
  await expect(table.locator('tbody tr').last()).toContainText(/79\s831,25\skr/);
  // The chart library is not loaded on this page.
  expect(chartChunks).toEqual([]);

  // Another municipality, found by its name: Kari's own first in the list, then all.
  const municipality = page.getByRole('combobox', { name: 'Kommune' });
  await municipality.click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('group', { name: 'Der eiendommene dine ligger' })).toContainText(
    'Ringsaker (3411)',
  );
  await expectAccessible(page);
  await municipality.fill('hama');
  await expect(list.getByRole('option')).toHaveText(['Hamar (3403)']);
  await expectAccessible(page);
  await list.getByRole('option', { name: 'Hamar (3403)' }).click();
  await expect(municipality).toHaveValue('Hamar (3403)');
  await expect(page).toHaveURL(/municipality=3403/);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').last()).not.toContainText(/79\s831,25\skr/);
});

test('Eva ser feil med «Prøv igjen» på Økonomi, aldri en hvit side', async ({ page }) => {
  await signInAs(page, 'Eva Feil');
  await page.goto('/economics');
  await expect(page.getByRole('heading', { level: 1, name: 'Økonomi' })).toBeVisible();
  await expect(page.getByText(/Vi klarte ikke å hente tømmeroppgjørene/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Prøv igjen' }).first()).toBeVisible();
  // Nothing to download before the settlements have come.
  await expect(page.getByText('Du kan laste ned når tømmeroppgjørene er hentet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last ned CSV' })).toBeDisabled();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
});
