import type { LatLng } from '@contract/types';
import { roundLatLng } from '@contract/rounding';

const REASONS: Record<number, string> = {
  1: 'permission denied',
  2: 'position unavailable',
  3: 'timed out',
};

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/**
 * Asks the browser where the user is and reports the point rounded to 8 decimals. Failures are
 * only logged (docs/product.md §8 and decision 11): the map stays usable by clicking, so there is nothing to show.
 */
export function findMyLocation(onFound: (latLng: LatLng) => void): void {
  const geolocation: Geolocation | undefined = globalThis.navigator?.geolocation;
  if (!geolocation) {
    console.warn('Find My Location: this browser has no geolocation.');
    return;
  }
  geolocation.getCurrentPosition(
    ({ coords }) => onFound(roundLatLng({ lat: coords.latitude, lng: coords.longitude })),
    (error) =>
      console.warn(`Find My Location failed (${REASONS[error.code] ?? 'unknown error'}): ${error.message}`),
    OPTIONS,
  );
}
