import type {
  Account,
  AccountRole,
  Assortment,
  Contact,
  Contract,
  ContractDetail,
  Document,
  EnvironmentalConsiderations,
  MeasuringNote,
  NewUser,
  OrderListEntry,
  Property,
  PropertyPlanDataEligibility,
  TimberSettlement,
} from '../../src/api/generated/model/index.ts';
import { personas } from '../personas.ts';
import { pdfBase64 } from './pdf.ts';

/**
 * The sandbox's seeded, in-memory data (shared/design/personas.md). `createSandboxStore()` gives a fresh
 * copy: the HTTP server keeps one for its lifetime, the component tests get a new one for every test.
 */
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

export interface StoredDocument extends Document {
  fileContent: string;
}

export interface SandboxStore {
  people: Map<string, PersonRecord>;
  accounts: Map<string, Account>;
  /** Accounts whose every data call answers 500 (Eva Feil's), for trying error states. */
  failingAccountIds: Set<string>;
  contracts: Map<string, Contract & { accountId: string }>;
  assortments: Map<string, Assortment[]>;
  contractDocuments: Map<string, StoredDocument[]>;
  measuringNotes: Map<string, MeasuringNote[]>;
  timberSettlements: Map<string, TimberSettlement[]>;
  considerations: Map<string, EnvironmentalConsiderations>;
  properties: Map<string, Property & { accountId: string }>;
  planData: Map<string, PropertyPlanDataEligibility[]>;
  /** Contract lines (assortments agreed at registration), by contract line id. */
  contractDetails: Map<string, ContractDetail & { id: string }>;
  /** Orders (plant, environmental plan), by order id. */
  orders: Map<string, OrderListEntry & { orderId: string; accountId: string }>;
  /** One-time codes the cooperative's field system has handed out, by code. */
  passcodes: Map<string, { accountId: string; used: boolean }>;
  /** Wrong one-time codes per person (fødselsnummer): five in a row lock the code check for a while. */
  passcodeAttempts: Map<string, { failures: number; lockedUntil: number | null }>;
  /** Who changed what: the sandbox takes the contact from the token, never from the body. */
  auditLog: { operation: string; contactId: string; subjectId: string }[];
  /** Registrations sent from the role picker's forms (POST /contacts/newUser), oldest first. */
  registrations: NewUser[];
}

const DAY = 86_400_000;
const isoDate = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const isoDateTime = (offsetDays: number): string => new Date(Date.now() + offsetDays * DAY).toISOString();

const pid = (givenName: string): string => {
  const persona = personas.find((p) => p.givenName === givenName);
  if (!persona) throw new Error(`Ukjent persona ${givenName}`);
  return persona.pid;
};

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

type StoredContract = Contract & { accountId: string };

const contract = (
  fields: Partial<Contract> &
    Pick<Contract, 'contractId' | 'contractNumber' | 'operationType' | 'statusReason'> & {
      accountId: string;
    },
): StoredContract => ({
  status: 100000001,
  createdDate: isoDateTime(-60),
  completedEnvironmentalReport: '1 - Ikke fullført',
  signatureState: 1,
  renovationResponsibility: 100000000,
  statusOppussing: 100000002,
  fristForOpprettingAvKjreskader: null,
  timberRegistration: 100000002,
  propertyName: null,
  ...fields,
});

function seedContracts(): StoredContract[] {
  return [
    contract({
      accountId: 'acc-kari',
      contractId: 'contract-2026-101',
      contractNumber: '2026-101',
      operationType: 1,
      statusReason: 100000000,
      signatureState: 0,
      createdDate: isoDateTime(-3),
      propertyName: 'Nordre Nordmann',
    }),
    contract({
      accountId: 'acc-kari',
      contractId: 'contract-2026-102',
      contractNumber: '2026-102',
      operationType: 2,
      statusReason: 100000001,
      createdDate: isoDateTime(-45),
      propertyName: 'Nordre Nordmann',
    }),
    contract({
      accountId: 'acc-kari',
      contractId: 'contract-2026-103',
      contractNumber: '2026-103',
      operationType: 1,
      statusReason: 100000002,
      renovationResponsibility: 100000001,
      statusOppussing: 100000001,
      fristForOpprettingAvKjreskader: isoDate(30),
      createdDate: isoDateTime(-120),
      propertyName: 'Søndre Nordmann',
    }),
    contract({
      accountId: 'acc-kari',
      contractId: 'contract-2025-087',
      contractNumber: '2025-087',
      operationType: 1,
      statusReason: 100000003,
      completedEnvironmentalReport: '2 - Fullført',
      createdDate: isoDateTime(-400),
      propertyName: 'Nordre Nordmann',
    }),
    contract({
      accountId: 'acc-kari',
      contractId: 'contract-2026-110',
      contractNumber: '2026-110',
      operationType: 4,
      statusReason: 100000008,
      createdDate: isoDateTime(-10),
      propertyName: 'Åsen',
    }),
    contract({
      accountId: 'acc-kari',
      contractId: 'contract-2024-033',
      contractNumber: '2024-033',
      operationType: 1,
      status: 100000000,
      statusReason: 100000006,
      timberRegistration: 100000004,
      createdDate: isoDateTime(-700),
      propertyName: 'Åsen',
    }),
    contract({
      accountId: 'acc-nordmann-skog',
      contractId: 'contract-2026-201',
      contractNumber: '2026-201',
      operationType: 6,
      statusReason: 100000001,
      createdDate: isoDateTime(-20),
      propertyName: 'Skogheim',
    }),
    contract({
      accountId: 'acc-nordmann-skog',
      contractId: 'contract-2025-202',
      contractNumber: '2025-202',
      operationType: 1,
      statusReason: 100000007,
      createdDate: isoDateTime(-200),
      propertyName: 'Skogheim',
    }),
    contract({
      accountId: 'acc-hansen',
      contractId: 'contract-2026-301',
      contractNumber: '2026-301',
      operationType: 1,
      statusReason: 100000001,
      propertyName: 'Hansen Gård',
    }),
    contract({
      accountId: 'acc-feil',
      contractId: 'contract-2026-901',
      contractNumber: '2026-901',
      operationType: 1,
      statusReason: 100000001,
    }),
  ];
}

const assortment = (id: string, name: string, volume: number, reportedVolume = 0): Assortment => ({
  id,
  name,
  volume,
  changeVolum: null,
  reportedVolume,
});

function seedAssortments(): [string, Assortment[]][] {
  return [
    [
      'contract-2026-102',
      [
        assortment('assortment-102-1', 'Gran sagtømmer', 120, 35),
        assortment('assortment-102-2', 'Furu sagtømmer', 80),
        assortment('assortment-102-3', 'Gran massevirke', 200, 60),
      ],
    ],
    ['contract-2026-101', [assortment('assortment-101-1', 'Gran sagtømmer', 150)]],
    ['contract-2026-201', [assortment('assortment-201-1', 'Furu massevirke', 90)]],
    ['contract-2026-301', [assortment('assortment-301-1', 'Gran sagtømmer', 60)]],
  ];
}

const document = (
  name: string,
  title: string,
  lines: string[],
  createdOffsetDays: number,
): StoredDocument => ({
  name,
  fileContent: pdfBase64(title, lines),
  depositDate: isoDateTime(createdOffsetDays),
  status: 'Arkivert',
  totalPrice: null,
  createdDate: isoDateTime(createdOffsetDays),
  year: new Date(Date.now() + createdOffsetDays * DAY).getFullYear(),
});

function seedContractDocuments(): [string, StoredDocument[]][] {
  return [
    [
      'contract-2026-101',
      [
        document(
          'Tømmerkontrakt 2026-101.pdf',
          'Tømmerkontrakt 2026-101',
          [
            'Selger: Kari Nordmann',
            'Eiendom: Nordre Nordmann, 3411/12/3',
            'Sortiment: Gran sagtømmer, 150 m3',
          ],
          -3,
        ),
      ],
    ],
    [
      'contract-2026-102',
      [
        document(
          'Tømmerkontrakt 2026-102.pdf',
          'Tømmerkontrakt 2026-102',
          ['Selger: Kari Nordmann', 'Privat drift'],
          -45,
        ),
      ],
    ],
    [
      'contract-2025-087',
      [
        document('Tømmerkontrakt 2025-087.pdf', 'Tømmerkontrakt 2025-087', ['Selger: Kari Nordmann'], -400),
        document(
          'Målebrev 2025-087.pdf',
          'Målebrev 2025-087',
          ['Gran sagtømmer: 212,4 m3', 'Gran massevirke: 98,1 m3'],
          -200,
        ),
        document(
          'Sluttoppgjør 2025-087.pdf',
          'Sluttoppgjør 2025-087',
          ['Til utbetaling: 148 230,00 kr'],
          -150,
        ),
      ],
    ],
  ];
}

function seedProperties(): (Property & { accountId: string })[] {
  const property = (fields: Property & { accountId: string }) => fields;
  return [
    property({
      accountId: 'acc-kari',
      id: 'property-kari-1',
      knr: '3411',
      gnr: 12,
      bnr: 3,
      propertyNumber: '3411/12/3',
      actorNumber: '10452',
      weightedArea: 820,
      areaHighSiteQuality: 540,
      areaMediumAndLowSiteQuality: 280,
      misFigure: true,
      name: 'Nordre Nordmann',
    }),
    property({
      accountId: 'acc-kari',
      id: 'property-kari-2',
      knr: '3411',
      gnr: 14,
      bnr: 1,
      propertyNumber: '3411/14/1',
      actorNumber: '10452',
      weightedArea: 310,
      areaHighSiteQuality: 120,
      areaMediumAndLowSiteQuality: 190,
      misFigure: false,
      name: 'Søndre Nordmann',
    }),
    property({
      accountId: 'acc-kari',
      id: 'property-kari-3',
      knr: '3411',
      gnr: 40,
      bnr: 7,
      propertyNumber: '3411/40/7',
      actorNumber: '10452',
      weightedArea: 455,
      areaHighSiteQuality: 200,
      areaMediumAndLowSiteQuality: 255,
      misFigure: false,
      name: 'Åsen',
    }),
    property({
      accountId: 'acc-nordmann-skog',
      id: 'property-nskog-1',
      knr: '3403',
      gnr: 5,
      bnr: 2,
      propertyNumber: '3403/5/2',
      actorNumber: '20991',
      weightedArea: 640,
      areaHighSiteQuality: 300,
      areaMediumAndLowSiteQuality: 340,
      misFigure: true,
      name: 'Skogheim',
    }),
    property({
      accountId: 'acc-nordmann-skog',
      id: 'property-nskog-2',
      knr: '3403',
      gnr: 5,
      bnr: 9,
      propertyNumber: '3403/5/9',
      actorNumber: '20991',
      weightedArea: 150,
      areaHighSiteQuality: 60,
      areaMediumAndLowSiteQuality: 90,
      misFigure: false,
      name: 'Bakken',
    }),
  ];
}

function seedOrders(): (OrderListEntry & { orderId: string; accountId: string })[] {
  return [
    {
      orderId: 'order-kari-plant',
      accountId: 'acc-kari',
      propertyId: 'property-kari-1',
      projectId: null,
      name: 'Plantebestilling våren',
      orderType: 1,
      propertyNumber: '3411/12/3',
      status: 'Bekreftet',
      createdDate: isoDateTime(-30),
    },
    {
      orderId: 'order-kari-mis',
      accountId: 'acc-kari',
      propertyId: 'property-kari-3',
      projectId: 'project-mis',
      name: 'Miljøregistrering (MiS)',
      orderType: 13,
      propertyNumber: '3411/40/7',
      status: 'Til signering',
      createdDate: isoDateTime(-12),
    },
    {
      orderId: 'order-nskog-plant',
      accountId: 'acc-nordmann-skog',
      propertyId: 'property-nskog-1',
      projectId: null,
      name: 'Plantebestilling høsten',
      orderType: 1,
      propertyNumber: '3403/5/2',
      status: 'Bekreftet',
      createdDate: isoDateTime(-60),
    },
  ];
}

export function createSandboxStore(): SandboxStore {
  const people = new Map(seedPeople().map((person) => [person.pid, person]));
  const contracts = new Map(seedContracts().map((item) => [item.contractId, item]));
  return {
    people,
    accounts: new Map(seedAccounts().map((item) => [item.id, item])),
    failingAccountIds: new Set(['acc-feil']),
    contracts,
    assortments: new Map(seedAssortments()),
    contractDocuments: new Map(seedContractDocuments()),
    measuringNotes: new Map([
      [
        'contract-2025-087',
        [
          {
            id: 'mn-1',
            contractId: 'contract-2025-087',
            measuringMethod: 1,
            date: isoDate(-210),
            volume: 212.4,
            assortmentName: 'Gran sagtømmer',
          },
          {
            id: 'mn-2',
            contractId: 'contract-2025-087',
            measuringMethod: 6,
            date: isoDate(-205),
            volume: 98.1,
            assortmentName: 'Gran massevirke',
          },
        ],
      ],
    ]),
    timberSettlements: new Map([
      [
        'contract-2025-087',
        [
          {
            id: 'ts-1',
            contractId: 'contract-2025-087',
            settlementNumber: 'S-2025-0871',
            date: isoDate(-150),
            amount: 148230,
            isCreditNote: false,
          },
        ],
      ],
    ]),
    considerations: new Map([
      [
        'contract-2025-087',
        {
          contractId: 'contract-2025-087',
          privateOperation: false,
          misFigure: true,
          culturalHeritage: 961700001,
          grouseOrRaptorConsideration: 961700000,
          retentionTrees: 961700000,
          bufferZones: 961700000,
          velteplassMotOffentligVei: 100000001,
          begrensningerVelteplass: 100000000,
          coursePEFC: 1,
        },
      ],
    ]),
    properties: new Map(seedProperties().map((item) => [item.id, item])),
    planData: new Map(),
    contractDetails: new Map([
      [
        'detail-110-1',
        {
          id: 'detail-110-1',
          contractId: 'contract-2026-110',
          assortmentName: 'Gran sagtømmer',
          treeSpecies: null,
          volume: 90,
          pricePerUnit: null,
          comment: null,
        },
      ],
      [
        'detail-201-1',
        {
          id: 'detail-201-1',
          contractId: 'contract-2026-201',
          assortmentName: 'Furu massevirke',
          treeSpecies: null,
          volume: 90,
          pricePerUnit: null,
          comment: null,
        },
      ],
    ]),
    orders: new Map(seedOrders().map((item) => [item.orderId, item])),
    passcodeAttempts: new Map(),
    auditLog: [],
    passcodes: new Map([
      ['4821', { accountId: 'acc-berg', used: false }],
      ['7304', { accountId: 'acc-lie', used: false }],
      ['5190', { accountId: 'acc-moen', used: false }],
    ]),
    registrations: [],
  };
}

export const KARI_PID = pid('Kari');
