/** What a query's state is read from: a TanStack `useQuery` result fits. */
export interface QueryLike<TData> {
  data: TData | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type QueryStatus = 'loading' | 'error' | 'data';

/**
 * Which state a query is drawn in. A failed query that is fetching again after 'Prøv igjen' is drawn as loading,
 * so the click shows that something happens; a failed refresh of data already shown is drawn as the error.
 */
export function queryStatusOf(
  query: Pick<QueryLike<unknown>, 'data' | 'isError' | 'isFetching'>,
): QueryStatus {
  if (query.isError && !query.isFetching) return 'error';
  if (query.data === undefined) return 'loading';
  return 'data';
}
