import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calculatePrice,
  MAX_VOLUME,
  MVA_RATE,
  parseVolume,
  priceLine,
  type PriceAmounts,
} from './priceCalculator';

const spruceSawlogs = {
  id: 'sagtommerGran',
  pricePerCubicMetre: 655,
  harvestingCostPerCubicMetre: 145,
  transportCostPerCubicMetre: 65,
};

describe('priceCalculator', () => {
  it('prices a line: gross, felling and forwarding, net, and net incl. 25 % MVA', () => {
    expect(priceLine({ ...spruceSawlogs, volume: 120 })).toEqual({
      id: 'sagtommerGran',
      volume: 120,
      grossOre: 78_600_00,
      harvestingCostOre: 17_400_00,
      transportCostOre: 7_800_00,
      netOre: 53_400_00,
      mvaOre: 13_350_00,
      netInclMvaOre: 66_750_00,
    });
  });

  it('adds two assortments into the total', () => {
    const result = calculatePrice([
      { ...spruceSawlogs, volume: 120 },
      {
        id: 'massevirkeGran',
        volume: 80.5,
        pricePerCubicMetre: 365,
        harvestingCostPerCubicMetre: 170,
        transportCostPerCubicMetre: 65,
      },
    ]);
    // 80,5 × 365 = 29 382,50; costs 80,5 × 235 = 18 917,50; net 10 465,00; MVA 2 616,25.
    expect(result.lines[1]).toMatchObject({ netOre: 10_465_00, mvaOre: 2_616_25 });
    expect(result.total).toMatchObject({
      volume: 200.5,
      grossOre: 78_600_00 + 29_382_50,
      netOre: 53_400_00 + 10_465_00,
      netInclMvaOre: 66_750_00 + 13_081_25,
    });
  });

  it('gives a negative net where the costs are higher than the price, and no costs when none are given', () => {
    const energy = priceLine({
      id: 'gflBiovirke',
      volume: 10,
      pricePerCubicMetre: 225,
      harvestingCostPerCubicMetre: 185,
      transportCostPerCubicMetre: 65,
    });
    expect(energy).toMatchObject({ netOre: -250_00, mvaOre: -62_50, netInclMvaOre: -312_50 });
    const noEstimate = priceLine({
      ...spruceSawlogs,
      volume: 10,
      harvestingCostPerCubicMetre: null,
      transportCostPerCubicMetre: undefined,
    });
    expect(noEstimate.netOre).toBe(noEstimate.grossOre);
  });

  it('reads volumes with a decimal comma or point, and refuses signs, letters and huge numbers', () => {
    expect(parseVolume('120')).toBe(120);
    expect(parseVolume(' 120,5 ')).toBe(120.5);
    expect(parseVolume('1 200')).toBe(1200);
    expect(parseVolume('0.5')).toBe(0.5);
    expect(parseVolume('')).toBe(0);
    expect(parseVolume(null)).toBe(0);
    for (const bad of ['-5', '12a', '1,2,3', ',5', 'NaN', '1e3', String(MAX_VOLUME + 1)]) {
      expect(parseVolume(bad), bad).toBeNull();
    }
  });

  const nok = fc.double({ min: 0, max: 2000, noNaN: true });
  const input = fc.record({
    id: fc.string(),
    volume: fc.double({ min: 0, max: MAX_VOLUME, noNaN: true }),
    pricePerCubicMetre: nok,
    harvestingCostPerCubicMetre: fc.option(nok),
    transportCostPerCubicMetre: fc.option(nok),
  });
  const fields: (keyof PriceAmounts)[] = [
    'grossOre',
    'harvestingCostOre',
    'transportCostOre',
    'netOre',
    'mvaOre',
    'netInclMvaOre',
  ];

  it('has a total that is exactly the sum of its lines, in every amount', () => {
    fc.assert(
      fc.property(fc.array(input, { maxLength: 8 }), (inputs) => {
        const { lines, total } = calculatePrice(inputs);
        for (const field of fields) {
          expect(total[field]).toBe(lines.reduce((sum, line) => sum + line[field], 0));
        }
      }),
    );
  });

  it('gives zero for zero volume, whatever the prices', () => {
    fc.assert(
      fc.property(input, (line) => {
        const priced = priceLine({ ...line, volume: 0 });
        for (const field of fields) expect(priced[field]).toBe(0);
      }),
    );
  });

  it('keeps every line whole øre, net = gross − costs, and MVA within half an øre of 25 % of the net', () => {
    fc.assert(
      fc.property(input, (line) => {
        const priced = priceLine(line);
        for (const field of fields) expect(Number.isInteger(priced[field])).toBe(true);
        expect(priced.netOre).toBe(priced.grossOre - priced.harvestingCostOre - priced.transportCostOre);
        expect(Math.abs(priced.mvaOre - priced.netOre * MVA_RATE)).toBeLessThanOrEqual(0.5);
        expect(priced.netInclMvaOre).toBe(priced.netOre + priced.mvaOre);
      }),
    );
  });

  it('reads back any volume it is given in Norwegian notation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_VOLUME * 10 }), (tenths) => {
        const text = (tenths / 10).toString().replace('.', ',');
        expect(parseVolume(text)).toBe(tenths / 10 <= MAX_VOLUME ? tenths / 10 : null);
      }),
    );
  });
});
