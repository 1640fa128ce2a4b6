import type { AccountUpdate } from '../api/generated/model';
import { may, type Party } from './permissions';

/**
 * What PUT /account may change, by the person's party for the account: the one list the account form and the
 * sandbox API (as the cooperative's API must) both follow. The name, organisation number, membership and
 * role are the cooperative's records, on no party's list.
 */
export const ACCOUNT_DETAIL_FIELDS = [
  'streetName',
  'city',
  'postalCode',
  'email',
  'phoneNumber',
  'address1Line1',
  'address1PostalCode',
  'address1City',
  'emailAddress',
] as const satisfies readonly (keyof AccountUpdate)[];

export type AccountChangeField = (typeof ACCOUNT_DETAIL_FIELDS)[number] | 'bankAccountNumber';

export function changeableAccountFields(party: Party | null): readonly AccountChangeField[] {
  return [
    ...(may(party, 'changeAccountDetails') ? ACCOUNT_DETAIL_FIELDS : []),
    ...(may(party, 'changeBankAccount') ? (['bankAccountNumber'] as const) : []),
  ];
}

/** The fields the API never takes from a client, by the name a person knows them by. */
export const ACCOUNT_RECORD_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Navnet',
  organizationNumber: 'Organisasjonsnummeret',
  isMember: 'Medlemskapet',
  accountRole: 'Rollen',
};
