/* eslint-disable lingui/no-unlocalized-strings -- a test's typed values and the fields' Norwegian labels, no page text */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills the registration form's fields by their Norwegian labels; a value left out is left empty. */
export async function fillRegistration(
  user: UserEvent,
  values: Partial<
    Record<
      | 'Fornavn'
      | 'Etternavn'
      | 'E-post'
      | 'Mobilnummer'
      | 'Adresse'
      | 'Postnummer'
      | 'Poststed'
      | 'Organisasjonsnummer',
      string
    >
  >,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name: label });
    await user.clear(field);
    await user.type(field, value);
  }
}

export const NILS: Parameters<typeof fillRegistration>[1] = {
  Fornavn: 'Nils',
  Etternavn: 'Ny',
  'E-post': 'nils.ny@example.no',
  Mobilnummer: '912 34 567',
  Adresse: 'Skogveien 2',
  Postnummer: '2380',
  Poststed: 'Brumunddal',
};
