import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { LoadError, type LoadFailure } from './LoadError';
import { LoadingSpinner } from './LoadingSpinner';
import { queryStatusOf, type QueryLike } from './queryStatus';

export interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** What is fetched, for the error: 'Vi klarte ikke å hente {what}. Prøv igjen, ...'. */
  what: string;
  /** The spinner's text; the spinner's own ('Laster inn...') by default. */
  loadingText?: string;
  /** Whether the answer counts as empty, so `empty` is drawn instead of the children. */
  isEmpty?: (data: TData) => boolean;
  /** The empty state: a sentence (drawn as a paragraph) or the caller's own element. */
  empty?: ReactNode;
  /** Draws the error in a frame of the caller's (the default is LoadError alone). */
  error?: (failure: LoadFailure) => ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * A query's states, drawn one way on every page: loading (LoadingSpinner, with its slow-loading text), the error
 * in place with 'Prøv igjen', empty (when `isEmpty` says so) and the data.
 */
export function QueryState<TData>({
  query,
  what,
  loadingText,
  isEmpty,
  empty,
  error,
  children,
}: QueryStateProps<TData>) {
  const status = queryStatusOf(query);
  if (status === 'error') {
    const failure: LoadFailure = {
      what,
      onRetry: () => {
        void query.refetch();
      },
    };
    return error ? error(failure) : <LoadError what={failure.what} onRetry={failure.onRetry} />;
  }
  const { data } = query;
  if (status === 'loading' || data === undefined) {
    return loadingText === undefined ? <LoadingSpinner /> : <LoadingSpinner text={loadingText} />;
  }
  if (isEmpty?.(data)) return typeof empty === 'string' ? <Typography>{empty}</Typography> : empty;
  return children(data);
}
