import type {
  PlanData,
  Property,
  PropertyPlanDataEligibility,
} from '../../../src/api/generated/model/index.ts';

/** Properties (eiendommer) of the accounts, and their forest-plan data. */
export type StoredProperty = Property & { accountId: string };

export interface PropertiesData {
  properties: Map<string, StoredProperty>;
  /** Forest-plan eligibility per account (the plan-order banner). */
  planData: Map<string, PropertyPlanDataEligibility[]>;
  /** The forest-plan data (stands) of each property, by property id. */
  propertyPlanData: Map<string, PlanData>;
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
    planData: new Map(),
    propertyPlanData: new Map([
      ['property-kari-1', noStands('property-kari-1', 'project-mis-3411')],
      ['property-kari-2', noStands('property-kari-2', 'project-mis-3411')],
      ['property-kari-3', noStands('property-kari-3', 'project-mis-3411')],
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
      ['3403-5-2', 640],
      ['3411-210-1', 380],
    ]),
  };
}
