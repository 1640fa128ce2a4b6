/**
 * What a page does when a feature's mutation hook has its answer: a toast, the next step, an error report.
 * The hook keeps the call and the cache; the page keeps what the person sees.
 */
export interface MutationCallbacks<TData, TVariables = void> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
