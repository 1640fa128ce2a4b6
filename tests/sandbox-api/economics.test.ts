// @vitest-environment node
/**
 * Økonomi in the sandbox API: Kari's settlements over three accounting years (one a credit note), the annual
 * reports of closed years, Siri Dahl's client list, what an accountant may read of a client (economics) and
 * what not (anything else: 403), and Eva Feil's 500s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { startSandboxApi, type SandboxApiServer } from '../../sandbox/api/server.ts';
import type {
  Account,
  AssortmentPrice,
  Report,
  TimberSettlement,
} from '../../src/api/generated/model/index.ts';
import { kari, ola, siri, eva } from '../personas';

const THIS_YEAR = new Date().getFullYear();
const LAST_YEAR = THIS_YEAR - 1;

let server: SandboxApiServer;
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const call = async (path: string, pid: string) =>
  fetch(`${server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${await signSandboxAccessToken(pid)}` },
  });
const json = async <T>(path: string, pid: string): Promise<T> => {
  const response = await call(path, pid);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

describe('economics in the sandbox API', () => {
  it("lists Kari's settlements newest first over three accounting years, one a credit note, lines adding up", async () => {
    const settlements = await json<TimberSettlement[]>('/timber-settlements/acc-kari', kari.pid);
    const years = new Set(settlements.map((item) => Number(item.date.slice(0, 4))));
    expect(years.size).toBeGreaterThanOrEqual(2);
    expect([...years].every((year) => year >= THIS_YEAR - 2)).toBe(true);
    expect(years).toContain(LAST_YEAR);
    expect(years).toContain(THIS_YEAR - 2);
    expect(settlements.map((item) => item.date)).toEqual(
      settlements
        .map((item) => item.date)
        .toSorted()
        .toReversed(),
    );
    const credit = settlements.filter((item) => item.isCreditNote);
    expect(credit.map((item) => item.settlementNumber)).toEqual(['K-2024-0333']);
    expect(credit[0]?.amount).toBeLessThan(0);
    for (const item of settlements) {
      expect(item.amount).toBe(item.lines.reduce((sum, line) => sum + line.amount, 0));
      expect(item.contractNumber).toMatch(/^\d{4}-\d{3}$/);
    }
  });

  it('gives a settlement and a credit note as PDFs only under their own flag', async () => {
    const report = await json<Report>('/economy/reports/ts-2024-033-3/isCreditNote/true', kari.pid);
    expect(report.name).toBe('Kreditnota K-2024-0333.pdf');
    expect(Buffer.from(report.fileContent, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('/economy/reports/ts-2024-033-3/isCreditNote/false', kari.pid)).status).toBe(404);
    expect((await json<Report>('/economy/reports/ts-1/isCreditNote/false', kari.pid)).name).toBe(
      'Tømmeroppgjør S-2025-0871.pdf',
    );
  });

  it('has the annual reports of the last three closed years, and none yet for this year (404)', async () => {
    const paths = [
      `/economy/reports/annualTimberSettlement/acc-kari/accountingYear/${String(LAST_YEAR)}`,
      `/account/reports/annualStatement/acc-kari/accountingYear/${String(LAST_YEAR)}`,
      `/account/reports/dividend/acc-kari/accountingYear/${String(LAST_YEAR)}`,
      `/economy/reports/shareholder/acc-kari/accountingYear/${String(LAST_YEAR)}`,
    ];
    const names = await Promise.all(paths.map(async (path) => (await json<Report>(path, kari.pid)).name));
    expect(names).toEqual([
      `Årsoppgjør tømmer ${String(LAST_YEAR)}.pdf`,
      `Årsoppgave ${String(LAST_YEAR)}.pdf`,
      `Utbytte ${String(LAST_YEAR)}.pdf`,
      `Andelseieroppgave ${String(LAST_YEAR)}.pdf`,
    ]);
    for (const path of paths) {
      expect((await call(path.replace(String(LAST_YEAR), String(THIS_YEAR)), kari.pid)).status).toBe(404);
    }
    // The personas promise reports for the last three closed years.
    for (const year of [THIS_YEAR - 2, THIS_YEAR - 3]) {
      for (const path of paths) {
        expect((await call(path.replace(String(LAST_YEAR), String(year)), kari.pid)).status).toBe(200);
      }
    }
    expect(
      (await call(paths[0]?.replace(String(LAST_YEAR), String(THIS_YEAR - 4)) ?? '', kari.pid)).status,
    ).toBe(404);
    // Nordmann Skog AS is not a member: no dividend.
    expect(
      (
        await call(
          `/account/reports/dividend/acc-nordmann-skog/accountingYear/${String(LAST_YEAR)}`,
          kari.pid,
        )
      ).status,
    ).toBe(404);
  });

  it("gives Siri Dahl her clients, Kari's two accounts, without their contact or bank details", async () => {
    const clients = await json<Account[]>('/account/list/accountant/acc-dahl', siri.pid);
    expect(clients.map((item) => [item.name, item.organizationNumber])).toEqual([
      ['Kari Nordmann', null],
      ['Nordmann Skog AS', '923456783'],
    ]);
    expect(clients.every((item) => item.bankAccountNumber === undefined && item.email === undefined)).toBe(
      true,
    );
    expect((await call('/account/list/accountant/acc-dahl', kari.pid)).status).toBe(403);
    expect((await call('/account/list/accountant/acc-kari', siri.pid)).status).toBe(403);
  });

  it("lets Siri read her client's economics and nothing else of the client (403)", async () => {
    for (const path of [
      '/timber-settlements/acc-kari',
      '/timber-settlements/acc-nordmann-skog',
      '/economy/reports/ts-2024-033-3/isCreditNote/true',
      `/account/reports/annualStatement/acc-kari/accountingYear/${String(LAST_YEAR)}`,
    ]) {
      expect((await call(path, siri.pid)).status, path).toBe(200);
    }
    for (const path of [
      '/contracts/acc-kari',
      '/contracts/id/contract-2025-087',
      '/contracts/documents/contract-2025-087',
      '/measuring-notes/contract-2025-087',
      '/properties/acc-kari',
      '/orders/acc-kari',
      '/account/acc-kari',
      '/account/contact/acc-kari',
      '/membership/status/acc-kari',
      '/assortments?municipalityId=3411&status=0&operationType=1',
    ]) {
      expect((await call(path, siri.pid)).status, path).toBe(403);
    }
    // Someone else's accounts stay closed to her and to other owners.
    expect((await call('/timber-settlements/acc-hansen', siri.pid)).status).toBe(403);
    expect((await call('/timber-settlements/acc-kari', ola.pid)).status).toBe(403);
  });

  it("answers 500 for Eva Feil's account", async () => {
    expect((await call('/timber-settlements/acc-feil', eva.pid)).status).toBe(500);
    expect(
      (await call(`/account/reports/annualStatement/acc-feil/accountingYear/${String(LAST_YEAR)}`, eva.pid))
        .status,
    ).toBe(500);
  });

  it('gives the price calculator prices and cost estimates per municipality and operation type', async () => {
    const ringsaker = await json<AssortmentPrice[]>(
      '/assortments?municipalityId=3411&status=0&operationType=1',
      kari.pid,
    );
    const spruce = ringsaker.find((item) => item.name === 'Sagtømmer gran');
    expect(spruce).toMatchObject({
      pricePerCubicMetre: 655,
      harvestingCostPerCubicMetre: 145,
      transportCostPerCubicMetre: 65,
    });
    const other = await json<AssortmentPrice[]>(
      '/assortments?municipalityId=5001&status=0&operationType=1',
      kari.pid,
    );
    expect(other.find((item) => item.name === 'Sagtømmer gran')?.transportCostPerCubicMetre).toBe(75);
    const privateOperation = await json<AssortmentPrice[]>(
      '/assortments?municipalityId=3411&status=0&operationType=2',
      kari.pid,
    );
    expect(privateOperation.every((item) => item.harvestingCostPerCubicMetre === 0)).toBe(true);
  });
});
