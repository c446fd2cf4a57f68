// Great-circle distance and initial bearing between two points (spec 9: nautical miles, earth radius
// 6378137 m, 1852 m per NM). Pure and client-safe: the airport screen and the API share this one copy.

/** Earth radius of spec 9 (the WGS 84 equatorial radius), in metres. */
export const EARTH_RADIUS_M = 6378137;
/** Metres in one nautical mile. */
export const METRES_PER_NM = 1852;

export interface LatLon {
  /** Degrees north, -90..90. */
  latitude: number;
  /** Degrees east, -180..180. */
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Central angle between two points in radians (haversine, stable for short and antipodal pairs). */
export function centralAngle(a: LatLon, b: LatLon): number {
  const phi1 = rad(a.latitude);
  const phi2 = rad(b.latitude);
  const dPhi = phi2 - phi1;
  const dLambda = rad(b.longitude - a.longitude);
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) ** 2;
  const clamped = Math.min(1, Math.max(0, h));
  return 2 * Math.atan2(Math.sqrt(clamped), Math.sqrt(1 - clamped));
}

/** Great-circle distance in metres. */
export function distanceM(a: LatLon, b: LatLon): number {
  return centralAngle(a, b) * EARTH_RADIUS_M;
}

/** Great-circle distance in nautical miles (unrounded). */
export function distanceNm(a: LatLon, b: LatLon): number {
  return distanceM(a, b) / METRES_PER_NM;
}

/**
 * Initial (forward) bearing from a to b in degrees clockwise from true north, in [0, 360).
 * 0 when the points coincide; at a pole every direction is south (or north), as the formula gives.
 */
export function initialBearingDeg(a: LatLon, b: LatLon): number {
  const phi1 = rad(a.latitude);
  const phi2 = rad(b.latitude);
  const dLambda = rad(b.longitude - a.longitude);
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  if (Math.abs(x) < 1e-15 && Math.abs(y) < 1e-15) return 0;
  const bearing = (deg(Math.atan2(y, x)) + 360) % 360;
  return bearing === 360 ? 0 : bearing;
}

/** Distance rounded to one decimal (NM) and bearing rounded to whole degrees (0..359), as lists show them. */
export function distanceAndBearing(a: LatLon, b: LatLon): { distance_nm: number; bearing_deg: number } {
  return {
    distance_nm: Math.round(distanceNm(a, b) * 10) / 10,
    bearing_deg: Math.round(initialBearingDeg(a, b)) % 360,
  };
}
