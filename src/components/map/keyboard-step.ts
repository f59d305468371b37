import type { LatLng } from '@contract/types';
import { roundLatLng } from '@contract/rounding';

export const KEY_STEP_PX = 10;
export const BIG_KEY_STEP_PX = 50;

const ARROWS = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
} as const;

export type ArrowKey = keyof typeof ARROWS;

export function isArrowKey(key: string): key is ArrowKey {
  return Object.hasOwn(ARROWS, key);
}

const TILE_PX = 256;
const MAX_LAT = 85.0511287798; // where Web Mercator's square world ends
const RAD = Math.PI / 180;

const clampLat = (lat: number) => Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The point moved `pixels` screen pixels in the arrow's direction at `zoom`, in Leaflet's Web
 * Mercator projection: the same key press is a smaller step the further the map is zoomed in.
 */
export function nudgeLatLng(point: LatLng, key: ArrowKey, zoom: number, pixels = KEY_STEP_PX): LatLng {
  const worldPx = TILE_PX * 2 ** zoom;
  const sin = Math.sin(clampLat(point.lat) * RAD);
  const x = ((point.lng + 180) / 360) * worldPx;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx;
  const [dx, dy] = ARROWS[key];
  const movedX = x + dx * pixels;
  const movedY = y + dy * pixels;
  const lat = Math.atan(Math.sinh(Math.PI - (2 * Math.PI * movedY) / worldPx)) / RAD;
  return roundLatLng({ lat: clampLat(lat), lng: wrapLng((movedX / worldPx) * 360 - 180) });
}

/** `lng` moved by whole turns to the copy of the world nearest `nearLng` (a wide map repeats the world). */
export function nearestWorldCopy(lng: number, nearLng: number): number {
  return lng + 360 * Math.round((nearLng - lng) / 360);
}
