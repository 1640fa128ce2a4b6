import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The environmental-plan price list's texts in the active language. The price list itself
 * (src/domain/environmentalPlanPrice.ts) names its lines in Norwegian only: the sandbox API prices orders with
 * it outside the build, where Lingui's macros cannot run.
 */
const PRICE_LINE_LABELS: Record<string, MessageDescriptor> = {
  'Miljøplan, fast pris (inntil 500 daa)': msg`Miljøplan, fast pris (inntil 500 daa)`,
  'Miljøplan, fast pris (over 500 daa)': msg`Miljøplan, fast pris (over 500 daa)`,
  'Areal, per daa produktiv skog': msg`Areal, per daa produktiv skog`,
  Medlemsrabatt: msg`Medlemsrabatt`,
};

/** A price line's name as a message; a name the list does not know yet is shown as it is. */
export const priceLineLabel = (name: string): MessageDescriptor =>
  PRICE_LINE_LABELS[name] ?? { id: name, message: name };

export const PRICE_LIST_NOTES: readonly MessageDescriptor[] = [
  msg`Prisene gjelder fra 1.6.2024 og er uten mva.`,
  msg`Samtidig hogst med andelslaget gir 1 000 kr i rabatt. Den trekkes ikke her, men avregnes etter hogsten.`,
  msg`Individuell prising ved spesielle forhold.`,
];
