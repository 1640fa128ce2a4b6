import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Contract } from '../../api/generated/model';
import { QueryState } from '../../components/QueryState';
import { PATHS } from '../../paths';
import { useAccount } from '../../session/hooks';
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
  const { t } = useLingui();
  const { state } = useSession();
  const accountId = useAccount().id;
  const list = useQuery({
    ...contractListQuery(accountId),
    enabled: state.contractId !== null,
  });
  if (!state.contractId) return <Navigate to={PATHS.contracts} replace />;
  return (
    <QueryState query={list} what={t`kontrakten`}>
      {(contracts) => {
        const contract = contracts.find((item) => item.contractId === state.contractId);
        if (!contract) return <Navigate to={PATHS.contracts} replace />;
        return children({ contract, accountId });
      }}
    </QueryState>
  );
}
