import { HttpResponse } from 'msw';
import type { Property } from '../../../src/api/generated/model/index.ts';
import { apiError } from '../apiError.ts';
import type { RouteKit } from '../route.ts';
import type { StoredPlanData, StoredProperty } from './seed.ts';

const listed = ({ accountId: _account, ...property }: StoredProperty): Property => property;

/** The accounts' properties, their productive area and their forest-plan data. */
export function propertyHandlers({ route }: RouteKit) {
  return [
    route<{ id: string }>('getPropertiesForAccount', ({ params, store }) =>
      HttpResponse.json<Property[]>(
        [...store.properties.values()].filter((item) => item.accountId === params.id).map(listed),
      ),
    ),

    route<{ id: string }>('getProperty', ({ params, store }) => {
      const property = store.properties.get(params.id);
      return property ? HttpResponse.json<Property>(listed(property)) : apiError(404, 'Fant ikke eiendommen');
    }),

    route<{ id: string }>('getProductiveArea', ({ params, store }) => {
      const area = store.productiveAreas.get(params.id);
      return area === undefined
        ? apiError(404, 'Arealtjenesten har ikke produktivt areal for eiendommen')
        : HttpResponse.json<number>(area);
    }),

    route<{ id: string }>('getPlanDataForProperty', ({ params, store }) =>
      HttpResponse.json<StoredPlanData>(
        store.propertyPlanData.get(params.id) ?? {
          propertyId: params.id,
          stands: [],
          environmentalPlanProjectId: null,
        },
      ),
    ),
  ];
}
