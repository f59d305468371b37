import type { LatLng } from '@contract/types';
import { COORDINATE_DECIMALS } from '@contract/rules';

/** Shared by the Leaflet map and its jsdom stub, so tests find what users find. */
export const PICKER_MAP_LABEL = 'Location map';

export const PICKER_HELP =
  'Click the map to place the pin, then drag it to adjust. With a keyboard: on the map, the arrow ' +
  'keys pan, + and − zoom, and Enter places the pin at the centre; on the pin, the arrow keys move ' +
  'it (hold Shift for bigger steps).';

export const NO_LOCATION_TEXT =
  'No location selected yet. Click the map, press Enter on it, or use Find My Location.';

export function formatLatLng({ lat, lng }: LatLng): string {
  return `${lat.toFixed(COORDINATE_DECIMALS)}, ${lng.toFixed(COORDINATE_DECIMALS)}`;
}

/** What the picker's live region says. */
export function locationStatus(value: LatLng | null): string {
  return value ? `Selected location: ${formatLatLng(value)}` : NO_LOCATION_TEXT;
}
