import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useLingui } from '@lingui/react';
import { activateLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/language';

/** Each language by its own name, in its own language: what a person who reads only that one looks for. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name is the same in every language
const LANGUAGE_NAMES: Record<Locale, string> = { nb: 'Norsk', en: 'English' };

/**
 * The language switch (#43): one button naming the other language in that language («English» while the
 * portal is Norwegian, «Norsk» while it is English), marked with its `lang` so a screen reader says it right.
 * Switching keeps the page and what is typed (nothing is mounted anew) and is remembered in the browser.
 */
export function LanguageSwitch({ color = 'primary', sx }: Pick<ButtonProps, 'color' | 'sx'>) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const other: Locale = i18n.locale === 'en' ? 'nb' : 'en';
  return (
    <Button
      color={color}
      lang={other}
      loading={pending}
      onClick={() => {
        setPending(true);
        activateLocale(other, { remember: true })
          .catch(() => {
            // The other language's catalog did not arrive (offline): the page stays in this one.
          })
          .finally(() => {
            setPending(false);
          });
      }}
      sx={sx}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
