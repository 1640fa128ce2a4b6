/**
 * The price calculator (Priskalkulator): what an owner may expect for the timber of a harvest, per assortment
 * and in total, from the cooperative's price list and its cost estimates for the municipality and operation
 * type. All amounts are whole øre, so the total is exactly the sum of the lines and the MVA of the total is
 * the MVA of the lines; `nokFromOre` gives kroner for display.
 */

/** Merverdiavgift on the sale of timber. */
export const MVA_RATE = 0.25;

/** The most m³ one assortment of one harvest can be estimated at: beyond it, a typing error. */
export const MAX_VOLUME = 100_000;

export interface PriceCalculatorInput {
  /** Tells the lines apart (the assortment). */
  id: string;
  /** Estimated volume, m³ (0 or more). */
  volume: number;
  /** NOK excl. MVA per m³ at the roadside landing. */
  pricePerCubicMetre: number;
  /** Estimated felling cost, NOK excl. MVA per m³; null when the cooperative gives none (counts as 0). */
  harvestingCostPerCubicMetre: number | null | undefined;
  /** Estimated forwarding cost to the roadside, NOK excl. MVA per m³; null counts as 0. */
  transportCostPerCubicMetre: number | null | undefined;
}

/** One assortment's or the total's amounts, in øre. */
export interface PriceAmounts {
  /** Volume × price. */
  grossOre: number;
  harvestingCostOre: number;
  transportCostOre: number;
  /** Gross minus costs, excl. MVA (negative when the costs are higher than the price). */
  netOre: number;
  /** 25 % of the net. */
  mvaOre: number;
  /** Net incl. MVA. */
  netInclMvaOre: number;
}

export interface PriceLine extends PriceAmounts {
  id: string;
  volume: number;
}

export interface PriceCalculation {
  lines: PriceLine[];
  total: PriceAmounts & { volume: number };
}

/** Kroner × øre per krone, rounded to a whole øre (half away from zero, as a bank rounds). */
const toOre = (kroner: number): number => {
  const ore = Math.round(Math.abs(kroner) * 100);
  return kroner < 0 ? -ore : ore;
};

/** Øre as kroner, for formatNok. */
export const nokFromOre = (ore: number): number => ore / 100;

/** A volume that can be priced: finite, 0 or more, at most MAX_VOLUME; anything else counts as 0. */
const usableVolume = (volume: number): number =>
  Number.isFinite(volume) && volume > 0 ? Math.min(volume, MAX_VOLUME) : 0;

export function priceLine(input: PriceCalculatorInput): PriceLine {
  const volume = usableVolume(input.volume);
  const grossOre = toOre(volume * input.pricePerCubicMetre);
  const harvestingCostOre = toOre(volume * (input.harvestingCostPerCubicMetre ?? 0));
  const transportCostOre = toOre(volume * (input.transportCostPerCubicMetre ?? 0));
  const netOre = grossOre - harvestingCostOre - transportCostOre;
  const mvaOre = toOre((netOre / 100) * MVA_RATE);
  return {
    id: input.id,
    volume,
    grossOre,
    harvestingCostOre,
    transportCostOre,
    netOre,
    mvaOre,
    netInclMvaOre: netOre + mvaOre,
  };
}

/** The lines of the assortments and their total (the sum of the lines, field by field). */
export function calculatePrice(inputs: readonly PriceCalculatorInput[]): PriceCalculation {
  const lines = inputs.map(priceLine);
  const sum = (field: keyof PriceAmounts) => lines.reduce((total, line) => total + line[field], 0);
  return {
    lines,
    total: {
      // Volumes have at most a few decimals: a sum without binary-fraction noise.
      volume: Math.round(lines.reduce((total, line) => total + line.volume, 0) * 1000) / 1000,
      grossOre: sum('grossOre'),
      harvestingCostOre: sum('harvestingCostOre'),
      transportCostOre: sum('transportCostOre'),
      netOre: sum('netOre'),
      mvaOre: sum('mvaOre'),
      netInclMvaOre: sum('netInclMvaOre'),
    },
  };
}

/**
 * A volume as typed or as it stands in the address: '120', '120,5' or '120.5' (m³, at most one decimal
 * comma or point, no sign). '' is 0. Anything else, or more than MAX_VOLUME, is null (invalid).
 */
export function parseVolume(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim().replace(/\s/g, '');
  if (trimmed === '') return 0;
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return null;
  const volume = Number(trimmed.replace(',', '.'));
  return Number.isFinite(volume) && volume <= MAX_VOLUME ? volume : null;
}
