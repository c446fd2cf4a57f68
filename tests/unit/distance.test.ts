import { describe, expect, it } from 'vitest';
import {
  distanceAndBearing,
  distanceM,
  distanceNm,
  EARTH_RADIUS_M,
  initialBearingDeg,
  type LatLon,
  METRES_PER_NM,
} from '@/lib/rules/distance';

const p = (latitude: number, longitude: number): LatLon => ({ latitude, longitude });
const rad = (d: number) => (d * Math.PI) / 180;

/** One degree of arc on a sphere of the spec's radius, in NM: 2*pi*R/360/1852 = 60.108 NM. */
const ONE_DEGREE_NM = (2 * Math.PI * EARTH_RADIUS_M) / 360 / 1852;

/** An independent check: the spherical law of cosines (fine away from tiny and antipodal distances). */
function lawOfCosinesNm(a: LatLon, b: LatLon): number {
  const cos =
    Math.sin(rad(a.latitude)) * Math.sin(rad(b.latitude)) +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude));
  return (Math.acos(Math.min(1, Math.max(-1, cos))) * 6378137) / 1852;
}

/** An independent bearing: project b's unit vector on a's local east and north axes. */
function vectorBearing(a: LatLon, b: LatLon): number {
  const v = (q: LatLon) => [
    Math.cos(rad(q.latitude)) * Math.cos(rad(q.longitude)),
    Math.cos(rad(q.latitude)) * Math.sin(rad(q.longitude)),
    Math.sin(rad(q.latitude)),
  ];
  const vb = v(b);
  const east = [-Math.sin(rad(a.longitude)), Math.cos(rad(a.longitude)), 0];
  const north = [
    -Math.sin(rad(a.latitude)) * Math.cos(rad(a.longitude)),
    -Math.sin(rad(a.latitude)) * Math.sin(rad(a.longitude)),
    Math.cos(rad(a.latitude)),
  ];
  const dot = (x: number[], y: number[]) => x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
  return ((Math.atan2(dot(vb, east), dot(vb, north)) * 180) / Math.PI + 360) % 360;
}

const CGK = p(-6.1256, 106.6559);
const DPS = p(-8.7482, 115.167);

describe('distance constants (spec 9)', () => {
  it('uses an earth radius of 6378137 m and 1852 m per NM', () => {
    expect(EARTH_RADIUS_M).toBe(6378137);
    expect(METRES_PER_NM).toBe(1852);
    expect(ONE_DEGREE_NM).toBeCloseTo(60.108, 3);
  });
});

describe('great-circle distance in NM', () => {
  it('is 60.108 NM per degree along the equator and along a meridian', () => {
    expect(distanceNm(p(0, 0), p(0, 1))).toBeCloseTo(ONE_DEGREE_NM, 9);
    expect(distanceNm(p(0, 100), p(0, 110))).toBeCloseTo(10 * ONE_DEGREE_NM, 8);
    expect(distanceNm(p(0, 0), p(1, 0))).toBeCloseTo(ONE_DEGREE_NM, 9);
    expect(distanceNm(p(-45, 120), p(45, 120))).toBeCloseTo(90 * ONE_DEGREE_NM, 8);
    expect(distanceM(p(0, 0), p(0, 1))).toBeCloseTo((2 * Math.PI * 6378137) / 360, 5);
  });

  it('crosses the antimeridian the short way', () => {
    expect(distanceNm(p(0, 179.5), p(0, -179.5))).toBeCloseTo(ONE_DEGREE_NM, 8);
  });

  it('is pi * R / 1852 between antipodes', () => {
    const half = (Math.PI * 6378137) / 1852;
    expect(distanceNm(p(0, 0), p(0, 180))).toBeCloseTo(half, 6);
    expect(distanceNm(p(90, 0), p(-90, 0))).toBeCloseTo(half, 6);
    expect(distanceNm(CGK, p(-CGK.latitude, CGK.longitude - 180))).toBeCloseTo(half, 6);
  });

  it('is zero between a point and itself', () => {
    expect(distanceNm(CGK, CGK)).toBe(0);
    expect(distanceNm(p(90, 10), p(90, -170))).toBeCloseTo(0, 9);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      [CGK, DPS],
      [p(10, -20), p(-30, 40)],
      [p(89, 0), p(-1, 179)],
    ]) {
      expect(distanceNm(a, b)).toBeCloseTo(distanceNm(b, a), 9);
    }
  });

  it('agrees with the spherical law of cosines for Jakarta CGK to Denpasar DPS', () => {
    const expected = lawOfCosinesNm(CGK, DPS);
    expect(expected).toBeGreaterThan(500);
    expect(expected).toBeLessThan(560);
    expect(distanceNm(CGK, DPS)).toBeCloseTo(expected, 6);
  });
});

describe('initial bearing in degrees', () => {
  it('points along the compass for the cardinal directions', () => {
    expect(initialBearingDeg(p(0, 0), p(1, 0))).toBeCloseTo(0, 9);
    expect(initialBearingDeg(p(0, 0), p(0, 1))).toBeCloseTo(90, 9);
    expect(initialBearingDeg(p(0, 0), p(-1, 0))).toBeCloseTo(180, 9);
    expect(initialBearingDeg(p(0, 0), p(0, -1))).toBeCloseTo(270, 9);
  });

  it('stays in [0, 360) and is 0 for the same point', () => {
    expect(initialBearingDeg(CGK, CGK)).toBe(0);
    for (const [a, b] of [
      [p(0, 0), p(-0.0001, -0.0001)],
      [p(10, 10), p(10.5, 9.5)],
      [DPS, CGK],
    ]) {
      const bearing = initialBearingDeg(a, b);
      expect(bearing).toBeGreaterThanOrEqual(0);
      expect(bearing).toBeLessThan(360);
    }
  });

  it('agrees with a vector computation for CGK to DPS and back', () => {
    expect(initialBearingDeg(CGK, DPS)).toBeCloseTo(vectorBearing(CGK, DPS), 6);
    expect(initialBearingDeg(DPS, CGK)).toBeCloseTo(vectorBearing(DPS, CGK), 6);
    // Denpasar lies east-south-east of Jakarta.
    expect(initialBearingDeg(CGK, DPS)).toBeGreaterThan(90);
    expect(initialBearingDeg(CGK, DPS)).toBeLessThan(120);
  });
});

describe('distanceAndBearing', () => {
  it('rounds the distance to 0.1 NM and the bearing to whole degrees below 360', () => {
    const r = distanceAndBearing(CGK, DPS);
    expect(r.distance_nm).toBe(Math.round(lawOfCosinesNm(CGK, DPS) * 10) / 10);
    expect(r.bearing_deg).toBe(Math.round(vectorBearing(CGK, DPS)));
    expect(distanceAndBearing(p(0, 0), p(1, -0.001)).bearing_deg).toBe(0);
    expect(distanceAndBearing(CGK, CGK)).toEqual({ distance_nm: 0, bearing_deg: 0 });
  });
});
