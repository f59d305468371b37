import type { LatLng } from '@contract/types';

/** Shared by the Leaflet map and its jsdom stub, so tests find what users find. */
export const PICKER_MAP_LABEL = 'Location map';

export const PICKER_HELP =
  'Click the map to place the pin, then drag it to adjust. With a keyboard: on the map, the arrow ' +
  'keys pan, + and − zoom, and Enter places the pin at the centre; on the pin, the arrow keys move ' +
  'it (hold Shift for bigger steps).';

export const NO_LOCATION_TEXT =
  'No location selected yet. Click the map, press Enter on it, or use Find My Location.';

/**
 * Five decimals place a point within about a metre, which is all a reader needs; what is sent keeps
 * its 8 decimals (docs/product.md §9).
 */
const SHOWN_DECIMALS = 5;

function degrees(value: number, positive: 'N' | 'E', negative: 'S' | 'W'): string {
  const shown = Math.abs(value).toFixed(SHOWN_DECIMALS);
  // A value that shows as zero has no side: never "0.00000° S".
  const side = value < 0 && Number(shown) !== 0 ? negative : positive;
  return `${shown}° ${side}`;
}

/** A point as people read it: `41.40338° N, 2.17403° E`. */
export function formatLatLng({ lat, lng }: LatLng): string {
  return `${degrees(lat, 'N', 'S')}, ${degrees(lng, 'E', 'W')}`;
}

/** What the picker's live region says. */
export function locationStatus(value: LatLng | null): string {
  return value ? `Selected location: ${formatLatLng(value)}` : NO_LOCATION_TEXT;
}
