import type { Property, PropertyPlanDataEligibility } from '../../../src/api/generated/model/index.ts';

/** Properties (eiendommer) of the accounts, and their forest-plan data. */
export type StoredProperty = Property & { accountId: string };

export interface PropertiesData {
  properties: Map<string, StoredProperty>;
  planData: Map<string, PropertyPlanDataEligibility[]>;
}

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
  ];
}

export function createPropertiesData(): PropertiesData {
  return { properties: new Map(seedProperties().map((item) => [item.id, item])), planData: new Map() };
}
