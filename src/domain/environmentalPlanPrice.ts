/**
 * The environmental-plan (MiS) price list of spec §9, valid from 1.6.2024, prices excl. MVA, order type 13:
 * - up to 500 daa productive forest: a fixed 8 000 kr;
 * - over 500 daa: a fixed 3 000 kr plus 10 kr per daa, as an area line (quantity = daa, price 10);
 * - members: a discount line (quantity -1, price 1 000);
 * - 1 000 kr off when done with the cooperative's harvest is listed, but not applied;
 * - 'individual pricing for special conditions'.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const ENVIRONMENTAL_PLAN_ORDER_TYPE = 13;
export const SMALL_PROPERTY_LIMIT_DAA = 500;

export const MIS_PRODUCTS = {
  fixed: 'mis-fixed',
  area: 'mis-area',
  memberDiscount: 'mis-member-discount',
} as const;

export interface PriceLine {
  productId: string;
  /** What the line is, shown in the active language. */
  label: MessageDescriptor;
  /** The line's name in the cooperative's price list, Norwegian (the API's product name: the sandbox's answer). */
  name: string;
  quantity: number;
  /** NOK per unit, excl. MVA. */
  unitPrice: number;
}

export interface EnvironmentalPlanPrice {
  lines: PriceLine[];
  /** NOK excl. MVA. */
  total: number;
  /** The productive area the price is based on, in whole daa. */
  areaDaa: number;
}

export const PRICE_LIST_NOTES: readonly MessageDescriptor[] = [
  msg`Prisene gjelder fra 1.6.2024 og er uten mva.`,
  msg`Samtidig hogst med andelslaget gir 1 000 kr i rabatt. Den trekkes ikke her, men avregnes etter hogsten.`,
  msg`Individuell prising ved spesielle forhold.`,
];

export const lineSum = (line: PriceLine): number => line.quantity * line.unitPrice;

/** The lines and total an owner pays for a MiS plan of a property with `productiveAreaDaa`. */
export function environmentalPlanPrice(productiveAreaDaa: number, isMember: boolean): EnvironmentalPlanPrice {
  // Priced per whole daa: the area service gives decimals, the price list counts decares.
  const areaDaa = Math.max(0, Math.round(productiveAreaDaa));
  const lines: PriceLine[] =
    areaDaa <= SMALL_PROPERTY_LIMIT_DAA
      ? [
          {
            productId: MIS_PRODUCTS.fixed,
            label: msg`Miljøplan, fast pris (inntil 500 daa)`,
            name: 'Miljøplan, fast pris (inntil 500 daa)',
            quantity: 1,
            unitPrice: 8000,
          },
        ]
      : [
          {
            productId: MIS_PRODUCTS.fixed,
            label: msg`Miljøplan, fast pris (over 500 daa)`,
            name: 'Miljøplan, fast pris (over 500 daa)',
            quantity: 1,
            unitPrice: 3000,
          },
          {
            productId: MIS_PRODUCTS.area,
            label: msg`Areal, per daa produktiv skog`,
            name: 'Areal, per daa produktiv skog',
            quantity: areaDaa,
            unitPrice: 10,
          },
        ];
  if (isMember) {
    lines.push({
      productId: MIS_PRODUCTS.memberDiscount,
      label: msg`Medlemsrabatt`,
      name: 'Medlemsrabatt',
      quantity: -1,
      unitPrice: 1000,
    });
  }
  return { lines, total: lines.reduce((sum, line) => sum + lineSum(line), 0), areaDaa };
}
