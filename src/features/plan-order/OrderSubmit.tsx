import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import type { Product } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';
import { formatNok } from '../../domain/format';
import { totalPrice } from './ProductChoice';

/** What the receipt says was ordered. */
export const orderSummary = (
  where: string,
  products: readonly Product[],
  chosen: readonly string[],
): string => {
  const names = products
    .filter((product) => chosen.includes(product.productId))
    .map((product) => product.name);
  return `Vi har mottatt bestillingen av skogbruksplan for ${where}: ${names.join(', ')}. Sum ${formatNok(
    totalPrice(products, chosen),
  )} eks. mva.`;
};

const failureText = (error: unknown): string =>
  httpStatusOf(error) === 409
    ? 'Skogbruksplan er allerede bestilt. Du finner bestillingen under Bestillinger.'
    : 'Vi klarte ikke å sende bestillingen. Valgene dine er tatt vare på, så du kan prøve igjen.';

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
  const hintId = useId();
  return (
    <>
      {failure != null && (
        <Alert severity="error" sx={{ my: 2 }}>
          {failureText(failure)}
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
        Bestill skogbruksplan
      </Button>
      {blockedBy !== undefined && <FormHelperText id={hintId}>{blockedBy}</FormHelperText>}
    </>
  );
}
