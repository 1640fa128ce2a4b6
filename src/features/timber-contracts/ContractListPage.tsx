import { useDeferredValue, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Contract } from '../../api/generated/model';
import { QueryState } from '../../components/QueryState';
import { queryStatusOf } from '../../components/queryStatus';
// The toggle alone: the map's code comes when it is opened.
import { ContractMapToggle } from '../../components/map/ContractMapToggle';
import {
  isTimberRegistrationDraft,
  loggingTypeLabel,
  operationStatusLabel,
  operationTypeLabel,
  renovationResponsibleLabel,
  signatureStateLabel,
  timberRegistrationLabel,
  trackRepairStatusLabel,
} from '../../domain/codeSets';
import { formatDate } from '../../domain/format';
import { useChooseContract } from '../../session/chosenContract';
import { useAccount, useAccountPermissions } from '../../session/hooks';
import { reportError } from '../../telemetry/errorTracking';
import { contractListQuery, useConfirmTrackRepair } from './api';
import {
  ACTION_PERMISSIONS,
  CONTRACT_PARAM,
  contractActionRoute,
  contractActions,
  isShownByDefault,
  matchesContractNumber,
  TRACK_REPAIR_PARAM,
  type ContractAction,
} from '../../domain/contractRules';
import { TrackRepairDialog } from './TrackRepairDialog';
import { ContractJourney } from './ContractJourney';

const ACTION_LABELS: Record<Exclude<ContractAction, 'trackRepair'>, string> = {
  sign: 'Les og signer avtale',
  readyForPickup: 'Meld henteklart',
  environmentalReport: 'Miljørapport',
  measuringNotes: 'Målebrev',
  contractFiles: 'Kontraktsfiler',
};

/** /timberContract: 'Tømmerkontrakter (n)', one block per contract of the active account. */
export function ContractListPage() {
  const accountId = useAccount().id;
  const contracts = useQuery(contractListQuery(accountId));
  // The first drawing of the cards is a render React may split and pause (a deferred value), not the one long
  // task a query's answer otherwise gets: on a slow phone a long list never blocks a tap while it is drawn.
  // Later changes (a confirmed track repair) show at once.
  const drawnOnce = useDeferredValue(contracts.data) !== undefined;
  const [showAll, setShowAll] = useState(false);
  const [search, setSearch] = useState('');
  const [repairing, setRepairing] = useState<Contract | null>(null);
  const searchId = useId();
  const chooseContract = useChooseContract();
  const { may } = useAccountPermissions();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedRepairId = searchParams.get(TRACK_REPAIR_PARAM);
  // A link elsewhere ('Min skog') opens the list at one contract: shown even if the filter hides it, in view
  // and focused, once.
  const openedId = searchParams.get(CONTRACT_PARAM);
  const openedHeading = useRef<HTMLHeadingElement>(null);
  const focusedOpened = useRef(false);
  useEffect(() => {
    if (!drawnOnce || focusedOpened.current || !openedHeading.current) return;
    focusedOpened.current = true;
    openedHeading.current.scrollIntoView({ block: 'start' });
    openedHeading.current.focus();
  });

  const closeRepair = () => {
    setRepairing(null);
    if (requestedRepairId !== null) {
      setSearchParams(
        (params) => {
          params.delete(TRACK_REPAIR_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  };

  const confirmTrackRepair = useConfirmTrackRepair(accountId, {
    onSuccess: () => {
      closeRepair();
      showToast('Sporutbedringen er bekreftet', { variant: 'success' });
    },
    onError: (error, contract) => {
      reportError(error, {
        location: 'Tømmerkontrakter: bekreft sporutbedring',
        contractId: contract.contractId,
        contractNumber: contract.contractNumber,
      });
      showToast('Vi klarte ikke å lagre bekreftelsen', { variant: 'error' });
    },
  });

  // The list shows as loading until its first drawing is done.
  const list = { ...contracts, data: drawnOnce ? contracts.data : undefined };
  const listShown = queryStatusOf(list) === 'data';
  // A draft registration is not a contract yet: never listed, not even with 'Vis også ...'.
  const all = (list.data ?? []).filter((contract) => !isTimberRegistrationDraft(contract));
  const filtered = all.filter(
    (contract) => showAll || isShownByDefault(contract) || contract.contractId === openedId,
  );
  const hiddenCount = all.length - all.filter(isShownByDefault).length;
  const shown = filtered.filter((contract) => matchesContractNumber(contract, search));
  // A link elsewhere (the start page's 'Dette venter på deg') names the contract whose repair to confirm.
  const requestedRepair = all.find(
    (contract) =>
      contract.contractId === requestedRepairId &&
      contractActions(contract).includes('trackRepair') &&
      may(ACTION_PERMISSIONS.trackRepair),
  );
  const repairDialogFor = repairing ?? requestedRepair;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Tømmerkontrakter{listShown && ` (${String(shown.length)})`}
      </Typography>
      <QueryState query={list} what="tømmerkontraktene">
        {() => (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mb: 3, alignItems: { sm: 'center' } }}
            >
              <TextField
                id={searchId}
                label="Søk på kontraktsnummer"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                }}
                inputMode="numeric"
                size="small"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={showAll}
                    onChange={(event) => {
                      setShowAll(event.target.checked);
                    }}
                  />
                }
                label={`Vis også avsluttede og trukne kontrakter${hiddenCount > 0 ? ` (${String(hiddenCount)})` : ''}`}
              />
            </Stack>
            {shown.length === 0 ? (
              <Typography>
                {all.length === 0
                  ? 'Du har ingen tømmerkontrakter på denne kontoen.'
                  : 'Ingen kontrakter passer med søket eller filteret.'}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {shown.map((contract) => (
                  <li key={contract.contractId}>
                    <ContractBlock
                      contract={contract}
                      headingRef={contract.contractId === openedId ? openedHeading : undefined}
                      onAction={(action) => {
                        if (action === 'trackRepair') {
                          confirmTrackRepair.reset();
                          setRepairing(contract);
                        } else {
                          chooseContract(contract, contractActionRoute(action, contract));
                        }
                      }}
                    />
                  </li>
                ))}
              </Box>
            )}
            {repairDialogFor && (
              <TrackRepairDialog
                contract={repairDialogFor}
                saving={confirmTrackRepair.isPending}
                failed={confirmTrackRepair.isError}
                onConfirm={() => {
                  confirmTrackRepair.mutate(repairDialogFor);
                }}
                onClose={closeRepair}
              />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

function ContractBlock({
  contract,
  headingRef,
  onAction,
}: {
  contract: Contract;
  /** The contract the address opens: its heading takes the focus, and the card is marked. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  onAction: (action: ContractAction) => void;
}) {
  const headingId = useId();
  const { may } = useAccountPermissions();
  const actions = contractActions(contract).filter((action) => may(ACTION_PERMISSIONS[action]));
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={headingRef ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent>
        <Typography
          variant="h6"
          component="h2"
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          sx={{ scrollMarginTop: 16 }}
        >
          Kontrakt {contract.contractNumber}
          {contract.propertyName ? ` · ${contract.propertyName}` : ''}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            // On a phone the terms wrap and a long word breaks, rather than widening the card past the screen.
            gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mt: 1,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Driftsform</dt>
          <dd>{operationTypeLabel(contract.operationType)}</dd>
          {contract.loggingType !== undefined && contract.loggingType !== null && (
            <>
              <dt>Hogstform</dt>
              <dd>{loggingTypeLabel(contract.loggingType)}</dd>
            </>
          )}
          <dt>Driftsstatus</dt>
          <dd>
            {/* A registration has no operation status until the cooperative plans the harvest. */}
            {contract.statusReason === null || contract.statusReason === undefined
              ? 'Ikke startet'
              : operationStatusLabel(contract.statusReason)}
          </dd>
          <dt>Signert</dt>
          <dd>{signatureStateLabel(contract.signatureState)}</dd>
          <dt>Opprettet</dt>
          <dd>{formatDate(contract.createdDate)}</dd>
          {contract.timberRegistration !== undefined && contract.timberRegistration !== null && (
            <>
              <dt>Tømmerinnmelding</dt>
              <dd>{timberRegistrationLabel(contract.timberRegistration)}</dd>
            </>
          )}
          {contract.statusOppussing !== undefined && contract.statusOppussing !== null && (
            <>
              <dt>Sporutbedring</dt>
              <dd>{trackRepairStatusLabel(contract.statusOppussing)}</dd>
            </>
          )}
          {contract.renovationResponsibility !== undefined && contract.renovationResponsibility !== null && (
            <>
              <dt>Ansvarlig for sporutbedring</dt>
              <dd>{renovationResponsibleLabel(contract.renovationResponsibility)}</dd>
            </>
          )}
          {contract.fristForOpprettingAvKjreskader && (
            <>
              <dt>Frist for sporutbedring</dt>
              <dd>{formatDate(contract.fristForOpprettingAvKjreskader)}</dd>
            </>
          )}
        </Box>
        <ContractJourney contract={contract} />
        <ContractMapToggle contractId={contract.contractId} contractNumber={contract.contractNumber} />
      </CardContent>
      {actions.length > 0 && (
        <CardActions
          role="group"
          aria-label={`Handlinger for kontrakt ${contract.contractNumber}`}
          sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}
        >
          {actions.map((action) =>
            action === 'trackRepair' ? (
              <Button
                key={action}
                variant="contained"
                color="secondary"
                aria-label={`Bekreft sporutberding, kontrakt ${contract.contractNumber}`}
                onClick={() => {
                  onAction(action);
                }}
              >
                Bekreft sporutberding
              </Button>
            ) : (
              <Button
                key={action}
                variant={action === 'sign' ? 'contained' : 'outlined'}
                aria-label={`${ACTION_LABELS[action]}, kontrakt ${contract.contractNumber}`}
                onClick={() => {
                  onAction(action);
                }}
                sx={{ ml: '0 !important' }}
              >
                {ACTION_LABELS[action]}
              </Button>
            ),
          )}
        </CardActions>
      )}
    </Card>
  );
}
