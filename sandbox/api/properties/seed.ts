import type { PlanData, Property, Stand } from '../../../src/api/generated/model/index.ts';

/** The API may send species codes outside the contract's enum; clients must handle them ('Ikke definert'). */
type StoredStand = Omit<Stand, 'bontreSlag'> & { bontreSlag?: number | null };
export type StoredPlanData = Omit<PlanData, 'stands'> & { stands: StoredStand[] };

/** Properties (eiendommer) of the accounts, and their forest-plan data. */
export type StoredProperty = Property & { accountId: string };

export interface PropertiesData {
  properties: Map<string, StoredProperty>;
  /** The forest-plan data (stands) of each property, by property id. */
  propertyPlanData: Map<string, StoredPlanData>;
  /** The area service's productive area (daa) by property number knr-gnr-bnr; a missing one answers 404. */
  productiveAreas: Map<string, number>;
}

const noStands = (propertyId: string, environmentalPlanProjectId: string): PlanData => ({
  propertyId,
  stands: [],
  environmentalPlanProjectId,
});

function seedProperties(): StoredProperty[] {
  const property = (fields: StoredProperty) => fields;
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
    // In the Ringsaker forest-plan project of 2024 (plan-orders/seed.ts): the plan-order banner shows for Kari.
    property({
      accountId: 'acc-kari',
      id: 'property-kari-4',
      knr: '3411',
      gnr: 52,
      bnr: 2,
      propertyNumber: '3411/52/2',
      actorNumber: '10452',
      weightedArea: 236,
      areaHighSiteQuality: 150,
      areaMediumAndLowSiteQuality: 86,
      misFigure: true,
      name: 'Bjørkli',
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
    property({
      accountId: 'acc-hansen',
      id: 'property-hansen-1',
      knr: '3411',
      gnr: 210,
      bnr: 1,
      propertyNumber: '3411/210/1',
      actorNumber: '10877',
      weightedArea: 380,
      areaHighSiteQuality: 150,
      areaMediumAndLowSiteQuality: 230,
      misFigure: false,
      name: 'Hansen Gård',
    }),
  ];
}

export function createPropertiesData(): PropertiesData {
  return {
    properties: new Map(seedProperties().map((item) => [item.id, item])),
    propertyPlanData: new Map<string, StoredPlanData>([
      ['property-kari-1', noStands('property-kari-1', 'project-mis-3411')],
      ['property-kari-2', noStands('property-kari-2', 'project-mis-3411')],
      ['property-kari-3', noStands('property-kari-3', 'project-mis-3411')],
      [
        'property-kari-4',
        {
          propertyId: 'property-kari-4',
          environmentalPlanProjectId: 'project-mis-3411',
          // The previous plan's stands; the 2024 project will renew them. Species 9 is not a code: 'Ikke definert'.
          stands: [
            {
              bestNr: '1',
              alder: 85,
              hogstKlasse: 'V',
              bontreSlag: 1,
              volumFuru: 12,
              volumGran: 268,
              volumLauv: 9,
              markSlag: 'Skogsmark',
            },
            {
              bestNr: '2',
              alder: 62,
              hogstKlasse: 'IV',
              bontreSlag: 2,
              volumFuru: 184,
              volumGran: 21,
              volumLauv: 6,
              markSlag: 'Skogsmark',
            },
            {
              bestNr: '3',
              alder: 34,
              hogstKlasse: 'III',
              bontreSlag: 3,
              volumFuru: 0,
              volumGran: 14,
              volumLauv: 96,
              markSlag: 'Skogsmark',
            },
            {
              bestNr: '4',
              alder: 12,
              hogstKlasse: 'II',
              bontreSlag: 1,
              volumFuru: null,
              volumGran: null,
              volumLauv: null,
              markSlag: 'Skogsmark',
            },
            {
              bestNr: '5',
              alder: null,
              hogstKlasse: null,
              bontreSlag: 0,
              volumFuru: null,
              volumGran: null,
              volumLauv: null,
              markSlag: 'Myr',
            },
            {
              bestNr: '6',
              alder: 48,
              hogstKlasse: 'III',
              bontreSlag: 9,
              volumFuru: 30,
              volumGran: 30,
              volumLauv: 30,
              markSlag: null,
            },
          ],
          counters: { lifetimeTreesCount: 148, operatingArea: 212.5 },
        },
      ],
      [
        'property-nskog-1',
        {
          propertyId: 'property-nskog-1',
          environmentalPlanProjectId: 'project-mis-3403',
          stands: [
            {
              bestNr: '1',
              alder: 65,
              hogstKlasse: 'IV',
              bontreSlag: 1,
              volumFuru: 40,
              volumGran: 310,
              volumLauv: 12,
              markSlag: 'Skogsmark',
            },
          ],
        },
      ],
      ['property-nskog-2', noStands('property-nskog-2', 'project-mis-3403')],
      ['property-hansen-1', noStands('property-hansen-1', 'project-mis-3411')],
    ]),
    // 3403-5-9 (Bakken) is not in the area service: the portal falls back to its weightedArea.
    productiveAreas: new Map([
      ['3411-12-3', 820],
      ['3411-14-1', 310],
      ['3411-40-7', 455],
      ['3411-52-2', 230],
      ['3403-5-2', 640],
      ['3411-210-1', 380],
    ]),
  };
}
