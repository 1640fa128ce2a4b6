import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingSpinner } from '../LoadingSpinner';
import { CONTRACT_MAP_SCOPE, contractMapElementsQuery, REGISTRATION_MAP_SCOPE } from '../../api/mapQueries';
import { PortalMap } from './PortalMap';

export { CONTRACT_MAP_SCOPE, REGISTRATION_MAP_SCOPE } from '../../api/mapQueries';

export interface ContractMapProps {
  contractId: string;
  contractNumber: string;
  height?: number;
}

/**
 * A contract's harvest area, landing point and roads on the map: the operation's map elements, or, before the
 * cooperative has made them, those the owner drew when registering. Elements that cannot be fetched are read
 * as none (spec §8), and the map says so instead of failing.
 */
export function ContractMap({ contractId, contractNumber, height }: ContractMapProps) {
  const { t } = useLingui();
  const operation = useQuery(contractMapElementsQuery(contractId, CONTRACT_MAP_SCOPE));
  const noOperationMap = operation.isSuccess && (operation.data ?? []).length === 0;
  const registration = useQuery({
    ...contractMapElementsQuery(contractId, REGISTRATION_MAP_SCOPE),
    enabled: noOperationMap,
  });
  if (operation.isPending || (noOperationMap && registration.isPending)) {
    return <LoadingSpinner text={t`Henter kartet over hogstfeltet ...`} />;
  }
  const elements = noOperationMap ? (registration.data ?? []) : (operation.data ?? []);
  if (elements.length === 0) {
    return (
      <Typography>
        <Trans>Hogstfeltet er ikke tegnet inn på kartet ennå.</Trans>
      </Typography>
    );
  }
  return (
    <PortalMap
      mode="contract"
      label={t`Kart over hogstfeltet, kontrakt ${contractNumber}`}
      elements={elements}
      height={height}
    />
  );
}
