import { describe, expect, it } from 'vitest';
import { hasPlanOrderProducts } from './planData';

describe('hasPlanOrderProducts', () => {
  it('is true only for an object with a non-empty products array', () => {
    expect(hasPlanOrderProducts({ products: [{ productId: 'p1' }] })).toBe(true);
    expect(hasPlanOrderProducts({ products: [] })).toBe(false);
    expect(hasPlanOrderProducts({ products: 'p1' })).toBe(false);
    expect(hasPlanOrderProducts({})).toBe(false);
    expect(hasPlanOrderProducts(null)).toBe(false);
    expect(hasPlanOrderProducts('SKOG2024')).toBe(false);
    expect(hasPlanOrderProducts([{ productId: 'p1' }])).toBe(false);
  });
});
