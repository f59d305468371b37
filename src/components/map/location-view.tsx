import { useId } from 'react';
import { MapSlot, ViewMap } from './lazy-leaflet';
import { formatLatLng } from './location-text';
import type { LocationViewProps } from './map-props';
import styles from './map.module.css';

/** A read-only map of a chosen point, named by its title (e.g. 'Shipping address'). */
export function LocationView({ value, title = 'Location', tileUrl }: LocationViewProps) {
  const titleId = useId();
  return (
    <section className={styles.view} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <MapSlot>
        <ViewMap value={value} tileUrl={tileUrl} />
      </MapSlot>
      <p className={styles.coordinates}>{`Coordinates: ${formatLatLng(value)}`}</p>
    </section>
  );
}
