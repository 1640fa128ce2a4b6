import type {
  Assortment,
  Contract,
  ContractDetail,
  EnvironmentalConsiderations,
  MeasuringNote,
  TimberSettlement,
} from '../../../src/api/generated/model/index.ts';
import { isoDate, isoDateTime } from '../dates.ts';
import { document, type StoredDocument } from '../documents.ts';

/** Timber contracts with their assortments, files, measuring notes, settlements and reports. */

export type StoredContract = Contract & { accountId: string };

const THIS_YEAR = new Date().getFullYear();

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
      wishedHarvestFrom: isoDate(30),
      wishedHarvestTo: isoDate(120),
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
      // Registered early in the year before last, so its settlements fall in two accounting years.
      createdDate: `${String(THIS_YEAR - 2)}-01-15T09:00:00.000Z`,
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
    // A timber registration Ola left with 'Fullfør senere' on the assortment step: the wizard continues it.
    contract({
      accountId: 'acc-hansen',
      contractId: 'contract-ti-2026-001',
      contractNumber: 'TI-2026-001',
      operationType: 1,
      statusReason: null,
      signatureState: 2,
      renovationResponsibility: null,
      statusOppussing: null,
      timberRegistration: 100000006,
      createdDate: isoDateTime(-5),
      propertyId: 'property-hansen-1',
      propertyName: 'Hansen Gård',
      loggingType: 100000001,
      wishedHarvestFrom: isoDate(30),
      wishedHarvestTo: isoDate(90),
      placeDescription:
        'Hogstfeltet ligger nord for tunet, langs skogsbilveien mot Mesnalia. Velteplass ved bommen.',
      supplyPointId: 'supply-point-moelven-brumunddal',
      comment: null,
      registrationStep: 3,
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

/** MVA on timber sold by an owner registered for MVA, as every account in the sandbox is. */
const MVA_RATE = 0.25;

/**
 * A settlement whose amount and volume are the sums of its lines (assortment, m³, NOK excl. MVA); each line
 * carries its MVA.
 */
const settlement = (
  fields: Pick<TimberSettlement, 'id' | 'contractId' | 'contractNumber' | 'settlementNumber' | 'date'> & {
    isCreditNote?: boolean;
  },
  lines: [assortmentName: string, volume: number, amount: number][],
): TimberSettlement => ({
  isCreditNote: false,
  ...fields,
  lines: lines.map(([assortmentName, volume, amount]) => ({
    assortmentName,
    volume,
    amount,
    vatAmount: Math.round(amount * MVA_RATE * 100) / 100,
  })),
  volume: Math.round(lines.reduce((sum, [, volume]) => sum + volume, 0) * 10) / 10,
  amount: lines.reduce((sum, [, , amount]) => sum + amount, 0),
});

/**
 * Kari's settlements over three accounting years (this year, last year with a credit note, the year before),
 * and one of Nordmann Skog AS last year, for Økonomi and the contract files.
 */
function seedSettlements(): [string, TimberSettlement[]][] {
  const lastYear = String(THIS_YEAR - 1);
  const yearBefore = String(THIS_YEAR - 2);
  return [
    [
      'contract-2025-087',
      [
        settlement(
          {
            id: 'ts-1',
            contractId: 'contract-2025-087',
            contractNumber: '2025-087',
            settlementNumber: 'S-2025-0871',
            date: isoDate(-150),
          },
          [
            ['Sagtømmer gran', 212.4, 110448],
            ['Massevirke gran', 98.1, 37782],
          ],
        ),
      ],
    ],
    [
      'contract-2024-033',
      [
        settlement(
          {
            id: 'ts-2024-033-1',
            contractId: 'contract-2024-033',
            contractNumber: '2024-033',
            settlementNumber: 'S-2024-0331',
            date: `${yearBefore}-10-14`,
          },
          [
            ['Sagtømmer gran', 180, 97200],
            ['Sagtømmer furu', 60, 30600],
            ['Massevirke gran', 140, 43400],
          ],
        ),
        settlement(
          {
            id: 'ts-2024-033-2',
            contractId: 'contract-2024-033',
            contractNumber: '2024-033',
            settlementNumber: 'S-2024-0332',
            date: `${lastYear}-02-18`,
          },
          [
            ['Sagtømmer gran', 95, 52250],
            ['Massevirke furu', 75, 21750],
            ['GFL biovirke', 40, 6400],
          ],
        ),
        // Corrects the sawlog volume of S-2024-0332 after the mill's remeasurement.
        settlement(
          {
            id: 'ts-2024-033-3',
            contractId: 'contract-2024-033',
            contractNumber: '2024-033',
            settlementNumber: 'K-2024-0333',
            date: `${lastYear}-04-03`,
            isCreditNote: true,
          },
          [['Sagtømmer gran', -12, -6600]],
        ),
      ],
    ],
    [
      'contract-2025-202',
      [
        settlement(
          {
            id: 'ts-2025-202-1',
            contractId: 'contract-2025-202',
            contractNumber: '2025-202',
            settlementNumber: 'S-2025-2021',
            date: `${lastYear}-09-12`,
          },
          [
            ['Massevirke furu', 150, 45000],
            ['GFL biovirke', 60, 10200],
          ],
        ),
      ],
    ],
  ];
}

export interface ContractsData {
  contracts: Map<string, StoredContract>;
  assortments: Map<string, Assortment[]>;
  contractDocuments: Map<string, StoredDocument[]>;
  measuringNotes: Map<string, MeasuringNote[]>;
  timberSettlements: Map<string, TimberSettlement[]>;
  considerations: Map<string, EnvironmentalConsiderations>;
  /** Contract lines (assortments agreed at registration), by contract line id. */
  contractDetails: Map<string, ContractDetail & { id: string }>;
}

export function createContractsData(): ContractsData {
  return {
    contracts: new Map(seedContracts().map((item) => [item.contractId, item])),
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
    timberSettlements: new Map(seedSettlements()),
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
    contractDetails: new Map([
      [
        'detail-101-1',
        {
          id: 'detail-101-1',
          contractId: 'contract-2026-101',
          assortmentName: 'Gran sagtømmer',
          treeSpecies: null,
          volume: 150,
          pricePerUnit: 520,
          comment: null,
        },
      ],
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
        'detail-ti-001-1',
        {
          id: 'detail-ti-001-1',
          contractId: 'contract-ti-2026-001',
          assortmentId: 'massevirke-gran',
          assortmentName: 'Massevirke gran',
          treeSpecies: 'rpBallert',
          volume: 80,
          pricePerUnit: 365,
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
  };
}
