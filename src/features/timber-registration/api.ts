import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createContract,
  deleteContract,
  getContractsForAccount,
  updateContract,
} from '../../api/generated/endpoints/contracts/contracts';
import {
  createContractDetail,
  deleteContractDetail,
  getContractDetails,
} from '../../api/generated/endpoints/contract-details/contract-details';
import {
  getConsiderationQuestionsForLoggingType,
  getEnvironmentalConsiderations,
  saveEnvironmentalConsiderations,
} from '../../api/generated/endpoints/considerations/considerations';
import {
  convertCoordinates,
  createSupplyPoint,
  getMapElements,
  getSupplyPoints,
  saveMapElements,
} from '../../api/generated/endpoints/map-and-coordinates/map-and-coordinates';
import { getAssortments } from '../../api/generated/endpoints/other/other';
import type {
  AssortmentPrice,
  Contract,
  ContractDetail,
  CoordinateSet,
  OperationType,
  SupplyPoint,
} from '../../api/generated/model';
import { isPrivateOperation } from '../../domain/codeSets';
import { httpStatusOf } from '../../api/httpStatus';
import { accountKeys } from '../../api/accountQueries';
import type { MutationCallbacks } from '../../api/mutationCallbacks';
import {
  draftsOf,
  fromDraft,
  MAP_SCOPE,
  toConsiderations,
  toContractDetails,
  toMapElements,
  toNewDraft,
  toUpdatedContract,
  type RegistrationValues,
  type StepNumber,
} from './registration';

export { propertyListQuery as propertiesQuery } from '../../api/propertyQueries';

/**
 * Assortment status 0: the assortments the cooperative buys now (the spec does not say what the status means;
 * the contract's assumption is the record state, 0 active).
 */
const ACTIVE_ASSORTMENTS = 0;

/**
 * The timber-registration feature's queries. Every key starts with the active account, so switching account
 * drops all of them at once (['account', accountId, ...]).
 */
export const registrationKeys = {
  all: (accountId: string) => ['account', accountId, 'timberRegistration'] as const,
  drafts: (accountId: string) => [...registrationKeys.all(accountId), 'drafts'] as const,
  draft: (accountId: string, contractId: string) =>
    [...registrationKeys.all(accountId), 'draft', contractId] as const,
  assortments: (accountId: string, municipalityId: string, operationType: number) =>
    [...registrationKeys.all(accountId), 'assortments', municipalityId, operationType] as const,
  questions: (accountId: string, loggingType: number) =>
    [...registrationKeys.all(accountId), 'questions', loggingType] as const,
  supplyPoints: (accountId: string) => [...registrationKeys.all(accountId), 'supplyPoints'] as const,
};

/** The account's unsent registrations (drafts), newest first. Always fresh: another tab may have sent one. */
export const draftsQuery = (accountId: string) =>
  queryOptions({
    queryKey: registrationKeys.drafts(accountId),
    queryFn: async ({ signal }) =>
      draftsOf((await getContractsForAccount(accountId, undefined, signal)).contracts),
    staleTime: 0,
  });

/** Everything a draft holds, as the wizard's values. Map elements that cannot be fetched read as none (spec §8). */
export const draftValuesQuery = (accountId: string, draft: Contract) =>
  queryOptions({
    queryKey: registrationKeys.draft(accountId, draft.contractId),
    queryFn: async ({ signal }): Promise<RegistrationValues> => {
      const [details, mapElements, considerations] = await Promise.all([
        getContractDetails(draft.contractId, undefined, signal),
        getMapElements({ contractId: draft.contractId, scope: MAP_SCOPE }, undefined, signal)
          .then((saved) => saved.mapElements)
          .catch(() => null),
        getEnvironmentalConsiderations(
          draft.contractId,
          isPrivateOperation(draft.operationType),
          undefined,
          signal,
        ).catch((error: unknown) => {
          if (httpStatusOf(error) === 404) return null;
          throw error;
        }),
      ]);
      return fromDraft(draft, details, mapElements, considerations);
    },
    staleTime: 0,
    gcTime: 0,
  });

export const assortmentsQuery = (accountId: string, municipalityId: string, operationType: number) =>
  queryOptions({
    queryKey: registrationKeys.assortments(accountId, municipalityId, operationType),
    queryFn: ({ signal }) =>
      getAssortments(
        {
          municipalityId,
          status: ACTIVE_ASSORTMENTS,
          operationType: operationType as OperationType,
        },
        undefined,
        signal,
      ),
  });

export const questionsQuery = (accountId: string, loggingType: number) =>
  queryOptions({
    queryKey: registrationKeys.questions(accountId, loggingType),
    queryFn: ({ signal }) => getConsiderationQuestionsForLoggingType(loggingType, undefined, signal),
  });

export const supplyPointsQuery = (accountId: string) =>
  queryOptions({
    queryKey: registrationKeys.supplyPoints(accountId),
    queryFn: ({ signal }) => getSupplyPoints(undefined, signal),
  });

/**
 * POST /supply-points: the landing as a new supply point. The hook's onSuccess hears of it at once; the list of
 * supply points is fetched again before the mutation settles (and before a callback given to `mutate`).
 */
export function useAddSupplyPoint(accountId: string, callbacks: MutationCallbacks<SupplyPoint, SupplyPoint>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (point: SupplyPoint) => createSupplyPoint(point),
    onSuccess: async (created, point) => {
      callbacks.onSuccess?.(created, point);
      await queryClient.invalidateQueries({ queryKey: registrationKeys.supplyPoints(accountId) });
    },
    onError: (error, point) => callbacks.onError?.(error, point),
  });
}

/** The drawing as the cooperative stores it: POST /coordinates normalises (and checks) points and areas. */
export async function normalisedDrawing(values: RegistrationValues): Promise<RegistrationValues> {
  if (values.describeInText || (!values.harvestArea && !values.landingPoint)) return values;
  const sent: CoordinateSet = {
    points: values.landingPoint ? [values.landingPoint] : [],
    polygons: values.harvestArea ? [values.harvestArea] : [],
  };
  const answer = await convertCoordinates(sent);
  return {
    ...values,
    landingPoint: values.landingPoint ? (answer.points[0] ?? values.landingPoint) : null,
    harvestArea: values.harvestArea ? (answer.polygons[0] ?? values.harvestArea) : null,
  };
}

export interface SavedRegistration {
  contract: Contract;
  lines: ContractDetail[] | null;
}

export interface SaveRegistration {
  accountId: string;
  contactId: string | null;
  values: RegistrationValues;
  step: StepNumber;
  /** The draft saved before, if any: saving again updates it, so a retry never makes two. */
  saved: Contract | null;
  assortments: readonly AssortmentPrice[] | undefined;
  /** True for 'Send inn': the draft becomes a registration once everything else is saved. */
  send: boolean;
}

/**
 * Saves the wizard on the server: the registration as a draft (POST /contracts, then PUT /contracts), its map
 * elements, its assortment lines (replaced) and its environmental answers. For 'Send inn' the last call
 * turns the draft into a registration, so a failure anywhere before leaves a complete draft to retry from,
 * never a half-sent registration. Returns the contract as saved and, when this save wrote them (and always
 * after 'Send inn'), its contract lines as the API stored and priced them.
 */
export async function saveRegistration({
  accountId,
  contactId,
  values,
  step,
  saved,
  assortments,
  send,
}: SaveRegistration): Promise<SavedRegistration> {
  const draft = saved
    ? await updateContract(toUpdatedContract(saved, values, step, false))
    : await createContract(toNewDraft(values, step, accountId, contactId));
  const contractId = draft.contractId;

  const mapElements = toMapElements(values);
  if (mapElements.length > 0 || saved) {
    await saveMapElements({ contractId, scope: MAP_SCOPE, mapElements });
  }

  // The lines as the API stored them (priced from its price list); null when this save left them alone.
  let lines: ContractDetail[] | null = null;
  if (assortments) {
    const existing = saved ? await getContractDetails(contractId) : [];
    for (const line of existing) {
      if (line.id) await deleteContractDetail(line.id);
    }
    lines = [];
    for (const line of toContractDetails(values, contractId, assortments)) {
      lines.push(await createContractDetail(line));
    }
  }

  if (Object.keys(values.answers).length > 0) {
    await saveEnvironmentalConsiderations(toConsiderations(values, contractId));
  }

  if (!send) return { contract: draft, lines };
  const contract = await updateContract(toUpdatedContract(draft, values, step, true));
  return { contract, lines: lines ?? (await getContractDetails(contractId)) };
}

/** Which button saved: 'Neste', 'Fullfør senere' or 'Send inn'. */
export type SaveKind = 'next' | 'later' | 'send';

/** What the wizard shows when a save starts: the step, the draft saved before, the assortments and questions. */
export interface WizardSaveContext {
  accountId: string;
  contactId: string | null;
  step: StepNumber;
  saved: Contract | null;
  assortments: readonly AssortmentPrice[] | undefined;
  /** The answers to the questions asked now: a changed logging type must not send old answers. */
  withAskedAnswers: (values: RegistrationValues) => RegistrationValues;
}

export interface WizardSaved {
  kind: SaveKind;
  contract: Contract;
  /** The contract lines as the API stored and priced them (null when this save did not write them). */
  lines: ContractDetail[] | null;
  /** The values as saved (the drawing as the cooperative normalised it). */
  values: RegistrationValues;
}

/**
 * The wizard's save (saveRegistration), the drawing normalised first when leaving the map step with 'Neste'
 * or 'Send inn'. After 'Send inn' everything of the account is fetched again before onSuccess.
 */
export function useSaveRegistration(
  context: WizardSaveContext,
  callbacks: MutationCallbacks<WizardSaved, { kind: SaveKind; current: RegistrationValues }> & {
    onMutate?: () => void;
  },
) {
  const queryClient = useQueryClient();
  const { accountId, contactId, step, saved, assortments, withAskedAnswers } = context;
  return useMutation({
    mutationFn: async ({
      kind,
      current,
    }: {
      kind: SaveKind;
      current: RegistrationValues;
    }): Promise<WizardSaved> => {
      const drawn = kind === 'later' || step !== 2 ? current : await normalisedDrawing(current);
      const { contract, lines } = await saveRegistration({
        accountId,
        contactId,
        values: step === 4 ? withAskedAnswers(drawn) : drawn,
        step: kind === 'next' ? ((step + 1) as StepNumber) : step,
        saved,
        assortments,
        send: kind === 'send',
      });
      return { kind, contract, lines, values: drawn };
    },
    onMutate: () => callbacks.onMutate?.(),
    onSuccess: async (result, variables) => {
      if (result.kind === 'send') {
        await queryClient.invalidateQueries({ queryKey: accountKeys.account(accountId) });
      }
      callbacks.onSuccess?.(result, variables);
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
  });
}

/** Opens a draft: everything it holds, fetched fresh, as the wizard's values. */
export function useResumeDraft(
  accountId: string,
  callbacks: MutationCallbacks<RegistrationValues, Contract>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: Contract) => queryClient.query(draftValuesQuery(accountId, chosen)),
    onSuccess: (values, chosen) => callbacks.onSuccess?.(values, chosen),
    onError: (error, chosen) => callbacks.onError?.(error, chosen),
  });
}

/** DELETE /contracts/{id} of a draft; the drafts are fetched again before onSuccess. */
export function useDiscardDraft(accountId: string, callbacks: MutationCallbacks<void, Contract>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: Contract) => deleteContract(chosen.contractId),
    onSuccess: async (_answer, chosen) => {
      await queryClient.invalidateQueries({ queryKey: registrationKeys.drafts(accountId) });
      callbacks.onSuccess?.(undefined, chosen);
    },
    onError: (error, chosen) => callbacks.onError?.(error, chosen),
  });
}
