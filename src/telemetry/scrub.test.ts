import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pathTemplateOf } from '../api/operations';
import { setApiPathTemplater } from './apiPaths';
import { knownValuesPattern, maskText, scrubItem, scrubUrl, type ScrubContext } from './scrub';
import { kari } from '../../tests/personas';

// As src/api/http.ts does in the portal.
setApiPathTemplater(pathTemplateOf);

const context = (overrides: Partial<ScrubContext> = {}): ScrubContext => ({
  origin: 'https://portal.skog.example',
  apiBaseUrl: '/api',
  page: '/profile/account',
  known: knownValuesPattern([
    'Kari',
    'Nordmann',
    'Kari Nordmann',
    'kari@example.no',
    '91234567',
    'Nordmann Skog AS',
    '923456783',
    '15031234562',
    'Nordmannsvegen 12',
  ]),
  ...overrides,
});

describe('scrubUrl', () => {
  it('names an API call by the contract’s path template, without its query', () => {
    expect(scrubUrl(`/api/account/acc-kari?fnr=${kari.pid}`, context(), 'GET')).toBe('/api/account/{id}');
    expect(scrubUrl('https://portal.skog.example/api/contracts/id/2026-102#top', context())).toBe(
      'https://portal.skog.example/api/contracts/id/{id}',
    );
  });

  it('finds the API at an absolute base URL too', () => {
    const absolute = context({ apiBaseUrl: 'https://api.skog.example/portal' });
    expect(scrubUrl('https://api.skog.example/portal/account/acc-kari', absolute, 'GET')).toBe(
      'https://api.skog.example/portal/account/{id}',
    );
  });

  it('keeps only plain words of other addresses, and drops query and fragment', () => {
    expect(
      scrubUrl(`http://localhost:4890/auth/callback?code=abc&state=xyz&login_hint=${kari.pid}`, context()),
    ).toBe('http://localhost:4890/auth/callback');
    expect(scrubUrl('http://127.0.0.1:4880/tiles/12/2161/1117.png', context())).toBe(
      'http://127.0.0.1:4880/tiles/{}/{}/{}',
    );
    expect(scrubUrl(`https://x.example/people/kari%40example.no/${kari.pid}`, context())).toBe(
      'https://x.example/people/{}/{}',
    );
  });

  it('masks a known name even where it is a plain word of the path', () => {
    expect(scrubUrl('https://registry.example/owners/acc-kari/nordmann', context())).toBe(
      'https://registry.example/owners/acc-[navn]/[navn]',
    );
  });
});

describe('maskText', () => {
  it('masks the person’s and the accounts’ own values in any case, whole words only', () => {
    expect(maskText('Lagret for KARI NORDMANN og Nordmann Skog AS (acc-kari), Karin ok', context())).toBe(
      'Lagret for [navn] og [navn] (acc-[navn]), Karin ok',
    );
    expect(maskText('Bor i Nordmannsvegen 12 og i Nordmannsvegen', context())).toBe(
      'Bor i [navn] og i [navn]',
    );
  });

  it('masks what looks like a name, but not the browsers’ technical messages', () => {
    expect(maskText('Fant ingen kontrakt for Ola Hansen eller Anne-Lise Berg', context())).toBe(
      'Fant ingen kontrakt for [navn] eller [navn]',
    );
    expect(maskText('Network Error', context())).toBe('Network Error');
    expect(maskText('Tømmerkontrakter: bekreft sporutbedring', context())).toBe(
      'Tømmerkontrakter: bekreft sporutbedring',
    );
  });

  it('masks numbers, e-mail, tokens, and the addresses inside a text', () => {
    expect(
      maskText(
        `Feil for 150165 10073, tlf +47 912 34 567, konto 1503.12.34562, org 923 456 783, ola@firma.no, eyJhbGciOi.eyJzdWIi.c2ln, se https://x.example/a/${kari.pid}?fnr=1`,
        context({ known: null }),
      ),
    ).toBe(
      'Feil for [tall], tlf +[tall], konto [tall], org [tall], [e-post], [token], se https://x.example/a/{}',
    );
  });

  const digit = fc.integer({ min: 0, max: 9 }).map(String);
  const digits = (length: number) =>
    fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));
  const separated = (length: number) =>
    fc
      .tuple(
        digits(length),
        fc.array(fc.constantFrom('', ' ', '.'), { minLength: length, maxLength: length }),
      )
      .map(([number, separators]) =>
        Array.from(number)
          .map((d, index) => (index === 0 ? d : `${separators[index] ?? ''}${d}`))
          .join(''),
      );
  const personalNumber = fc.oneof(separated(11), separated(9), separated(8));
  const filler = fc.string({ maxLength: 20 }).map((text) => text.replace(/\d/g, ''));

  it('leaves no fødselsnummer, account, organisation or phone number, however it is written (property)', () => {
    fc.assert(
      fc.property(filler, personalNumber, filler, (before, number, after) => {
        const masked = maskText(`${before} ${number} ${after}`, context({ known: null }));
        expect(masked.replace(/\D/g, '')).not.toContain(number.replace(/\D/g, ''));
      }),
    );
  });

  const nameWord = fc
    .tuple(
      fc.constantFrom(...Array.from('ABDEFGHIJKLMNOPRSTUVØÆÅ')),
      fc.array(fc.constantFrom(...Array.from('abdefghijklmnoprstuvyæøå')), { minLength: 2, maxLength: 9 }),
    )
    .map(([first, rest]) => `${first}${rest.join('')}`);

  it('leaves no first-and-last name written as a name (property)', () => {
    fc.assert(
      fc.property(filler, nameWord, nameWord, (before, first, last) => {
        const masked = maskText(`${before.toLowerCase()} ${first} ${last}.`, context({ known: null }));
        expect(masked).not.toContain(`${first} ${last}`);
      }),
    );
  });
});

describe('scrubItem', () => {
  it('scrubs every text of a page view, and names the operation by the page', () => {
    const item = {
      baseType: 'PageviewData',
      baseData: {
        id: 'Ab12345678901234',
        name: '/profile/account',
        uri: 'https://portal.skog.example/profile/account?accountId=acc-kari',
        refUri: `http://localhost:4890/auth?login_hint=${kari.pid}`,
        properties: { søk: 'Kari Nordmann', antall: 3 },
      },
      tags: { 'ai.operation.name': '/profile/acc-kari', 'ai.session.id': '12345678901234567890' },
      ext: { trace: { name: '/profile/acc-kari', traceID: '0123456789abcdef0123456789abcdef' } },
    };
    scrubItem(item, context());
    expect(item).toEqual({
      baseType: 'PageviewData',
      baseData: {
        id: 'Ab12345678901234',
        name: '/profile/account',
        uri: 'https://portal.skog.example/profile/account',
        refUri: 'http://localhost:4890/auth',
        properties: { søk: '[navn]', antall: 3 },
      },
      tags: { 'ai.operation.name': '/profile/account', 'ai.session.id': '12345678901234567890' },
      ext: { trace: { name: '/profile/account', traceID: '0123456789abcdef0123456789abcdef' } },
    });
  });

  it('names an ajax call by method and template', () => {
    const item = {
      baseType: 'RemoteDependencyData',
      baseData: {
        name: 'GET /api/account/acc-kari?x=1',
        data: 'https://portal.skog.example/api/account/acc-kari?x=1',
        target: 'portal.skog.example',
        properties: { HttpMethod: 'GET' },
      },
    };
    scrubItem(item, context());
    expect(item.baseData).toEqual({
      name: 'GET /api/account/{id}',
      data: 'https://portal.skog.example/api/account/{id}',
      target: 'portal.skog.example',
      properties: { HttpMethod: 'GET' },
    });
  });

  it('scrubs the messages and stacks of an exception', () => {
    const item = {
      baseType: 'ExceptionData',
      baseData: {
        exceptions: [
          {
            typeName: 'TypeError',
            message: `Klarte ikke Kari Nordmann ${kari.pid}`,
            stack: `TypeError: at https://portal.skog.example/assets/x.js?fnr=${kari.pid}`,
          },
        ],
        properties: { location: 'Profil: lagre kontoinformasjon', accountId: 'acc-kari' },
      },
    };
    scrubItem(item, context());
    expect(item.baseData).toEqual({
      exceptions: [
        {
          typeName: 'TypeError',
          message: 'Klarte ikke [navn] [tall]',
          stack: 'TypeError: at https://portal.skog.example/assets/x.js',
        },
      ],
      properties: { location: 'Profil: lagre kontoinformasjon', accountId: 'acc-[navn]' },
    });
  });
});
