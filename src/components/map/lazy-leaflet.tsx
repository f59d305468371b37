import { lazy } from 'react';
import styles from './map.module.css';

// Leaflet and its CSS load only with a map. This exact path is what vite.config.ts's unit project
// swaps for src/testing/leaflet-map-stub.tsx, so it must stay an `@/` path.
const loadMap = () => import('@/components/map/leaflet-map');

export const PickerMap = lazy(() => loadMap().then((module) => ({ default: module.PickerMap })));
export const ViewMap = lazy(() => loadMap().then((module) => ({ default: module.ViewMap })));

/** Where the map will be, while Leaflet loads. */
export function MapFallback() {
  return <div className={`${styles.map} ${styles.fallback}`}>Loading map…</div>;
}
