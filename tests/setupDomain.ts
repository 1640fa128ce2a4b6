import type { Messages } from '@lingui/core';
import { i18n } from '../src/i18n/i18n';

// The domain's rules are pure functions (and the sandbox's tests, in the node project, compare its answers with them), but a label the portal maps from a code (src/domain/codeSets.ts) or a
// rule's message is in the active language (#43): the domain's tests run in Norwegian, as the app's do
// (tests/setupEachFile.ts), with every area's catalog in both languages loaded, so an English test only switches
// (`i18n.activate('en')`, and back to 'nb' after it: the domain's files share one module graph).
const catalogs = {
  nb: import.meta.glob<{ messages: Messages }>('../src/locales/nb/*.po'),
  en: import.meta.glob<{ messages: Messages }>('../src/locales/en/*.po'),
};
for (const [locale, areas] of Object.entries(catalogs)) {
  for (const catalog of await Promise.all(Object.values(areas).map((load) => load()))) {
    i18n.load(locale, catalog.messages);
  }
}
i18n.activate('nb');
