import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../tests/sandboxServer';
import { createTelemetryCollector, type TelemetryEnvelope } from '../../sandbox/telemetry/collector';
import type { TelemetryConfig } from '../config';
import { describeRequest } from '../api/operations';
import { reportError, setRequestDescriber } from './errorTracking';
import {
  consentChoice,
  flushTelemetry,
  setConsent,
  setKnownPersonalData,
  startTelemetry,
  stopTelemetry,
  trackPage,
} from './telemetry';
import { kari } from '../../tests/personas';

/** The real SDK, posting to the sandbox's collector in-process (msw/node). */
const KEY = '7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c';
const telemetry: TelemetryConfig = {
  connectionString: `InstrumentationKey=${KEY};IngestionEndpoint=https://collector.example/telemetry`,
  instrumentationKey: KEY,
  ingestionEndpoint: 'https://collector.example/telemetry',
  maxBatchIntervalMs: null,
};
const now = (task: () => void) => {
  task();
};

/** What PUT /account rejects with when it answers 500: Kari's request and the echoing answer ride along. */
const failedAccountSave = () => ({
  isAxiosError: true,
  name: 'AxiosError',
  message: 'Request failed with status code 500',
  code: 'ERR_BAD_RESPONSE',
  config: {
    method: 'put',
    url: '/account',
    data: JSON.stringify({ id: 'acc-kari', name: 'Kari Nordmann', bankAccountNumber: '15031234562' }),
  },
  response: { status: 500, data: { message: `Intern feil for ${kari.pid}` } },
});

const KARI = ['Kari', 'Nordmann', kari.pid, '15031234562', 'kari@example.no', '91234567'];

let collector: ReturnType<typeof createTelemetryCollector>;

beforeEach(() => {
  collector = createTelemetryCollector({ log: () => undefined });
  sandboxServer.use(...collector.handlers);
  setRequestDescriber(describeRequest);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stopTelemetry();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0] ?? ''}=; max-age=0; path=/`;
  });
  vi.restoreAllMocks();
});

const sent = async (): Promise<TelemetryEnvelope[]> => {
  await flushTelemetry();
  await vi.waitFor(() => {
    expect(collector.batches().length).toBeGreaterThan(0);
  });
  return collector.batches().flatMap((batch) => batch.items);
};

describe('usage telemetry with the Application Insights SDK', () => {
  it('sends an error report as an exception with the reduced context, and nothing about the person', async () => {
    await startTelemetry(telemetry, '/api', { schedule: now });
    setKnownPersonalData(['Kari', 'Nordmann', 'kari@example.no', '91234567', 'Kari Nordmann']);
    trackPage('/profile/account');
    reportError(failedAccountSave(), { location: 'Profil: lagre kontoinformasjon', accountId: 'acc-kari' });
    reportError(new TypeError('Fant ikke Kari Nordmann (kari@example.no, 912 34 567)'), { location: 'Test' });

    const items = await sent();
    const exceptions = items.filter((item) => item.data?.baseType === 'ExceptionData');
    expect(exceptions.map((item) => item.data?.baseData?.properties)).toEqual([
      {
        location: 'Profil: lagre kontoinformasjon',
        accountId: 'acc-[navn]',
        operation: 'updateAccount',
        route: 'PUT /account',
        method: 'PUT',
        status: '500',
        code: 'ERR_BAD_RESPONSE',
        typeName: 'AxiosError',
      },
      { location: 'Test', typeName: 'TypeError' },
    ]);
    expect(exceptions[1]?.data?.baseData?.exceptions).toEqual([
      expect.objectContaining({
        typeName: 'TypeError',
        message: 'TypeError: Fant ikke [navn] ([e-post], [tall])',
      }),
    ]);
    expect(items.find((item) => item.data?.baseType === 'PageviewData')?.data?.baseData).toMatchObject({
      name: '/profile/account',
      url: `${window.location.origin}/profile/account`,
    });
    const body = collector
      .batches()
      .map((batch) => batch.body)
      .join('\n');
    for (const value of KARI) expect(body.toLowerCase()).not.toContain(value.toLowerCase());
  });

  it('keeps what happens before the SDK has loaded, and sends it once it has', async () => {
    let load: () => void = () => undefined;
    const started = startTelemetry(telemetry, '/api', {
      schedule: (task) => {
        load = task;
      },
    });
    trackPage('/login/bankId');
    reportError(new RangeError('Utenfor'), { location: 'Oppstart' });
    expect(collector.batches()).toEqual([]);

    load();
    await started;
    const items = await sent();
    expect(items.map((item) => item.data?.baseType)).toEqual(
      expect.arrayContaining(['PageviewData', 'ExceptionData']),
    );
  });

  it('sets no cookie until the person agrees, then the ai_user cookie', async () => {
    await startTelemetry(telemetry, '/api', { schedule: now });
    trackPage('/login/bankId');
    await sent();
    expect(document.cookie).toBe('');
    expect(consentChoice()).toBeNull();

    setConsent('godtatt');
    expect(window.localStorage.getItem('skogportal.statistikk-samtykke')).toBe('godtatt');
    await vi.waitFor(() => {
      expect(document.cookie).toMatch(/(^|; )ai_user=/);
    });
  });
});
