import { describe, expect, it } from 'vitest';
import { apiUpstreamFromEnv } from './apiUpstream';

describe('API_UPSTREAM for the production image', () => {
  it('takes an https address', () => {
    expect(apiUpstreamFromEnv({ API_UPSTREAM: 'https://api.skog.example/' })).toBe(
      'https://api.skog.example',
    );
  });

  it('refuses to build without one: there is no default', () => {
    expect(() => apiUpstreamFromEnv({})).toThrow('API_UPSTREAM mangler');
    expect(() => apiUpstreamFromEnv({ API_UPSTREAM: '  ' })).toThrow('API_UPSTREAM mangler');
  });

  it('refuses plain http unless told it is a test', () => {
    expect(() => apiUpstreamFromEnv({ API_UPSTREAM: 'http://api:8080' })).toThrow('må bruke https:');
    expect(() =>
      apiUpstreamFromEnv({ API_UPSTREAM: 'http://api:8080', API_UPSTREAM_PLAIN_HTTP: 'ja' }),
    ).toThrow('må bruke https:');
    expect(
      apiUpstreamFromEnv({ API_UPSTREAM: 'http://127.0.0.1:5180', API_UPSTREAM_PLAIN_HTTP: 'test' }),
    ).toBe('http://127.0.0.1:5180');
    expect(() => apiUpstreamFromEnv({ API_UPSTREAM: 'ftp://api.example' })).toThrow('må bruke https:');
  });
});
