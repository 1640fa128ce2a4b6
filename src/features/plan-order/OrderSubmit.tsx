import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';
import { formatNok } from '../../domain/format';
import { totalPrice } from './ProductChoice';

/** Where the plan was ordered for: a plan territory (by order code) or one property. */
export type OrderPlace = { territory: string } | { property: string };

/**
 * What the receipt says was ordered, in the active language when called: the receipt calls it as it renders,
 * so a switch of language reaches it too.
 */
export const orderSummary = (
  where: OrderPlace,
  products: readonly Product[],
  chosen: readonly string[],
): string => {
  let place: string;
  if ('territory' in where) {
    const { territory } = where;
    place = t`planområdet ${territory}`;
  } else {
    const { property } = where;
    place = t`eiendom ${property}`;
  }
  const names = products
    .filter((product) => chosen.includes(product.productId))
    .map((product) => product.name)
    .join(', ');
  const sum = formatNok(totalPrice(products, chosen));
  return t`Vi har mottatt bestillingen av skogbruksplan for ${place}: ${names}. Sum ${sum} eks. mva.`;
};

/**
 * 'Bestill skogbruksplan' with what went wrong last time above it. `blockedBy` disables it and says why
 * (spec §5: not before the terms are accepted), so a disabled button never stands there unexplained.
 */
export function OrderSubmit({
  failure,
  pending,
  blockedBy,
  onSubmit,
}: {
  failure: unknown;
  pending: boolean;
  blockedBy?: string | undefined;
  onSubmit: () => void;
}) {
  const { t } = useLingui();
  const hintId = useId();
  return (
    <>
      {failure != null && (
        <Alert severity="error" sx={{ my: 2 }}>
          {httpStatusOf(failure) === 409
            ? t`Skogbruksplan er allerede bestilt. Du finner bestillingen under Bestillinger.`
            : t`Vi klarte ikke å sende bestillingen. Valgene dine er tatt vare på, så du kan prøve igjen.`}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 2, minHeight: 48 }}
        onClick={onSubmit}
        loading={pending}
        disabled={blockedBy !== undefined}
        aria-describedby={blockedBy === undefined ? undefined : hintId}
      >
        <Trans>Bestill skogbruksplan</Trans>
      </Button>
      {blockedBy !== undefined && <FormHelperText id={hintId}>{blockedBy}</FormHelperText>}
    </>
  );
}
