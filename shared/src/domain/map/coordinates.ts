/**
 * A map point as the order form carries it: a pair of decimal numbers, latitude then longitude,
 * picked on the map or typed as "41.311081, 69.240562". The spec asks for a valid pair and for a
 * point to be chosen; the platform adds that the point lies in Uzbekistan (its bounding box), since
 * the property's region is one of Uzbekistan's and a point elsewhere is a slip of the mouse.
 */
export const COORDINATES_INVALID = 'COORDINATES_INVALID';
export const COORDINATES_REQUIRED = 'COORDINATES_REQUIRED';
export const COORDINATES_OUTSIDE = 'COORDINATES_OUTSIDE';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Uzbekistan's extent with a small margin (37.18..45.59 N, 55.99..73.13 E). */
export const UZBEKISTAN_BOUNDS = { south: 37.1, north: 45.7, west: 55.9, east: 73.2 } as const;

const DECIMAL = /^-?\d{1,3}(?:[.,]\d{1,10})?$/;

export type ParsedPoint =
  | { ok: true; point: LatLng }
  | {
      ok: false;
      code: typeof COORDINATES_INVALID | typeof COORDINATES_REQUIRED | typeof COORDINATES_OUTSIDE;
    };

/** Whether a point lies within Uzbekistan's bounds. */
export function inUzbekistan({ latitude, longitude }: LatLng): boolean {
  const b = UZBEKISTAN_BOUNDS;
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}

/** Checks a point given as two numbers (what the API takes). */
export function checkPoint(point: LatLng): ParsedPoint {
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
    return { ok: false, code: COORDINATES_INVALID };
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { ok: false, code: COORDINATES_INVALID };
  if (!inUzbekistan(point)) return { ok: false, code: COORDINATES_OUTSIDE };
  return { ok: true, point };
}

/**
 * Reads "lat, lon" as typed: two decimals (a point or a comma as the decimal mark) separated by a
 * comma-and-space, a semicolon or spaces. Empty is "choose a coordinate".
 */
export function parseCoordinates(text: string): ParsedPoint {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: COORDINATES_REQUIRED };
  const parts = trimmed.split(/\s*;\s*|,\s+|\s+/).filter(Boolean);
  if (parts.length !== 2 || !parts.every((part) => DECIMAL.test(part))) {
    return { ok: false, code: COORDINATES_INVALID };
  }
  const [latitude, longitude] = parts.map((part) => Number(part.replace(',', '.'))) as [number, number];
  return checkPoint({ latitude, longitude });
}

/** "41.311081, 69.240562": six decimals, about 10 cm. */
export function formatCoordinates({ latitude, longitude }: LatLng): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
