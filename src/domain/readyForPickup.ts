/**
 * The ready-for-pickup quantity rule (spec §5, §9): at least 1 m³, at most ten times the assortment's
 * contract volume. An empty field is not an error yet (and not above the limit); anything else that is not
 * a usable number is 'Ugyldig'.
 */
export const MIN_READY_FOR_PICKUP = 1;
export const MAX_CONTRACT_VOLUME_FACTOR = 10;

export const READY_FOR_PICKUP_MESSAGES = {
  tooSmall: 'Henteklart volum kan ikke være mindre enn 1',
  tooLarge: 'Henteklart volum kan ikke være større enn 10 * kontraktsvolum',
  invalid: 'Ugyldig',
} as const;

export type ReadyForPickupCheck =
  { state: 'empty' } | { state: 'valid'; quantity: number } | { state: 'invalid'; message: string };

/** Reads what the person typed (Norwegian decimal comma allowed) against the contract volume. */
export function checkReadyForPickup(typed: string, contractVolume: number): ReadyForPickupCheck {
  const text = typed.trim();
  if (text === '') return { state: 'empty' };
  const normalised = text.replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised))
    return { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.invalid };
  const quantity = Number(normalised);
  if (!Number.isFinite(quantity) || !Number.isFinite(contractVolume)) {
    return { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.invalid };
  }
  if (quantity < MIN_READY_FOR_PICKUP)
    return { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.tooSmall };
  if (quantity > MAX_CONTRACT_VOLUME_FACTOR * contractVolume) {
    return { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.tooLarge };
  }
  return { state: 'valid', quantity };
}
