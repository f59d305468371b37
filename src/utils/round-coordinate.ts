import { MAP_DEFAULTS } from '@/config/constants';
import type { LatLng } from '@/types/api';

/** Rounds like the original app (`toFixed`), so stored orders carry at most 8 decimals (SPEC 9). */
export function roundCoordinate(value: number, decimals: number = MAP_DEFAULTS.coordinateDecimals): number {
  const rounded = Number(value.toFixed(decimals));
  // A tiny negative number rounds to -0, which would print as "-0.00000000".
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundLatLng({ lat, lng }: LatLng): LatLng {
  return { lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
}
