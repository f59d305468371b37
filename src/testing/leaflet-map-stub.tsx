import { roundLatLng } from '@contract/rounding';
import { PICKER_MAP_LABEL, formatLatLng } from '@/components/map/location-text';
import type { PickerMapProps, ViewMapProps } from '@/components/map/map-props';
import styles from '@/components/map/map.module.css';

/*
 * jsdom stand-in for leaflet-map.tsx, swapped in by vite.config.ts's unit project: react-leaflet
 * does not support jsdom (react-leaflet#204, #644). Same props; a button stands in for a click.
 */

/** Unrounded on purpose: the stub's point goes through the same rounding as a real click. */
export const SAMPLE_LOCATION = { lat: 52.520008123456, lng: 13.404954987654 };

export function PickerMap({ onChange, describedBy }: PickerMapProps) {
  return (
    <div
      className={styles.map}
      role="application"
      aria-label={PICKER_MAP_LABEL}
      aria-describedby={describedBy}
    >
      <button type="button" onClick={() => onChange(roundLatLng(SAMPLE_LOCATION))}>
        Choose a sample location on the map
      </button>
    </div>
  );
}

export function ViewMap({ value }: ViewMapProps) {
  return <div className={styles.map} data-center={formatLatLng(value)} />;
}
