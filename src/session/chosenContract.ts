import { useNavigate } from 'react-router';
import type { Contract } from '../api/generated/model';
import { useSession } from './SessionProvider';

/**
 * Makes `contract` the session's chosen contract (contractId, operationType), which the contract's sub-pages
 * (/timberContract/signContract, ...) open. For a link to such a page: call it in the link's onClick.
 */
export function useSetChosenContract(): (contract: Pick<Contract, 'contractId' | 'operationType'>) => void {
  const { dispatch } = useSession();
  return (contract) => {
    dispatch({ type: 'set', key: 'contractId', payload: contract.contractId });
    dispatch({ type: 'set', key: 'operationType', payload: contract.operationType });
  };
}

/** Opens a contract's sub-page: the chosen contract lives in the session (contractId, operationType). */
export function useChooseContract(): (contract: Contract, route: string) => void {
  const setChosenContract = useSetChosenContract();
  const navigate = useNavigate();
  return (contract, route) => {
    setChosenContract(contract);
    void navigate(route);
  };
}
