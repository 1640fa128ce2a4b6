import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { i18n } from '../i18n/i18n';
import { areaInDecares, formatDecares, type Corner } from './harvestArea';

/** Metres per degree of latitude on the sphere @turf/area measures on (radius 6 378 137 m). */
const METRES_PER_DEGREE = (6378137 * Math.PI) / 180;

/** A rectangle of `width` × `height` metres with its south-west corner at (latitude, longitude). */
function rectangle(latitude: number, longitude: number, width: number, height: number): Corner[] {
  const north = latitude + height / METRES_PER_DEGREE;
  const east = longitude + width / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return [
    { latitude, longitude },
    { latitude, longitude: east },
    { latitude: north, longitude: east },
    { latitude: north, longitude },
  ];
}

/** Within half a per cent: the rectangle's northern edge is a little shorter than its southern one. */
const expectAbout = (value: number, expected: number) => {
  expect(Math.abs(value - expected)).toBeLessThan(expected * 0.005);
};

const plainSpaces = (text: string) => text.replace(/\u00a0/g, ' ');

describe('areaInDecares', () => {
  it('measures a 100 m × 100 m square near Elverum (60.8° N) as about 10 daa', () => {
    expectAbout(areaInDecares(rectangle(60.8, 11.5, 100, 100)), 10);
  });

  it('measures a 1 km × 500 m field at 59.9° N as about 500 daa, and a triangle as half a square', () => {
    expectAbout(areaInDecares(rectangle(59.9, 10.7, 1000, 500)), 500);
    const [southWest, southEast, northEast] = rectangle(60.8, 11.5, 200, 200);
    expectAbout(areaInDecares([southWest!, southEast!, northEast!]), 20);
  });

  it('gives 0 for fewer than three corners', () => {
    expect(areaInDecares([])).toBe(0);
    expect(areaInDecares([{ latitude: 60.8, longitude: 11.5 }])).toBe(0);
    expect(
      areaInDecares([
        { latitude: 60.8, longitude: 11.5 },
        { latitude: 60.81, longitude: 11.51 },
      ]),
    ).toBe(0);
  });

  const corner = fc.record({
    latitude: fc.double({ min: 57.9, max: 71, noNaN: true }),
    longitude: fc.double({ min: 4.5, max: 31, noNaN: true }),
  });
  /** A ring of 3 to 8 corners within about a kilometre of a corner in Norway. */
  const ring = corner.chain(({ latitude, longitude }) =>
    fc.array(
      fc.record({
        latitude: fc.double({ min: latitude, max: latitude + 0.01, noNaN: true }),
        longitude: fc.double({ min: longitude, max: longitude + 0.02, noNaN: true }),
      }),
      { minLength: 3, maxLength: 8 },
    ),
  );
  const sameArea = (a: number, b: number) => {
    expect(Math.abs(a - b)).toBeLessThan(1e-6 * Math.max(1, a));
  };

  it('is never negative', () => {
    fc.assert(
      fc.property(ring, (corners) => {
        expect(areaInDecares(corners)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('does not depend on the corner the ring starts at, its direction, or whether it is closed', () => {
    fc.assert(
      fc.property(ring, fc.nat(), (corners, shift) => {
        const area = areaInDecares(corners);
        const start = shift % corners.length;
        sameArea(areaInDecares([...corners.slice(start), ...corners.slice(0, start)]), area);
        sameArea(areaInDecares([...corners].reverse()), area);
        sameArea(areaInDecares([...corners, corners[0]!]), area);
      }),
    );
  });

  it('does not change when the area moves east or west', () => {
    fc.assert(
      fc.property(ring, fc.double({ min: -4, max: 4, noNaN: true }), (corners, degrees) => {
        const moved = corners.map(({ latitude, longitude }) => ({
          latitude,
          longitude: longitude + degrees,
        }));
        sameArea(areaInDecares(moved), areaInDecares(corners));
      }),
    );
  });
});

describe('formatDecares', () => {
  it('writes one decimal with a comma and "daa" after a no-break space', () => {
    expect(formatDecares(12.34)).toBe('12,3\u00a0daa');
    expect(plainSpaces(formatDecares(12.36))).toBe('12,4 daa');
    expect(plainSpaces(formatDecares(12))).toBe('12,0 daa');
    expect(plainSpaces(formatDecares(0))).toBe('0,0 daa');
    expect(plainSpaces(formatDecares(0.04))).toBe('0,0 daa');
  });

  it('groups thousands with a no-break space, so the number never breaks over two lines', () => {
    expect(formatDecares(1234.56)).toBe('1\u00a0234,6\u00a0daa');
    expect(formatDecares(1234.56)).not.toContain(' ');
  });

  it('follows the active language: in English the en-GB separators (#43)', () => {
    // The domain's tests run without a page: the language alone, as activateLocale sets it.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    try {
      expect(formatDecares(1234.56)).toBe('1,234.6\u00a0daa');
    } finally {
      i18n.loadAndActivate({ locale: 'nb', messages: {} });
    }
    expect(formatDecares(1234.56)).toBe('1\u00a0234,6\u00a0daa');
  });

  it('gives an empty string for NaN or an infinite area', () => {
    expect(formatDecares(Number.NaN)).toBe('');
    expect(formatDecares(Number.POSITIVE_INFINITY)).toBe('');
  });
});
