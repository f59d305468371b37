import { Suspense, lazy, useId } from 'react';
import buttons from '@/components/ui/button.module.css';
import { findMyLocation } from './find-my-location';
import { PICKER_HELP, formatLatLng, locationStatus } from './location-text';
import type { LocationPickerProps, LocationViewProps } from './map-props';
import styles from './map.module.css';

// Leaflet and its CSS load only with a map. This exact path is what vite.config.ts's unit project
// swaps for leaflet-map.stub.tsx, so it must stay an `@/` path.
const loadMap = () => import('@/components/map/leaflet-map');
const PickerMap = lazy(() => loadMap().then((module) => ({ default: module.PickerMap })));
const ViewMap = lazy(() => loadMap().then((module) => ({ default: module.ViewMap })));

function MapFallback() {
  return <div className={`${styles.map} ${styles.fallback}`}>Loading map…</div>;
}

/** Checkout's map pin (controlled). The help, button and live text work before the map has loaded. */
export function LocationPicker({ value, onChange, tileUrl }: LocationPickerProps) {
  const helpId = useId();
  return (
    <div className={styles.picker}>
      <p id={helpId} className={styles.help}>
        {PICKER_HELP}
      </p>
      <Suspense fallback={<MapFallback />}>
        <PickerMap value={value} onChange={onChange} describedBy={helpId} tileUrl={tileUrl} />
      </Suspense>
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

/** A read-only map of a chosen point, named by its title (e.g. 'Shipping address'). */
export function LocationView({ value, title = 'Location', tileUrl }: LocationViewProps) {
  const titleId = useId();
  return (
    <section className={styles.view} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <Suspense fallback={<MapFallback />}>
        <ViewMap value={value} tileUrl={tileUrl} />
      </Suspense>
      <p className={styles.coordinates}>{`Coordinates: ${formatLatLng(value)}`}</p>
    </section>
  );
}
