import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { environmentalPlanPrice, lineSum } from './environmentalPlanPrice';

describe('environmentalPlanPrice (MiS price list, spec §9)', () => {
  it('charges a fixed 8 000 kr up to 500 daa, and members 1 000 kr less on a discount line', () => {
    expect(environmentalPlanPrice(310, false)).toMatchObject({ total: 8000, areaDaa: 310 });
    const member = environmentalPlanPrice(310, true);
    expect(member.total).toBe(7000);
    expect(member.lines.map((line) => [line.productId, line.quantity, line.unitPrice])).toEqual([
      ['mis-fixed', 1, 8000],
      ['mis-member-discount', -1, 1000],
    ]);
    expect(environmentalPlanPrice(500, false).total).toBe(8000);
  });

  it('charges 3 000 kr plus 10 kr per daa, as an area line, over 500 daa', () => {
    const price = environmentalPlanPrice(820, true);
    expect(price.lines.map((line) => [line.productId, line.quantity, line.unitPrice])).toEqual([
      ['mis-fixed', 1, 3000],
      ['mis-area', 820, 10],
      ['mis-member-discount', -1, 1000],
    ]);
    expect(price.total).toBe(3000 + 8200 - 1000);
    expect(environmentalPlanPrice(501, false).total).toBe(3000 + 5010);
  });

  it('prices whole decares', () => {
    expect(environmentalPlanPrice(812.4, false)).toMatchObject({ areaDaa: 812, total: 3000 + 8120 });
  });

  const area = fc.double({ min: 0, max: 100_000, noNaN: true });

  it('never gives a negative total, and the total is the sum of the lines', () => {
    fc.assert(
      fc.property(area, fc.boolean(), (daa, isMember) => {
        const price = environmentalPlanPrice(daa, isMember);
        expect(price.total).toBeGreaterThanOrEqual(0);
        expect(price.total).toBe(price.lines.reduce((sum, line) => sum + lineSum(line), 0));
      }),
    );
  });

  it('never costs less for more forest', () => {
    fc.assert(
      fc.property(area, area, fc.boolean(), (a, b, isMember) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(environmentalPlanPrice(small, isMember).total).toBeLessThanOrEqual(
          environmentalPlanPrice(large, isMember).total,
        );
      }),
    );
  });

  it('gives members exactly 1 000 kr off', () => {
    fc.assert(
      fc.property(area, (daa) => {
        expect(environmentalPlanPrice(daa, true).total).toBe(environmentalPlanPrice(daa, false).total - 1000);
      }),
    );
  });
});
