import { describe, expect, it } from 'vitest';
import { courseLinkHref } from './courseLink';

describe('courseLinkHref', () => {
  it('links https: addresses only', () => {
    expect(courseLinkHref('https://www.skogkurs.no/kurs/motorsag')).toBe(
      'https://www.skogkurs.no/kurs/motorsag',
    );
    expect(courseLinkHref(' https://skog.no ')).toBe('https://skog.no/');
    for (const text of [
      'http://skog.no/kurs',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'www.skog.no',
      '//skog.no',
      'ftp://skog.no',
    ]) {
      expect(courseLinkHref(text), text).toBeNull();
    }
  });
});
