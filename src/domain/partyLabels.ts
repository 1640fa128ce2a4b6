import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import type { Party } from './permissions';

/**
 * Each party's name, in the active language when read (#43). Getters, so the messages are made when a label is
 * read, not when the module loads: kept out of permissions.ts, which the sandbox API imports under tsx, where
 * Lingui's macros are not compiled (config/sandbox-without-macros.test.ts).
 */
export const PARTY_LABELS: Readonly<Record<Party, string>> = {
  get forestOwner() {
    return i18n._(msg`Skogeier`);
  },
  get cooperativeEmployee() {
    return i18n._(msg`Ansatt i andelslaget`);
  },
  get forestManager() {
    return i18n._(msg`Skogforvalter`);
  },
  get representative() {
    return i18n._(msg`Representant`);
  },
  get entrepreneur() {
    return i18n._(msg`Entreprenør`);
  },
  get transporter() {
    return i18n._(msg`Transportør`);
  },
  get forestCulture() {
    return i18n._(msg`Skogkultur`);
  },
  get accountant() {
    return i18n._(msg`Regnskapsfører`);
  },
  get accountantForClient() {
    return i18n._(msg`Regnskapsfører for kunde`);
  },
};
