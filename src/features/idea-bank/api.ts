import { queryOptions } from '@tanstack/react-query';
import { getArrangementsForContact } from '../../api/generated/endpoints/arrangements/arrangements';
import {
  getIdeaBankDocumentContent,
  getIdeaBankDocuments,
} from '../../api/generated/endpoints/documents/documents';
import { accountKeys } from '../../api/accountQueries';

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
