import { queryOptions } from '@tanstack/react-query';
import { getAssortments } from '../../api/generated/endpoints/other/other';
import type { OperationType } from '../../api/generated/model';
import { propertyListQuery } from '../../api/propertyQueries';

/** The assortments the cooperative buys now (the price list's status filter, as timber registration asks). */
const ACTIVE_ASSORTMENTS = 0;

/** The price calculator's queries, under the active account: ['account', accountId, 'priceCalculator', ...]. */
export const priceCalculatorKeys = {
  all: (accountId: string) => ['account', accountId, 'priceCalculator'] as const,
  prices: (accountId: string, municipalityId: string, operationType: OperationType) =>
    [...priceCalculatorKeys.all(accountId), 'prices', municipalityId, operationType] as const,
};

/** The account's properties: their municipalities are the calculator's default. */
export const propertiesQuery = propertyListQuery;

/** Prices and cost estimates of the assortments for a municipality (knr) and operation type. */
export const pricesQuery = (accountId: string, municipalityId: string, operationType: OperationType) =>
  queryOptions({
    queryKey: priceCalculatorKeys.prices(accountId, municipalityId, operationType),
    queryFn: ({ signal }) =>
      getAssortments({ municipalityId, status: ACTIVE_ASSORTMENTS, operationType }, undefined, signal),
  });

/** A municipality as the register names it. */
export interface Municipality {
  /** Kommunenummer, four digits. */
  number: string;
  name: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The municipalities in a register answer (Kartverket's `kommuner`: kommunenummer and kommunenavnNorsk, else
 * kommunenavn), by name; entries without a four-digit number or a name are left out.
 */
export function municipalitiesFromRegister(body: unknown): Municipality[] {
  if (!Array.isArray(body)) throw new Error('Kommuneregisteret svarte ikke med en liste');
  const municipalities = body.flatMap((entry: unknown): Municipality[] => {
    if (!isRecord(entry)) return [];
    const { kommunenummer, kommunenavnNorsk, kommunenavn } = entry;
    const name =
      typeof kommunenavnNorsk === 'string' && kommunenavnNorsk.trim() ? kommunenavnNorsk : kommunenavn;
    if (typeof kommunenummer !== 'string' || !/^\d{4}$/.test(kommunenummer)) return [];
    if (typeof name !== 'string' || name.trim() === '') return [];
    return [{ number: kommunenummer, name: name.trim() }];
  });
  return municipalities.sort((a, b) => a.name.localeCompare(b.name, 'nb'));
}

const ONE_DAY = 86_400_000;

/**
 * Every municipality, from the public municipality register (`municipalityRegisterUrl` in config.json). Asked
 * with plain fetch, not the cooperative API's axios instance: it gets no bearer token, and its failures must not
 * sign the person out. The list changes once a year at most.
 */
export const municipalitiesQuery = (registerUrl: string) =>
  queryOptions({
    queryKey: ['municipalityRegister', registerUrl] as const,
    queryFn: async ({ signal }) => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the register's path, not text
      const response = await fetch(`${registerUrl.replace(/\/+$/, '')}/kommuner`, {
        signal,
        headers: { Accept: 'application/json' },
        referrerPolicy: 'no-referrer',
        credentials: 'omit',
      });
      if (!response.ok) throw new Error(`Kommuneregisteret svarte ${String(response.status)}`);
      return municipalitiesFromRegister(await response.json());
    },
    staleTime: ONE_DAY,
    gcTime: ONE_DAY,
    retry: 1,
  });
