import { useId, useState, type SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Assortment } from '../../api/generated/model';
import {
  checkReadyForPickup,
  MAX_CONTRACT_VOLUME_FACTOR,
  MIN_READY_FOR_PICKUP,
  READY_FOR_PICKUP_MESSAGES,
} from '../../domain/readyForPickup';
import { formatVolume } from '../../domain/format';
import { activeLocale } from '../../i18n/i18n';

/** The rule's answers (readyForPickup.ts speaks Norwegian), as messages in the active language. */
const PICKUP_PROBLEMS: Record<string, MessageDescriptor> = {
  [READY_FOR_PICKUP_MESSAGES.tooSmall]: msg`Henteklart volum kan ikke være mindre enn 1`,
  [READY_FOR_PICKUP_MESSAGES.tooLarge]: msg`Henteklart volum kan ikke være større enn 10 * kontraktsvolum`,
  [READY_FOR_PICKUP_MESSAGES.invalid]: msg`Ugyldig`,
};

/** Spec §9: the modal is 600 px wide on a large screen and 300 px on a small one. */
export const MODAL_WIDTH = { large: 600, small: 300 } as const;

export interface ReadyForPickupModalProps {
  open: boolean;
  assortment: Assortment;
  /** The parent is sending the quantity: 'Send inn' shows its loading state. */
  sending: boolean;
  /** Hands the typed quantity (m³) to the parent, which sends it (spec §7 'Ready-for-pickup submit'). */
  onSubmit: (quantity: number) => void;
  onClose: () => void;
  /**
   * A message from the parent when sending failed. The modal stays open and keeps what was typed. Optional,
   * beyond the spec's props: the modal itself never talks to the API.
   */
  error?: string | null;
  /**
   * What is typed, when the parent keeps it (the page keeps it through a sign-in that runs out); without it
   * the modal keeps it itself and starts empty every time it opens.
   */
  quantity?: string;
  onQuantityChange?: (quantity: string) => void;
}

/** A typed zero ('0', '00', '0,0', '0.'): the value the quantity rule of spec §5 clears on focus. */
const isTypedZero = (text: string): boolean => /^0+(?:[.,]0*)?$/.test(text.trim());

/**
 * Spec §2.3/§4/§5: 'Meld henteklart for sortiment: {name}' with the quantity field 'Antall' (m³), 'Avbryt' and
 * 'Send inn'. The form lives inside the dialog, so it starts empty every time the dialog opens (MUI unmounts a
 * closed dialog's content) and keeps its value while the dialog stays open (e.g. after a failed send).
 *
 * Breakpoint: the "large screen" of spec §2.2/§9 is the theme's `sm` breakpoint (600 px and up); below it the
 * modal is at most 300 px wide and its buttons stack full width.
 */
export function ReadyForPickupModal({
  open,
  assortment,
  sending,
  onSubmit,
  onClose,
  error,
  quantity,
  onQuantityChange,
}: ReadyForPickupModalProps) {
  const theme = useTheme();
  const isLargeScreen = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // While sending, the answer decides what happens next: no closing by Escape or backdrop meanwhile.
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: {
            width: `calc(100% - ${theme.spacing(4)})`,
            maxWidth: isLargeScreen ? MODAL_WIDTH.large : MODAL_WIDTH.small,
            m: 2,
          },
        },
      }}
    >
      <QuantityForm
        titleId={titleId}
        assortment={assortment}
        sending={sending}
        error={error ?? null}
        isLargeScreen={isLargeScreen}
        onSubmit={onSubmit}
        onClose={onClose}
        quantity={quantity}
        onQuantityChange={onQuantityChange}
      />
    </Dialog>
  );
}

interface QuantityFormProps {
  titleId: string;
  assortment: Assortment;
  sending: boolean;
  error: string | null;
  isLargeScreen: boolean;
  onSubmit: (quantity: number) => void;
  onClose: () => void;
  quantity: string | undefined;
  onQuantityChange: ((quantity: string) => void) | undefined;
}

function QuantityForm({
  titleId,
  assortment,
  sending,
  error,
  isLargeScreen,
  onSubmit,
  onClose,
  quantity,
  onQuantityChange,
}: QuantityFormProps) {
  // Input type: text with inputMode="decimal" rather than type="number". A number input rejects the
  // Norwegian decimal comma in several browsers (its value then reads as ''), so '12,5' and 'abc' could not
  // be told from an empty field; as text, checkReadyForPickup sees exactly what was typed and answers
  // 'Ugyldig' where it must. Phones still show a numeric keypad with a decimal separator.
  //
  // The quantity rule of spec §5 ("floor 0; a 0 clears on focus; an empty value returns to 0") against the
  // ready-for-pickup rule ("an empty value shows empty"): the field starts empty, not at 0, because a 0 here
  // is below the minimum of 1 and would greet the person with an error they did not cause. A typed 0 clears
  // when the field gets focus again, so a new number can be typed straight away. Leaving the field empty keeps
  // it empty (it does not return to 0): empty is not an error, and 'Send inn' stays disabled. The floor is
  // kept by the rule itself: anything below 1 (0 and negative numbers) shows the too-small message.
  const [ownTyped, setOwnTyped] = useState('');
  const typed = quantity ?? ownTyped;
  const setTyped = onQuantityChange ?? setOwnTyped;
  const { t, i18n } = useLingui();
  // A number as the page's language writes it: '12,5' on a Norwegian page, '12.5' on an English one.
  const check = checkReadyForPickup(typed, assortment.volume, activeLocale());
  const invalid = check.state === 'invalid';
  const fieldId = useId();
  const volumeId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.state === 'valid' && !sending) onSubmit(check.quantity);
  };

  // The field reads numbers as the language writes them: in Norwegian decimal comma, thousands with space or dot
  // (parseNorwegianNumber); in English a decimal point (parseEnglishNumber).
  const least = formatVolume(MIN_READY_FOR_PICKUP);
  const most = formatVolume(MAX_CONTRACT_VOLUME_FACTOR * assortment.volume);
  const hint = t`I kubikkmeter (m³), desimaler med komma. Minst ${least}, høyst ${most}.`;
  const problem = check.state === 'invalid' ? PICKUP_PROBLEMS[check.message] : undefined;
  const volume = formatVolume(assortment.volume);
  const assortmentName = assortment.name;

  return (
    // display: contents keeps the dialog's own layout (title, scrolling content, actions) around the form.
    <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
      <DialogTitle id={titleId}>
        <Trans>Meld henteklart for sortiment: {assortmentName}</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={volumeId}>
          <Trans>Kontraktsvolum: {volume}</Trans>
        </DialogContentText>
        <TextField
          id={fieldId}
          label={t`Antall`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          onFocus={() => {
            if (isTypedZero(typed)) setTyped('');
          }}
          autoFocus
          fullWidth
          margin="normal"
          error={invalid}
          helperText={check.state === 'invalid' ? (problem ? i18n._(problem) : check.message) : hint}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              autoComplete: 'off',
              // Read out with the field: the contract volume, then the helper text (the hint or the error).
              'aria-describedby': `${volumeId} ${fieldId}-helper-text`,
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {/* The unit is in the helper text ('I kubikkmeter'); the symbol is for the eye only. */}
                  {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a unit's symbol, the same in every language */}
                  <span aria-hidden="true">m³</span>
                </InputAdornment>
              ),
            },
          }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={
          isLargeScreen
            ? { gap: 1, px: 3, pb: 2 }
            : { flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2 }
        }
      >
        <Button onClick={onClose} disabled={sending} fullWidth={!isLargeScreen}>
          <Trans>Avbryt</Trans>
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={check.state !== 'valid'}
          loading={sending}
          fullWidth={!isLargeScreen}
        >
          <Trans>Send inn</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}
