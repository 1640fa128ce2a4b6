import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { sandboxServer } from '../tests/sandboxServer';
import { clearClientSession } from './session/clearSession';
import { ConfigError, keepConfigForOffline, loadPortalConfig, parsePortalConfig } from './config';

const valid = {
  apiBaseUrl: '/api',
  oidc: {
    authority: 'http://localhost:5190',
    clientId: 'skogportal',
    scope: 'openid profile',
    acrValues: null,
  },
  mapTileUrl: 'https://tiles.example/{z}/{y}/{x}.png',
  propertyRegistryUrl: 'https://registry.example/eiendom/v1',
  municipalityRegisterUrl: 'https://registry.example/kommuneinfo/v1',
  termsUrl: 'https://skog.example/vilkar',
  serviceOffice: {
    name: 'Kundeservice',
    phone: '62 00 00 00',
    email: 'kundeservice@example.no',
    address: 'Postboks 1, 2301 Hamar',
    openingHours: 'Hverdager 08.00–15.30',
  },
};

/** What `valid` parses to: the session settings it leaves out get their defaults. */
const parsed = {
  ...valid,
  apiTimeoutSeconds: 120,
  oidc: {
    ...valid.oidc,
    renewBeforeExpirySeconds: 60,
    sessionCheckSeconds: 300,
    sessionLifetimeSeconds: 8 * 60 * 60,
    sessionWarningSeconds: 300,
    idleSignOutSeconds: 30 * 60,
  },
  telemetry: null,
  serviceOffice: { ...valid.serviceOffice, phoneHref: 'tel:+4762000000' },
};

describe('parsePortalConfig', () => {
  it("links the service office's number, with +47 for an eight-digit number", () => {
    const office = (phone: string) =>
      parsePortalConfig({ ...valid, serviceOffice: { ...valid.serviceOffice, phone } }).serviceOffice;
    expect(office('62 00 00 00')).toMatchObject({ phone: '62 00 00 00', phoneHref: 'tel:+4762000000' });
    expect(office('+46 8 123 456 78').phoneHref).toBe('tel:+46812345678');
  });

  it('accepts the sandbox configuration, with the default session settings', () => {
    expect(parsePortalConfig(valid)).toEqual(parsed);
  });

  it('takes the session settings from config.json', () => {
    const settings = {
      renewBeforeExpirySeconds: 5,
      sessionCheckSeconds: 10,
      sessionLifetimeSeconds: 3600,
      sessionWarningSeconds: 120,
      idleSignOutSeconds: 900,
    };
    expect(parsePortalConfig({ ...valid, oidc: { ...valid.oidc, ...settings } }).oidc).toEqual({
      ...valid.oidc,
      ...settings,
    });
  });

  it('waits 120 s for an API call unless config.json says otherwise, and refuses a timeout that is not whole seconds', () => {
    expect(parsePortalConfig(valid).apiTimeoutSeconds).toBe(120);
    expect(parsePortalConfig({ ...valid, apiTimeoutSeconds: 3 }).apiTimeoutSeconds).toBe(3);
    for (const wrong of [0, 2.5, '30']) {
      expect(() => parsePortalConfig({ ...valid, apiTimeoutSeconds: wrong })).toThrow(
        'Konfigurasjonen har en ugyldig «apiTimeoutSeconds» (et helt antall sekunder, minst 1).',
      );
    }
  });

  it.each([
    ['renewBeforeExpirySeconds', 0],
    ['sessionCheckSeconds', -5],
    ['sessionLifetimeSeconds', 1.5],
    ['sessionWarningSeconds', '300'],
    ['idleSignOutSeconds', 0],
  ])('refuses oidc.%s = %j', (key, value) => {
    const raw = { ...valid, oidc: { ...valid.oidc, [key]: value } };
    expect(() => parsePortalConfig(raw)).toThrow(ConfigError);
    expect(() => parsePortalConfig(raw)).toThrow(
      `Konfigurasjonen har en ugyldig «oidc.${key}» (et helt antall sekunder, minst 1).`,
    );
  });

  it('refuses a warning that comes before the sign-in starts', () => {
    const raw = {
      ...valid,
      oidc: { ...valid.oidc, sessionLifetimeSeconds: 300, sessionWarningSeconds: 300 },
    };
    expect(() => parsePortalConfig(raw)).toThrow(
      'Konfigurasjonen «oidc.sessionWarningSeconds» må være kortere enn «oidc.sessionLifetimeSeconds».',
    );
  });

  it('accepts an absolute API URL and acr_values for a real eID broker', () => {
    const config = parsePortalConfig({
      ...valid,
      apiBaseUrl: 'https://api.example.no/portal/',
      oidc: { ...valid.oidc, authority: 'https://login.example.no', acrValues: 'idporten-loa-high' },
    });
    expect(config.apiBaseUrl).toBe('https://api.example.no/portal');
    expect(config.oidc.acrValues).toBe('idporten-loa-high');
  });

  it.each([
    [null, 'JSON-objekt'],
    [{ ...valid, oidc: undefined }, '«oidc»'],
    [{ ...valid, apiBaseUrl: '' }, '«apiBaseUrl»'],
    [{ ...valid, apiBaseUrl: 'ftp://x' }, 'ugyldig adresse i «apiBaseUrl»'],
    [{ ...valid, oidc: { ...valid.oidc, authority: 'not a url' } }, '«oidc.authority»'],
    [{ ...valid, oidc: { ...valid.oidc, clientId: 3 } }, '«oidc.clientId»'],
    [{ ...valid, oidc: { ...valid.oidc, scope: 'profile' } }, '«openid»'],
    [{ ...valid, mapTileUrl: 'tiles' }, '«mapTileUrl»'],
    [{ ...valid, mapTileUrl: 'https://tiles.example/{z}.png' }, '«mapTileUrl»'],
    [{ ...valid, propertyRegistryUrl: undefined }, '«propertyRegistryUrl»'],
    [{ ...valid, propertyRegistryUrl: '/registry' }, 'ugyldig adresse i «propertyRegistryUrl»'],
    [{ ...valid, municipalityRegisterUrl: undefined }, '«municipalityRegisterUrl»'],
    // A deployment must say whom people are to call: there is no default.
    [{ ...valid, serviceOffice: undefined }, '«serviceOffice»'],
    [{ ...valid, serviceOffice: { ...valid.serviceOffice, phone: '' } }, '«serviceOffice.phone»'],
    [{ ...valid, serviceOffice: { ...valid.serviceOffice, phone: '62 00' } }, '«serviceOffice.phone»'],
    [{ ...valid, serviceOffice: { ...valid.serviceOffice, email: 'kundeservice' } }, '«serviceOffice.email»'],
    [{ ...valid, serviceOffice: { ...valid.serviceOffice, address: undefined } }, '«serviceOffice.address»'],
  ])('names what is wrong: %j', (raw, expected) => {
    expect(() => parsePortalConfig(raw)).toThrow(ConfigError);
    expect(() => parsePortalConfig(raw)).toThrow(expected);
  });

  it.each([
    [{ ...valid, apiBaseUrl: 'http://api.example.no/portal' }, 'apiBaseUrl'],
    [{ ...valid, oidc: { ...valid.oidc, authority: 'http://eid.example.no' } }, 'oidc.authority'],
    [{ ...valid, mapTileUrl: 'http://tiles.example/{z}/{y}/{x}.png' }, 'mapTileUrl'],
    [{ ...valid, propertyRegistryUrl: 'http://ws.geonorge.no/eiendom/v1' }, 'propertyRegistryUrl'],
    // Not this machine, however much it looks like it.
    [{ ...valid, apiBaseUrl: 'http://localhost.evil.example/api' }, 'apiBaseUrl'],
    [{ ...valid, oidc: { ...valid.oidc, authority: 'http://127.0.0.2:5190' } }, 'oidc.authority'],
  ])('refuses plain http: to another host: %j', (raw, path) => {
    expect(() => parsePortalConfig(raw)).toThrow(ConfigError);
    expect(() => parsePortalConfig(raw)).toThrow(
      `Konfigurasjonen «${path}» må bruke https: (http: er bare tillatt mot localhost)`,
    );
  });

  it.each([
    'http://localhost:5180/api',
    'http://127.0.0.1:5180/api',
    'http://[::1]:5180/api',
    'http://LOCALHOST/api',
  ])('allows plain http: to this machine: %s', (apiBaseUrl) => {
    expect(parsePortalConfig({ ...valid, apiBaseUrl }).apiBaseUrl).toBe(apiBaseUrl);
  });

  it('allows plain http: for the eID and the tiles on this machine (the sandbox)', () => {
    const config = parsePortalConfig({
      ...valid,
      oidc: { ...valid.oidc, authority: 'http://127.0.0.1:5190' },
      mapTileUrl: 'http://[::1]:8080/{z}/{y}/{x}.png',
    });
    expect(config.oidc.authority).toBe('http://127.0.0.1:5190');
    expect(config.mapTileUrl).toBe('http://[::1]:8080/{z}/{y}/{x}.png');
  });
});

describe('parsePortalConfig: telemetry', () => {
  const KEY = '7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c';

  it('leaves telemetry off when config.json has none', () => {
    expect(parsePortalConfig(valid).telemetry).toBeNull();
    expect(parsePortalConfig({ ...valid, telemetry: null }).telemetry).toBeNull();
  });

  it('takes a connection string, with the collector it names', () => {
    const connectionString = `InstrumentationKey=${KEY};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/`;
    expect(parsePortalConfig({ ...valid, telemetry: connectionString }).telemetry).toEqual({
      connectionString,
      instrumentationKey: KEY,
      ingestionEndpoint: 'https://westeurope-5.in.applicationinsights.azure.com',
      maxBatchIntervalMs: null,
    });
  });

  it('takes a bare instrumentation key, sent to the SDK’s default collector', () => {
    expect(parsePortalConfig({ ...valid, telemetry: KEY }).telemetry).toEqual({
      connectionString: `InstrumentationKey=${KEY}`,
      instrumentationKey: KEY,
      ingestionEndpoint: 'https://dc.services.visualstudio.com',
      maxBatchIntervalMs: null,
    });
  });

  it('takes a shorter batch interval in the object form', () => {
    const telemetry = {
      connectionString: `InstrumentationKey=${KEY};IngestionEndpoint=http://127.0.0.1:4880/telemetry`,
      maxBatchIntervalMs: 2000,
    };
    expect(parsePortalConfig({ ...valid, telemetry }).telemetry).toMatchObject({
      ingestionEndpoint: 'http://127.0.0.1:4880/telemetry',
      maxBatchIntervalMs: 2000,
    });
  });

  it.each([
    ['not-a-guid'],
    ['InstrumentationKey=12345;IngestionEndpoint=https://collector.example'],
    ['IngestionEndpoint=https://collector.example'],
    [`InstrumentationKey=${KEY.slice(0, -1)}`],
    [{ connectionString: `InstrumentationKey={${KEY}}` }],
  ])('refuses an instrumentation key that is not a GUID: %j', (telemetry) => {
    expect(() => parsePortalConfig({ ...valid, telemetry })).toThrow(ConfigError);
    expect(() => parsePortalConfig({ ...valid, telemetry })).toThrow(
      'Konfigurasjonen «telemetry» har en ugyldig instrumenteringsnøkkel: InstrumentationKey må være en GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).',
    );
  });

  it.each([
    [`InstrumentationKey=${KEY};IngestionEndpoint=collector`, 'ugyldig adresse i IngestionEndpoint'],
    [
      `InstrumentationKey=${KEY};IngestionEndpoint=http://collector.example`,
      '«telemetry» må bruke https: (http: er bare tillatt mot localhost)',
    ],
    [42, '«telemetry»'],
    [{ connectionString: '' }, '«telemetry.connectionString»'],
    [
      { connectionString: KEY, maxBatchIntervalMs: 0 },
      'ugyldig «telemetry.maxBatchIntervalMs» (et helt antall millisekunder, minst 1)',
    ],
  ])('names what else is wrong: %j', (telemetry, expected) => {
    expect(() => parsePortalConfig({ ...valid, telemetry })).toThrow(expected);
  });
});

describe('loadPortalConfig', () => {
  it('loads and checks /config.json', async () => {
    sandboxServer.use(http.get('*/config.json', () => HttpResponse.json(valid)));
    await expect(loadPortalConfig()).resolves.toEqual(parsed);
  });

  it('gives up with a clear message when /config.json does not come in time', async () => {
    sandboxServer.use(
      http.get('*/config.json', async () => {
        await delay('infinite');
        return HttpResponse.json(valid);
      }),
    );
    const loading = loadPortalConfig({ timeoutMs: 50 });
    await expect(loading).rejects.toThrow(ConfigError);
    await expect(loading).rejects.toThrow(
      'Konfigurasjonen (/config.json) kom ikke i tide. Sjekk nettforbindelsen og last inn siden på nytt.',
    );
  });

  it('says so when /config.json cannot be fetched at all', async () => {
    sandboxServer.use(http.get('*/config.json', () => HttpResponse.error()));
    await expect(loadPortalConfig()).rejects.toThrow(
      'Fikk ikke hentet konfigurasjonen (/config.json). Sjekk nettforbindelsen og last inn siden på nytt.',
    );
  });

  it.each([
    [() => new HttpResponse(null, { status: 404 }), 'Fant ikke konfigurasjonen (/config.json svarte 404).'],
    [() => HttpResponse.text('<html>'), 'Konfigurasjonen (/config.json) er ikke gyldig JSON.'],
    [
      () => HttpResponse.json({ ...valid, apiBaseUrl: 'http://api.example.no' }),
      '«apiBaseUrl» må bruke https:',
    ],
  ])('names what is wrong with the answer (%#)', async (answer, expected) => {
    sandboxServer.use(http.get('*/config.json', answer));
    await expect(loadPortalConfig()).rejects.toThrow(expected);
  });
});

describe('the configuration kept for a reload without network', () => {
  /** Starts a tab with `served` as config.json, keeps it as a signed-in tab does, then loses the network. */
  async function keptThenOffline(served: Record<string, unknown>): Promise<void> {
    sandboxServer.use(http.get('*/config.json', () => HttpResponse.json(served)));
    await loadPortalConfig();
    keepConfigForOffline();
    sandboxServer.use(http.get('*/config.json', () => HttpResponse.error()));
  }

  it('starts a signed-in tab with the configuration it kept when /config.json cannot be reached', async () => {
    await keptThenOffline({ ...valid, apiBaseUrl: 'https://api.example.no/portal' });
    await expect(loadPortalConfig()).resolves.toMatchObject({ apiBaseUrl: 'https://api.example.no/portal' });
  });

  it('takes back what it kept with telemetry, as `npm start` and production serve it', async () => {
    const telemetry =
      'InstrumentationKey=7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c;IngestionEndpoint=https://ingest.example/';
    const served = { ...valid, telemetry };
    await keptThenOffline(served);
    await expect(loadPortalConfig()).resolves.toEqual(parsePortalConfig(served));
  });

  it('is not used when the host answers: a changed configuration wins', async () => {
    await keptThenOffline({ ...valid, apiBaseUrl: 'https://api.example.no/portal' });
    sandboxServer.use(http.get('*/config.json', () => HttpResponse.json(valid)));
    await expect(loadPortalConfig()).resolves.toEqual(parsed);
  });

  it('goes with the session: after sign-out a tab without network cannot start', async () => {
    await keptThenOffline(valid);
    clearClientSession();
    await expect(loadPortalConfig()).rejects.toThrow('Fikk ikke hentet konfigurasjonen (/config.json).');
  });
});
