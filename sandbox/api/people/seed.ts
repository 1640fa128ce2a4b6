import type { Account, AccountRole, Contact, NewUser } from '../../../src/api/generated/model/index.ts';
import { personas } from '../../personas.ts';
import { isoDate } from '../dates.ts';

/** People, their accounts and one-time codes (shared/design/personas.md). */
export interface AccountAccess {
  accountId: string;
  /** The person's role for that account (an accountant acts for a client's account as ACCOUNTANT). */
  role: AccountRole;
}

export interface PersonRecord {
  pid: string;
  contact: Contact;
  /** The accounts the person acts for (userData.accounts). */
  access: AccountAccess[];
  /** Accounts an accountant keeps the books for: readable through their own account's client list. */
  clientAccountIds: string[];
}

export interface PeopleData {
  people: Map<string, PersonRecord>;
  accounts: Map<string, Account>;
  /** Accounts whose every data call answers 500 (Eva Feil's), for trying error states. */
  failingAccountIds: Set<string>;
  /** One-time codes the cooperative's field system has handed out, by code. */
  passcodes: Map<string, { accountId: string; used: boolean }>;
  /** Wrong one-time codes per person (fødselsnummer): five in a row lock the code check for a while. */
  passcodeAttempts: Map<string, { failures: number; lockedUntil: number | null }>;
  /** Registrations sent from the role picker's forms (POST /contacts/newUser), oldest first. */
  registrations: NewUser[];
}

const account = (
  fields: Partial<Account> & Pick<Account, 'id' | 'name' | 'accountRole' | 'isMember'>,
): Account => ({
  streetName: null,
  city: null,
  postalCode: null,
  email: null,
  phoneNumber: null,
  organizationNumber: null,
  bankAccountNumber: null,
  address1Line1: null,
  address1PostalCode: null,
  address1City: null,
  emailAddress: null,
  ...fields,
});

const contact = (
  fields: Partial<Contact> & Pick<Contact, 'contactId' | 'firstName' | 'lastName'>,
): Contact => ({
  email: `${fields.firstName.toLowerCase()}@example.no`,
  phoneNumber: '91234567',
  address: { streetAddress: 'Skogveien 1', postalCode: '2380', city: 'Brumunddal' },
  approvedTerms: true,
  approvedTermsDate: isoDate(-7),
  isEmployee: false,
  ...fields,
});

function seedAccounts(): Account[] {
  return [
    account({
      id: 'acc-kari',
      name: 'Kari Nordmann',
      accountRole: 'FOREST_OWNER',
      isMember: true,
      bankAccountNumber: '15031234562',
      streetName: 'Nordmannsvegen 12',
      postalCode: '2380',
      city: 'Brumunddal',
      address1Line1: 'Nordmannsvegen 12',
      address1PostalCode: '2380',
      address1City: 'Brumunddal',
      email: 'kari@example.no',
      emailAddress: 'kari@example.no',
      phoneNumber: '91234567',
    }),
    account({
      id: 'acc-nordmann-skog',
      name: 'Nordmann Skog AS',
      accountRole: 'FOREST_OWNER',
      isMember: false,
      organizationNumber: '923456783',
      bankAccountNumber: '12345678903',
      streetName: 'Storgata 5',
      postalCode: '2317',
      city: 'Hamar',
    }),
    account({
      id: 'acc-hansen',
      name: 'Hansen Gård',
      accountRole: 'FOREST_OWNER',
      isMember: true,
      postalCode: '2610',
      city: 'Mesnali',
    }),
    account({
      id: 'acc-ansatt',
      name: 'Ansatt Skogeiendom',
      accountRole: 'FOREST_OWNER',
      isMember: true,
      bankAccountNumber: '15031234562',
    }),
    account({
      id: 'acc-berg',
      name: 'Berg Maskin AS',
      accountRole: 'ENTREPRENEUR',
      isMember: false,
      organizationNumber: '934567897',
    }),
    account({
      id: 'acc-lie',
      name: 'Lie Transport AS',
      accountRole: 'TRANSPORTER',
      isMember: false,
      organizationNumber: '812345672',
    }),
    account({
      id: 'acc-dahl',
      name: 'Dahl Regnskap AS',
      accountRole: 'ACCOUNTANT',
      isMember: false,
      organizationNumber: '987654325',
    }),
    account({
      id: 'acc-moen',
      name: 'Moen Skogkultur',
      accountRole: 'FOREST_CULTURE',
      isMember: false,
      organizationNumber: '975318648',
    }),
    account({ id: 'acc-feil', name: 'Feil Skog', accountRole: 'FOREST_OWNER', isMember: true }),
  ];
}

function seedPeople(): PersonRecord[] {
  const person = (
    givenName: string,
    contactFields: Partial<Contact>,
    access: AccountAccess[],
    clientAccountIds: string[] = [],
  ): PersonRecord => {
    const persona = personas.find((p) => p.givenName === givenName);
    if (!persona) throw new Error(`Ukjent persona ${givenName}`);
    return {
      pid: persona.pid,
      contact: contact({
        contactId: `contact-${givenName.toLowerCase()}`,
        firstName: persona.givenName,
        lastName: persona.familyName,
        ...contactFields,
      }),
      access,
      clientAccountIds,
    };
  };
  return [
    person('Kari', {}, [
      { accountId: 'acc-kari', role: 'FOREST_OWNER' },
      { accountId: 'acc-nordmann-skog', role: 'FOREST_OWNER' },
    ]),
    person('Ola', { approvedTermsDate: isoDate(-122) }, [{ accountId: 'acc-hansen', role: 'FOREST_OWNER' }]),
    person('Anne', { isEmployee: true, approvedTerms: false, approvedTermsDate: null }, [
      { accountId: 'acc-ansatt', role: 'FOREST_OWNER' },
    ]),
    person('Per', {}, [{ accountId: 'acc-berg', role: 'ENTREPRENEUR' }]),
    person('Tone', {}, [{ accountId: 'acc-lie', role: 'TRANSPORTER' }]),
    person('Siri', {}, [{ accountId: 'acc-dahl', role: 'ACCOUNTANT' }], ['acc-kari', 'acc-nordmann-skog']),
    person('Lars', {}, [{ accountId: 'acc-moen', role: 'FOREST_CULTURE' }]),
    person('Eva', {}, [{ accountId: 'acc-feil', role: 'FOREST_OWNER' }]),
  ];
}

export function createPeopleData(): PeopleData {
  return {
    people: new Map(seedPeople().map((person) => [person.pid, person])),
    accounts: new Map(seedAccounts().map((item) => [item.id, item])),
    failingAccountIds: new Set(['acc-feil']),
    passcodes: new Map([
      ['4821', { accountId: 'acc-berg', used: false }],
      ['7304', { accountId: 'acc-lie', used: false }],
      ['5190', { accountId: 'acc-moen', used: false }],
    ]),
    passcodeAttempts: new Map(),
    registrations: [],
  };
}
