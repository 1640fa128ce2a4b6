/* eslint-disable lingui/no-unlocalized-strings -- test configuration values, not texts */
import { DEFAULT_API_TIMEOUT_SECONDS, SESSION_DEFAULTS, type PortalConfig } from '../config';

/** For the sign-in tests: the portal's configuration against a made-up eID (no request leaves the test). */
export const TEST_AUTHORITY = 'https://eid.example.no';

export const authTestConfig: PortalConfig = {
  apiBaseUrl: '/api',
  apiTimeoutSeconds: DEFAULT_API_TIMEOUT_SECONDS,
  oidc: {
    authority: TEST_AUTHORITY,
    clientId: 'skogportal',
    scope: 'openid profile',
    acrValues: null,
    ...SESSION_DEFAULTS,
  },
  mapTileUrl: 'https://tiles.example/{z}/{y}/{x}.png',
  propertyRegistryUrl: 'https://registry.example/eiendom/v1',
  municipalityRegisterUrl: 'https://registry.example/kommuneinfo/v1',
  telemetry: null,
  termsUrl: 'https://skog.example/vilkar',
  serviceOffice: {
    name: 'Kundeservice',
    phone: '62 00 00 00',
    phoneHref: 'tel:+4762000000',
    email: 'kundeservice@example.no',
    address: 'Postboks 1, 0001 Oslo',
    openingHours: 'Hverdager 08.00–16.00',
  },
};
