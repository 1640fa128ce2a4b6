import { describe, expect, it } from 'vitest';
import { ConfigError, parsePortalConfig } from './config';

const valid = {
  apiBaseUrl: '/api',
  oidc: {
    authority: 'http://localhost:5190',
    clientId: 'skogportal',
    scope: 'openid profile',
    acrValues: null,
  },
  mapTileUrl: 'https://tiles.example/{z}/{y}/{x}.png',
};

describe('parsePortalConfig', () => {
  it('accepts the sandbox configuration', () => {
    expect(parsePortalConfig(valid)).toEqual(valid);
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
  ])('names what is wrong: %j', (raw, expected) => {
    expect(() => parsePortalConfig(raw)).toThrow(ConfigError);
    expect(() => parsePortalConfig(raw)).toThrow(expected);
  });
});
