import { use } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { loadTexts } from '../../i18n/i18n';

/**
 * A message only the profile's catalog holds (the phone field's help, formHelpers.tsx): its id among the active
 * language's messages says that the catalog is there.
 */
const PROFILE_CATALOG_SIGN = msg`Åtte siffer, for eksempel 912 34 567.`;

/**
 * The contact fields (contactForm.tsx) are shown outside the profile's routes too: the terms dialog
 * (src/app/TermsDialog.tsx) is loaded by the signed-in layout, which does not load the profile's texts. Until
 * they are there in the active language the fields wait for them (React's `use`: the nearest Suspense shows its
 * fallback, the dialog's is nothing); once they are, nothing waits.
 */
export function useProfileTexts(): void {
  const { i18n } = useLingui();
  if (i18n.messages[PROFILE_CATALOG_SIGN.id] === undefined) use(loadTexts('profile'));
}
