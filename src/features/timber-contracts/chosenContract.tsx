import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Contract } from '../../api/generated/model';
import { LoadError } from '../../components/LoadError';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { PATHS } from '../../paths';
import { useSession } from '../../session/SessionProvider';
import { contractListQuery } from './api';

export interface ChosenContract {
  contract: Contract;
  accountId: string;
}

/**
 * Renders a sub-page for the chosen contract of the active account. Without one (opened directly, or the
 * contract is not the account's), it goes back to the list.
 */
export function WithChosenContract({ children }: { children: (chosen: ChosenContract) => ReactNode }) {
  const { state } = useSession();
  const accountId = state.activeAccount?.id ?? '';
  const list = useQuery({
    ...contractListQuery(accountId),
    enabled: accountId !== '' && state.contractId !== null,
  });
  if (!accountId || !state.contractId) return <Navigate to={PATHS.contracts} replace />;
  if (list.isPending) return <LoadingSpinner />;
  if (list.isError) {
    return (
      <LoadError
        what="kontrakten"
        onRetry={() => {
          void list.refetch();
        }}
      />
    );
  }
  const contract = list.data.find((item) => item.contractId === state.contractId);
  if (!contract) return <Navigate to={PATHS.contracts} replace />;
  return <>{children({ contract, accountId })}</>;
}
