import { useId } from 'react';
import forms from '@/components/form/form.module.css';
import buttons from '@/components/ui/button.module.css';
import { findMyLocation } from './find-my-location';
import { MapSlot, PickerMap } from './lazy-leaflet';
import { PICKER_HELP, locationStatus } from './location-text';
import type { LocationPickerProps } from './map-props';
import styles from './map.module.css';

/** Checkout's map pin (controlled). The help, button and live text work before the map has loaded. */
export function LocationPicker({ value, onChange, error, tileUrl }: LocationPickerProps) {
  const helpId = useId();
  const errorId = useId();
  return (
    <div className={styles.picker}>
      <p id={helpId} className={styles.help}>
        {PICKER_HELP}
      </p>
      <MapSlot>
        <PickerMap
          value={value}
          onChange={onChange}
          describedBy={error ? `${helpId} ${errorId}` : helpId}
          tileUrl={tileUrl}
        />
      </MapSlot>
      {/* Rendered only once there is something wrong, so the alert is announced as it appears. */}
      {error && (
        <p id={errorId} className={forms.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.footer}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={() => findMyLocation(onChange)}
        >
          Find My Location
        </button>
        <p className={styles.status} role="status" aria-live="polite">
          {locationStatus(value)}
        </p>
      </div>
    </div>
  );
}
