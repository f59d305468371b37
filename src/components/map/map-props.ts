import type { LatLng } from '@contract/types';

export interface LocationPickerProps {
  /** The chosen point, or null while none is chosen. Controlled: the picker only calls onChange. */
  value: LatLng | null;
  /** Called with a point rounded to 8 decimals (click, drag, keys or Find My Location). */
  onChange: (latLng: LatLng) => void;
  /** Why the form cannot go on without a point, shown beside the map and tied to it (e.g. after a submit). */
  error?: string;
  /** Tile URL template; defaults to env.tileUrl. Stories pass a local tile so screenshots are stable. */
  tileUrl?: string;
}

export interface LocationViewProps {
  value: LatLng;
  /** Heading and accessible name of the map, e.g. 'Shipping address'. */
  title?: string;
  tileUrl?: string;
}

/** The map canvas behind the picker: the real Leaflet one, or the jsdom stub. */
export interface PickerMapProps extends Omit<LocationPickerProps, 'error'> {
  /** Ids of the usage help and of any error, for aria-describedby. */
  describedBy: string;
}

export type ViewMapProps = Omit<LocationViewProps, 'title'>;
