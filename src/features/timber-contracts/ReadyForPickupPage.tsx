import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Assortment, Contract } from '../../api/generated/model';
import { ContractStatusUpdateType, OperationStatus } from '../../api/generated/model';
import { BackButton } from '../../components/BackButton';
import { QueryState } from '../../components/QueryState';
import { visuallyHidden } from '../../components/visuallyHidden';
import { isPrivateOperation } from '../../domain/codeSets';
import { formatVolume } from '../../domain/format';
import { useFormMemory } from '../../session/formMemory';
import { useUserData } from '../../session/hooks';
import { reportError } from '../../telemetry/errorTracking';
import { timberLotQuery, useUpdateContractStatus, useUpdateTimberLot } from './api';
import { ContractJourney } from './ContractJourney';
import { WithChosenContract } from './chosenContract';
import { ReadyForPickupModal } from './ReadyForPickupModal';
// The toggle alone: the map's code comes when it is opened.
import { ContractMapToggle } from '../../components/map/ContractMapToggle';
import { PATHS } from '../../paths';

export const READY_FOR_PICKUP_TEXTS = {
  heading: msg`Meld henteklart`,
  sent: msg`Henteklart volum er sendt inn`,
  sendFailed: msg`Vi klarte ikke å sende inn. Prøv igjen.`,
  empty: msg`Ingen sortimenter på denne kontrakten.`,
  finishedSent: msg`Drift er meldt ferdig`,
  finishFailed: msg`Vi klarte ikke å melde drift ferdig. Prøv igjen.`,
} as const;

const SEND_LOCATION = 'Tømmerkontrakter: meld henteklart';
const FINISH_LOCATION = 'Tømmerkontrakter: meld drift ferdig';

/** A private operation that is going on may be reported finished by the owner (PUT /contracts/status). */
export const canReportOperationFinished = (contract: Contract): boolean =>
  isPrivateOperation(contract.operationType) && contract.statusReason === OperationStatus.OperationOngoing;

/** /timberContract/readyForPickup: report the chosen contract's assortments ready for pickup (henteklart). */
export function ReadyForPickupPage() {
  const { i18n } = useLingui();
  return (
    <Box>
      <BackButton to={PATHS.contracts} />
      <Typography variant="h4" component="h1" gutterBottom>
        {i18n._(READY_FOR_PICKUP_TEXTS.heading)}
      </Typography>
      <WithChosenContract>
        {({ contract, accountId }) => <ReadyForPickupContent contract={contract} accountId={accountId} />}
      </WithChosenContract>
    </Box>
  );
}

function ReadyForPickupContent({ contract, accountId }: { contract: Contract; accountId: string }) {
  const [announcement, setAnnouncement] = useState('');
  const { contractNumber } = contract;
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        <Trans>Kontrakt {contractNumber}</Trans>
        {contract.propertyName ? ` · ${contract.propertyName}` : ''}
      </Typography>
      <ContractJourney contract={contract} />
      <Typography sx={{ mb: 1 }}>
        <Trans>
          Meld fra når tømmer av et sortiment ligger klart ved velteplass for henting. Oppgi volumet i
          kubikkmeter.
        </Trans>
      </Typography>
      {/* Where the landing point is: on the map, for whoever reports from the forest. */}
      <Box sx={{ mb: 3 }}>
        <ContractMapToggle contractId={contract.contractId} contractNumber={contract.contractNumber} />
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <AssortmentSection contract={contract} accountId={accountId} onAnnounce={setAnnouncement} />
      {/* Kept after a successful report too (the contract then is no longer 'Drift pågår'), to show it. */}
      <FinishOperationSection contract={contract} accountId={accountId} />
    </>
  );
}

/** The open modal's assortment and what is typed in it, kept through a sign-in that runs out. */
interface PickupDraft {
  assortmentId: string;
  quantity: string;
}

const parsePickupDraft = (stored: unknown): PickupDraft | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const assortmentId: unknown = Reflect.get(stored, 'assortmentId');
  const quantity: unknown = Reflect.get(stored, 'quantity');
  return typeof assortmentId === 'string' && typeof quantity === 'string' ? { assortmentId, quantity } : null;
};

interface AssortmentSectionProps {
  contract: Contract;
  accountId: string;
  onAnnounce: (message: string) => void;
}

function AssortmentSection({ contract, accountId, onAnnounce }: AssortmentSectionProps) {
  const { t, i18n } = useLingui();
  const { contactId } = useUserData();
  const timberLot = useQuery(timberLotQuery(accountId, contract.contractId));
  const headingId = useId();
  const send = useUpdateTimberLot(accountId, contract.contractId);
  // Which assortment's modal is open, and what is typed in it: kept through a reload and a sign-in that runs
  // out (src/session/formMemory.ts), so the modal opens again, filled in, after the next sign-in.
  const [draft, setDraft, forgetDraft] = useFormMemory<PickupDraft | null>(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the draft's storage key, not text
    `henteklart:${contract.contractId}`,
    null,
    parsePickupDraft,
    { forgetOnLeave: true },
  );
  const drafted = draft
    ? (timberLot.data?.assortments.find((assortment) => assortment.id === draft.assortmentId) ?? null)
    : null;
  // The last content stays shown while the dialog closes, so its exit transition shows the same content.
  const [closing, setClosing] = useState<{ assortment: Assortment; quantity: string } | null>(null);
  const shown = drafted && draft ? { assortment: drafted, quantity: draft.quantity } : closing;

  const openFor = (assortment: Assortment) => {
    send.reset();
    setClosing(null);
    setDraft({ assortmentId: assortment.id, quantity: '' });
  };

  const close = () => {
    setClosing(shown);
    setDraft(null);
    forgetDraft();
  };

  const submit = (quantity: number) => {
    if (!drafted) return;
    const assortment = drafted;
    send.mutate(
      {
        contractId: contract.contractId,
        assortmentId: assortment.id,
        changeVolum: quantity,
        portalChangedById: contactId,
      },
      {
        onSuccess: () => {
          close();
          showToast(i18n._(READY_FOR_PICKUP_TEXTS.sent), { variant: 'success' });
          const volume = formatVolume(quantity);
          const assortmentName = assortment.name;
          onAnnounce(t`Meldt henteklart: ${volume} ${assortmentName}`);
        },
        onError: (error) => {
          reportError(error, {
            location: SEND_LOCATION,
            contractId: contract.contractId,
            assortmentId: assortment.id,
          });
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        <Trans>Sortimenter</Trans>
      </Typography>
      <QueryState
        query={timberLot}
        what={t`sortimentene`}
        loadingText={t`Henter sortimenter...`}
        isEmpty={(lot) => lot.assortments.length === 0}
        empty={<Alert severity="info">{i18n._(READY_FOR_PICKUP_TEXTS.empty)}</Alert>}
      >
        {(lot) => (
          <Stack
            component="ul"
            aria-labelledby={headingId}
            spacing={2}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {lot.assortments.map((assortment) => (
              <AssortmentRow key={assortment.id} assortment={assortment} onReport={openFor} />
            ))}
          </Stack>
        )}
      </QueryState>
      {shown && (
        <ReadyForPickupModal
          key={shown.assortment.id}
          open={drafted !== null}
          assortment={shown.assortment}
          quantity={shown.quantity}
          onQuantityChange={(quantity) => {
            setDraft({ assortmentId: shown.assortment.id, quantity });
          }}
          sending={send.isPending}
          error={send.isError ? i18n._(READY_FOR_PICKUP_TEXTS.sendFailed) : null}
          onSubmit={submit}
          onClose={close}
        />
      )}
    </Box>
  );
}

function AssortmentRow({
  assortment,
  onReport,
}: {
  assortment: Assortment;
  onReport: (assortment: Assortment) => void;
}) {
  const { t } = useLingui();
  const nameId = useId();
  const assortmentName = assortment.name;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h6" component="h3" id={nameId}>
            {assortment.name}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dd': { m: 0 },
            }}
          >
            <Typography component="dt">
              <Trans>Kontraktsvolum</Trans>
            </Typography>
            <Typography component="dd">{formatVolume(assortment.volume)}</Typography>
            <Typography component="dt">
              <Trans>Allerede meldt henteklart</Trans>
            </Typography>
            <Typography component="dd">{formatVolume(assortment.reportedVolume)}</Typography>
          </Box>
        </Box>
        <Button
          variant="contained"
          aria-label={t`Meld henteklart for ${assortmentName}`}
          onClick={() => {
            onReport(assortment);
          }}
          sx={{ flexShrink: 0, minHeight: 44 }}
        >
          <Trans>Meld henteklart</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

function FinishOperationSection({ contract, accountId }: { contract: Contract; accountId: string }) {
  const { i18n } = useLingui();
  const { contactId } = useUserData();
  const [confirming, setConfirming] = useState(false);
  const [reported, setReported] = useState(false);
  const headingId = useId();
  const titleId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const finish = useUpdateContractStatus(accountId);
  const { contractNumber } = contract;

  // The opener disappears once the operation is reported finished: focus moves to the result instead.
  useEffect(() => {
    if (reported) resultRef.current?.focus();
  }, [reported]);

  if (!reported && !canReportOperationFinished(contract)) return null;

  const confirm = () => {
    finish.mutate(
      {
        contractId: contract.contractId,
        portalChangedById: contactId,
        portalChangedByAccountId: accountId,
        contractStatusUpdateType: ContractStatusUpdateType.FinishedOperation,
      },
      {
        onSuccess: () => {
          setConfirming(false);
          setReported(true);
          showToast(i18n._(READY_FOR_PICKUP_TEXTS.finishedSent), { variant: 'success' });
        },
        onError: (error) => {
          reportError(error, { location: FINISH_LOCATION, contractId: contract.contractId });
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        <Trans>Drift ferdig?</Trans>
      </Typography>
      {reported ? (
        <Alert ref={resultRef} tabIndex={-1} severity="success">
          <Trans>Drift er meldt ferdig for kontrakt {contractNumber}.</Trans>
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            <Trans>Når all hogst og utkjøring på kontrakten er gjort, melder du drift ferdig.</Trans>
          </Typography>
          <Button
            variant="outlined"
            onClick={() => {
              finish.reset();
              setConfirming(true);
            }}
            sx={{ minHeight: 44 }}
          >
            <Trans>Meld drift ferdig</Trans>
          </Button>
        </>
      )}
      <Dialog
        open={confirming}
        onClose={
          finish.isPending
            ? undefined
            : () => {
                setConfirming(false);
              }
        }
        aria-labelledby={titleId}
        // After a successful report the opener is gone; the effect above places focus on the result.
        disableRestoreFocus={reported}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>
          <Trans>Er driften ferdig?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>
              Når du melder drift ferdig, får skogeierandelslaget beskjed om at driften på kontrakt{' '}
              {contractNumber} er avsluttet. Du kan ikke angre dette i portalen.
            </Trans>
          </DialogContentText>
          {finish.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {i18n._(READY_FOR_PICKUP_TEXTS.finishFailed)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }} disableSpacing>
          <Button
            onClick={() => {
              setConfirming(false);
            }}
            disabled={finish.isPending}
          >
            <Trans>Avbryt</Trans>
          </Button>
          <Button variant="contained" onClick={confirm} loading={finish.isPending}>
            <Trans>Ja, meld drift ferdig</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
