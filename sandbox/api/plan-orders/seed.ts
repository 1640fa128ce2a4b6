import type {
  PlanDataProject,
  Product,
  PropertyInfo,
  PropertyPlanDataEligibility,
} from '../../../src/api/generated/model/index.ts';
import { NO_TERRITORY_ID } from '../../../src/domain/planOrder.ts';

/**
 * Forest-plan (skogbruksplan) projects: which properties of the accounts lie in a plan-data project, the
 * projects' products, the order codes of the plan-order letters (personas.md) and the orders made by code.
 */
export interface StoredCodePlanOrder {
  orderId: string;
  orderCode: string;
  pid: string;
  productIds: string[];
  createdDate: string;
}

export interface PlanOrdersData {
  /** Per account: its properties' plan-data projects (the banner and /planDataOrder/ChooseMunicipality). */
  planDataEligibility: Map<string, PropertyPlanDataEligibility[]>;
  /** The products (price list) of each project, by project number. */
  planProducts: Map<string, Product[]>;
  /** The plan-order letters' codes. */
  planOrderCodes: Map<string, PlanDataProject>;
  /** Who each letter went to: person id (fødselsnummer) → the letter's code. */
  planOrderLetters: Map<string, string>;
  /** Orders made through a code by a person with no account: they never show in an account's 'Bestillinger'. */
  codePlanOrders: StoredCodePlanOrder[];
}

export const RINGSAKER: PropertyInfo = {
  territoryId: '6f0d3c1a-4b2e-4f7a-9c11-3411a0002024',
  territoryName: 'Ringsaker',
};
const HAMAR_NO_TERRITORY: PropertyInfo = { territoryId: NO_TERRITORY_ID, territoryName: 'Hamar' };
const NAUSTDAL: PropertyInfo = {
  territoryId: '2b7e9f40-8d3c-4a61-b5e2-4649a0002024',
  territoryName: 'Naustdal',
};

export const RINGSAKER_PROJECT = { projectId: 'project-plan-3411-2024', projectNumber: 'P-2024-3411' };
const NAUSTDAL_PROJECT = { projectId: 'project-plan-4649-2024', projectNumber: 'P-2024-4649' };

const RINGSAKER_PRODUCTS: Product[] = [
  {
    productId: 'plan-grunnpakke',
    name: 'Skogbruksplan med miljøregistreringer',
    price: 4900,
    unit: 'stk',
    description:
      'Bestandskart, bestandsliste og MiS-figurer for eiendommen, klar i portalen når takseringen er ferdig.',
  },
  {
    productId: 'plan-planbok',
    name: 'Trykt planbok',
    price: 750,
    unit: 'stk',
    description: 'Planen trykt og innbundet, sendt i posten.',
  },
  {
    productId: 'plan-befaring',
    name: 'Befaring med skogbruksleder',
    price: 1500,
    unit: 'stk',
    description: 'En gjennomgang av planen ute i skogen, med forslag til tiltak de neste ti årene.',
  },
];

const entry = (
  propertyId: string,
  propertyNumber: string,
  name: string,
  isPlandataProject: boolean,
  propertyInfo: PropertyInfo,
  project: { projectId: string; projectNumber: string } | null,
): PropertyPlanDataEligibility => ({
  propertyId,
  propertyNumber,
  name,
  isPlandataProject,
  propertyInfo,
  projectId: project?.projectId ?? null,
  projectNumber: project?.projectNumber ?? null,
  planOrderedDate: null,
});

export function createPlanOrdersData(): PlanOrdersData {
  return {
    planDataEligibility: new Map([
      [
        'acc-kari',
        [
          entry('property-kari-1', '3411/12/3', 'Nordre Nordmann', false, RINGSAKER, null),
          // In a plan-data project, but the project has no territory yet: not eligible.
          entry(
            'property-kari-2',
            '3411/14/1',
            'Søndre Nordmann',
            true,
            HAMAR_NO_TERRITORY,
            RINGSAKER_PROJECT,
          ),
          entry('property-kari-3', '3411/40/7', 'Åsen', false, RINGSAKER, null),
          entry('property-kari-4', '3411/52/2', 'Bjørkli', true, RINGSAKER, RINGSAKER_PROJECT),
        ],
      ],
      [
        'acc-nordmann-skog',
        [
          entry('property-nskog-1', '3403/5/2', 'Skogheim', true, HAMAR_NO_TERRITORY, null),
          entry('property-nskog-2', '3403/5/9', 'Bakken', false, HAMAR_NO_TERRITORY, null),
        ],
      ],
      ['acc-hansen', [entry('property-hansen-1', '3411/210/1', 'Hansen Gård', false, RINGSAKER, null)]],
    ]),
    planProducts: new Map([
      [RINGSAKER_PROJECT.projectNumber, RINGSAKER_PRODUCTS],
      [
        NAUSTDAL_PROJECT.projectNumber,
        [{ productId: 'plan-naustdal', name: 'Skogbruksplan', price: 5200, unit: 'stk', description: null }],
      ],
    ]),
    planOrderCodes: new Map<string, PlanDataProject>([
      [
        'SKOG2024',
        {
          isPlandataProject: true,
          propertyInfo: RINGSAKER,
          products: RINGSAKER_PRODUCTS,
          ...RINGSAKER_PROJECT,
        },
      ],
      [
        'NAUST1',
        {
          isPlandataProject: true,
          propertyInfo: NAUSTDAL,
          products: [
            {
              productId: 'plan-naustdal',
              name: 'Skogbruksplan',
              price: 5200,
              unit: 'stk',
              description: null,
            },
          ],
          ...NAUSTDAL_PROJECT,
        },
      ],
    ]),
    // Nils Ny has no contact at the cooperative, but got the letter with SKOG2024 (personas.md): after sign-in
    // the role picker offers him the plan order.
    planOrderLetters: new Map([['31129010188', 'SKOG2024']]),
    codePlanOrders: [],
  };
}
