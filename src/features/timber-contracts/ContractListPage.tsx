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
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import {
  contractJourney,
  JOURNEY_ACTION_LABELS,
  type ContractJourney as ContractJourneyState,
} from '../../domain/contractJourney';
import { DescriptionList, type Description } from '../../components/DescriptionList';
import { Disclosure } from '../../components/Disclosure';
import { StatusLabel, type StatusTone } from '../../components/StatusLabel';
import { TrackRepairDialog } from './TrackRepairDialog';
import { ContractJourney } from './ContractJourney';

/** Spec §'Track repair': the button's label, as the spec spells it. */
const TRACK_REPAIR_LABEL = msg`Bekreft sporutberding`;

const ACTION_LABELS: Record<Exclude<ContractAction, 'trackRepair'>, MessageDescriptor> = {
  sign: msg`Les og signer avtale`,
  readyForPickup: msg`Meld henteklart`,
  environmentalReport: msg`Miljørapport`,
  measuringNotes: msg`Målebrev`,
  contractFiles: msg`Kontraktsfiler`,
};

/** /timberContract: 'Tømmerkontrakter (n)', one block per contract of the active account. */
export function ContractListPage() {
  const { t } = useLingui();
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
      showToast(t`Sporutbedringen er bekreftet`, { variant: 'success' });
    },
    onError: (error, contract) => {
      reportError(error, {
        location: 'Tømmerkontrakter: bekreft sporutbedring',
        contractId: contract.contractId,
        contractNumber: contract.contractNumber,
      });
      showToast(t`Vi klarte ikke å lagre bekreftelsen`, { variant: 'error' });
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
  const shownCount = shown.length;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {listShown ? <Trans>Tømmerkontrakter ({shownCount})</Trans> : <Trans>Tømmerkontrakter</Trans>}
      </Typography>
      <QueryState query={list} what={t`tømmerkontraktene`}>
        {() => (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mb: 3, alignItems: { sm: 'center' } }}
            >
              <TextField
                id={searchId}
                label={t`Søk på kontraktsnummer`}
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
                label={
                  hiddenCount > 0
                    ? t`Vis også avsluttede og trukne kontrakter (${hiddenCount})`
                    : t`Vis også avsluttede og trukne kontrakter`
                }
              />
            </Stack>
            {shown.length === 0 ? (
              <Typography>
                {all.length === 0 ? (
                  <Trans>Du har ingen tømmerkontrakter på denne kontoen.</Trans>
                ) : (
                  <Trans>Ingen kontrakter passer med søket eller filteret.</Trans>
                )}
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

/** The status label of a card: the journey's step, or that it stopped. */
function statusOf(journey: ContractJourneyState | null, i18n: I18n): [string, StatusTone] | null {
  if (journey === null) return null;
  if (journey.stopped !== null) return [i18n._(msg`Stoppet`), 'stopped'];
  const step = journey.steps.find((candidate) => candidate.state === 'current');
  if (!step) return null;
  return [step.label, journey.current === 'settled' ? 'done' : 'progress'];
}

/** The rows a card shows at once (at most four), and the rest, behind 'Detaljer'. */
function detailsOf(contract: Contract, i18n: I18n): { shown: Description[]; more: Description[] } {
  const given = <T,>(value: T | null | undefined): value is T => value !== undefined && value !== null;
  const shown: Description[] = [
    { term: i18n._(msg`Driftsform`), details: operationTypeLabel(contract.operationType) },
  ];
  if (given(contract.loggingType)) {
    shown.push({ term: i18n._(msg`Hogstform`), details: loggingTypeLabel(contract.loggingType) });
  }
  shown.push({ term: i18n._(msg`Opprettet`), details: formatDate(contract.createdDate) });
  if (contract.fristForOpprettingAvKjreskader) {
    shown.push({
      term: i18n._(msg`Frist for sporutbedring`),
      details: formatDate(contract.fristForOpprettingAvKjreskader),
    });
  }
  const more: Description[] = [
    {
      term: i18n._(msg`Driftsstatus`),
      // A registration has no operation status until the cooperative plans the harvest.
      details: given(contract.statusReason)
        ? operationStatusLabel(contract.statusReason)
        : i18n._(msg`Ikke startet`),
    },
    { term: i18n._(msg`Signert`), details: signatureStateLabel(contract.signatureState) },
  ];
  if (given(contract.timberRegistration)) {
    more.push({
      term: i18n._(msg`Tømmerinnmelding`),
      details: timberRegistrationLabel(contract.timberRegistration),
    });
  }
  if (given(contract.statusOppussing)) {
    more.push({
      term: i18n._(msg`Sporutbedring`),
      details: trackRepairStatusLabel(contract.statusOppussing),
    });
  }
  if (given(contract.renovationResponsibility)) {
    more.push({
      term: i18n._(msg`Ansvarlig for sporutbedring`),
      details: renovationResponsibleLabel(contract.renovationResponsibility),
    });
  }
  return { shown, more };
}

/**
 * One contract (docs/design.md, 'Kort'): its number and status label at the top, where it is on its way, at
 * most four details with the rest behind 'Detaljer', and its actions: what waits for the person first, as the
 * card's one filled button, the others as text buttons after it.
 */
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
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { may } = useAccountPermissions();
  const permitted = contractActions(contract).filter((action) => may(ACTION_PERMISSIONS[action]));
  const journey = contractJourney(contract, may);
  const next = journey?.next?.action;
  const actions = [
    ...permitted.filter((action) => action === next),
    ...permitted.filter((action) => action !== next),
  ];
  const status = statusOf(journey, i18n);
  const { shown, more } = detailsOf(contract, i18n);
  const { contractNumber } = contract;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={headingRef ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5 }}>
          <Typography
            variant="h6"
            component="h2"
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            sx={{ scrollMarginTop: 16, flexGrow: 1 }}
          >
            <Trans>Kontrakt {contractNumber}</Trans>
            {contract.propertyName ? ` · ${contract.propertyName}` : ''}
          </Typography>
          {status && <StatusLabel tone={status[1]}>{status[0]}</StatusLabel>}
        </Box>
        <ContractJourney contract={contract} variant="card" />
        <DescriptionList items={shown} spacing="dense" />
        <Disclosure summary={t`Detaljer`} context={t`kontrakt ${contractNumber}`}>
          <DescriptionList items={more} spacing="dense" />
        </Disclosure>
        <ContractMapToggle contractId={contract.contractId} contractNumber={contract.contractNumber} />
      </CardContent>
      {actions.length > 0 && (
        <CardActions
          role="group"
          aria-label={t`Handlinger for kontrakt ${contractNumber}`}
          sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          {actions.map((action) => {
            // A report still to fill in says so; once sent, 'Miljørapport' opens it to read.
            const label =
              action === 'trackRepair'
                ? i18n._(TRACK_REPAIR_LABEL)
                : action === 'environmentalReport' && action === next
                  ? JOURNEY_ACTION_LABELS.environmentalReport
                  : i18n._(ACTION_LABELS[action]);
            return (
              <Button
                key={action}
                variant={action === next ? 'contained' : 'text'}
                // The spec's label, misspelt as it is ('sporutberding'); its name says what it confirms.
                aria-label={t`${label}, kontrakt ${contractNumber}`}
                onClick={() => {
                  onAction(action);
                }}
              >
                {label}
              </Button>
            );
          })}
        </CardActions>
      )}
    </Card>
  );
}
