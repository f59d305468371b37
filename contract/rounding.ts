/** The one rounding of money and coordinates, so the app and the server always agree on a figure. */
import { COORDINATE_DECIMALS } from './rules';
import type { LatLng } from './types';

/** Money in cents: every line price and total either side computes. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Rounds like the original app (`toFixed`), so stored orders carry at most 8 decimals. */
export function roundCoordinate(value: number, decimals: number = COORDINATE_DECIMALS): number {
  const rounded = Number(value.toFixed(decimals));
  // A tiny negative number rounds to -0, which would print as "-0.00000000".
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundLatLng({ lat, lng }: LatLng): LatLng {
  return { lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
}
