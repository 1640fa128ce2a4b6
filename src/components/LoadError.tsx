import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { serviceOffice } from '../config';
import { queryStatusOf, type QueryLike } from './queryStatus';

/** A failed load, inline where the data would have been, with 'Prøv igjen'. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { phone } = serviceOffice();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Prøv igjen</Trans>
        </Button>
      }
    >
      <Trans>
        Vi klarte ikke å hente {what}. Prøv igjen, eller ring kundeservice på {phone} om feilen fortsetter.
      </Trans>
    </Alert>
  );
}

/** A failed load to show with 'Prøv igjen'. */
export interface LoadFailure {
  what: string;
  onRetry: () => void;
}

/**
 * The failure of a query to show, or undefined: none while it is fetching again after 'Prøv igjen', so the
 * place shows its loading state meanwhile (QueryState's rule, for a widget that is given the failure apart
 * from its data, as DocumentList is).
 */
export function loadFailureOf(
  query: Pick<QueryLike<unknown>, 'isError' | 'isFetching' | 'refetch'>,
  what: string,
): LoadFailure | undefined {
  if (queryStatusOf({ ...query, data: undefined }) !== 'error') return undefined;
  return {
    what,
    onRetry: () => {
      void query.refetch();
    },
  };
}
