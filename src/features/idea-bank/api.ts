import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createArrangement,
  createArrangementNotification,
  deleteArrangement,
  finishArrangement,
  getArrangementsForContact,
  updateArrangement,
} from '../../api/generated/endpoints/arrangements/arrangements';
import {
  getIdeaBankDocumentContent,
  getIdeaBankDocuments,
} from '../../api/generated/endpoints/documents/documents';
import type { Arrangement, ArrangementNotification } from '../../api/generated/model';
import { accountKeys } from '../../api/accountQueries';
import type { MutationCallbacks } from '../../api/mutationCallbacks';

/** The idea bank's folder of templates and guides in the cooperative's document store (spec §7). */
export const IDEA_BANK_FOLDER = 'idebank';

/**
 * The idea bank's queries. The arrangements are those of the active account's local group, so every key
 * starts with the account (['account', accountId, 'ideaBank', ...]) and switching account drops them.
 */
export const ideaBankKeys = {
  all: (accountId: string) => [...accountKeys.account(accountId), 'ideaBank'] as const,
  arrangements: (accountId: string) => [...ideaBankKeys.all(accountId), 'arrangements'] as const,
  documents: (accountId: string) => [...ideaBankKeys.all(accountId), 'documents'] as const,
  document: (accountId: string, name: string) => [...ideaBankKeys.documents(accountId), name] as const,
};

export const arrangementListQuery = (accountId: string, contactId: string) =>
  queryOptions({
    queryKey: ideaBankKeys.arrangements(accountId),
    queryFn: ({ signal }) => getArrangementsForContact(contactId, { accountId }, undefined, signal),
  });

export const ideaBankDocumentsQuery = (accountId: string) =>
  queryOptions({
    queryKey: ideaBankKeys.documents(accountId),
    queryFn: ({ signal }) => getIdeaBankDocuments({ relativePath: IDEA_BANK_FOLDER }, undefined, signal),
  });

export const ideaBankDocumentContentQuery = (accountId: string, name: string) =>
  queryOptions({
    queryKey: ideaBankKeys.document(accountId, name),
    // The generated client encodes the file name, so '#', '?' or '/' in it cannot end the path.
    queryFn: ({ signal }) =>
      getIdeaBankDocumentContent(name, { relativePath: IDEA_BANK_FOLDER }, undefined, signal),
  });

/**
 * PUT /arrangement/delete. Spec §4: the card leaves the list at once, then the server is asked; a refusal puts
 * the list back as it was. The list is fetched again either way.
 */
export function useDeleteArrangement(accountId: string, callbacks: MutationCallbacks<void, Arrangement>) {
  const queryClient = useQueryClient();
  const listKey = ideaBankKeys.arrangements(accountId);
  return useMutation({
    mutationFn: (arrangement: Arrangement) => deleteArrangement(arrangement),
    onMutate: async (arrangement) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<Arrangement[]>(listKey);
      queryClient.setQueryData<Arrangement[]>(listKey, (list) =>
        list?.filter((item) => item.id !== arrangement.id),
      );
      return { before };
    },
    onError: (error, arrangement, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      callbacks.onError?.(error, arrangement);
    },
    onSuccess: (_answer, arrangement) => {
      callbacks.onSuccess?.(undefined, arrangement);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export interface ArrangementReport {
  participants: number;
  description: string;
}

/** PUT /arrangement/finish: how many came and what happened, for an arrangement that has been held. */
export function useReportArrangement(
  arrangementId: string,
  callbacks: MutationCallbacks<void, ArrangementReport>,
) {
  return useMutation({
    mutationFn: (report: ArrangementReport) => finishArrangement({ id: arrangementId, ...report }),
    onSuccess: (_answer, report) => callbacks.onSuccess?.(undefined, report),
    onError: (error, report) => callbacks.onError?.(error, report),
  });
}

/** The arrangement itself: PUT /arrangement when the server has it already (a retry), else POST /arrangement. */
export const saveArrangement = (body: Arrangement, stored: Arrangement | undefined) =>
  stored?.id ? updateArrangement(body) : createArrangement(body);

/** POST /arrangement/createNotification: the notice sent to the local group about an arrangement. */
export const notifyAboutArrangement = (notification: ArrangementNotification) =>
  createArrangementNotification(notification);

/** PUT /arrangement with a new status (e.g. sent for approval). */
export const setArrangementStatus = (arrangement: Arrangement, status: Arrangement['status']) =>
  updateArrangement({ ...arrangement, status });
