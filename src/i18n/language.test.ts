import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocale, initialLocale, LANGUAGE_KEY, rememberLocale } from './language';
import { activateLocale, activeLocale, i18n, loadTexts } from './i18n';
import { clearClientSession } from '../session/clearSession';

const browserLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
};

afterEach(async () => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  // The other tests of the worker's files speak Norwegian (tests/setupEachFile.ts).
  await activateLocale('nb', { remember: false });
});

describe('the first language, from the browser', () => {
  it('is Norwegian for Bokmål, Nynorsk and plain Norwegian, with or without a region', () => {
    for (const language of ['nb', 'nb-NO', 'nn', 'nn-NO', 'no', 'NO-no']) {
      expect(browserLocale([language, 'en-US'])).toBe('nb');
    }
  });

  it('is English for any other language, Swedish and Polish too', () => {
    for (const language of ['en-GB', 'en', 'sv-SE', 'pl', 'lt', 'de', 'nl', 'non']) {
      expect(browserLocale([language, 'nb-NO'])).toBe('en');
    }
  });

  it("follows the browser's first language only", () => {
    expect(browserLocale(['sv-SE', 'nb-NO'])).toBe('en');
    expect(browserLocale(['nn-NO', 'en'])).toBe('nb');
  });

  it('is Norwegian when the browser names none', () => {
    expect(browserLocale([])).toBe('nb');
  });

  it('is the browser’s on a first visit', () => {
    browserLanguages(['pl-PL', 'en']);
    expect(initialLocale()).toBe('en');
    browserLanguages(['nb-NO']);
    expect(initialLocale()).toBe('nb');
  });
});

describe('a chosen language', () => {
  it('is remembered in the browser and wins over its languages on the next visit', () => {
    browserLanguages(['nb-NO']);
    rememberLocale('en');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(initialLocale()).toBe('en');
  });

  it('is ignored when what is stored is not a language of the portal', () => {
    browserLanguages(['nb-NO']);
    window.localStorage.setItem(LANGUAGE_KEY, 'sv');
    expect(initialLocale()).toBe('nb');
  });

  it('is remembered by the switch, not by the start-up', async () => {
    await activateLocale('en', { remember: false });
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    await activateLocale('en', { remember: true });
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('survives a sign-out, which clears the session', () => {
    rememberLocale('en');
    window.sessionStorage.setItem('skogportal.session', '{}');
    clearClientSession();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});

describe('the web app manifest', () => {
  it('is the language’s: the page links the English one in English and the Norwegian again in Norwegian', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    try {
      await activateLocale('en', { remember: false });
      expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
      await activateLocale('nb', { remember: false });
      expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    } finally {
      link.remove();
    }
  });
});

describe('<html lang>', () => {
  it('follows the active language', async () => {
    await activateLocale('en', { remember: false });
    expect(document.documentElement.lang).toBe('en');
    expect(activeLocale()).toBe('en');
    await activateLocale('nb', { remember: false });
    expect(document.documentElement.lang).toBe('nb');
    expect(activeLocale()).toBe('nb');
  });
});

describe('an area asked for while the language is being switched', () => {
  it('loads in the language switched to, as the router asks for a page before the start-up’s language is active', async () => {
    const heading = msg`Kontakt oss`;
    const switching = activateLocale('en', { remember: false });
    const loading = loadTexts('contact');
    await Promise.all([switching, loading]);
    expect(i18n._(heading)).toBe('Contact us');
    await activateLocale('nb', { remember: false });
    expect(i18n._(heading)).toBe('Kontakt oss');
  });

  it('refuses an area lingui.config.ts does not have', async () => {
    await expect(loadTexts('no-such-area')).rejects.toThrow('Ukjent tekstområde: no-such-area');
  });
});
