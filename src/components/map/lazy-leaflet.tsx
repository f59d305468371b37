import { Component, Suspense, lazy, type ReactNode } from 'react';
import styles from './map.module.css';

// Leaflet and its CSS load only with a map. This exact path is what vite.config.ts's unit project
// swaps for src/testing/leaflet-map-stub.tsx, so it must stay an `@/` path.
const loadMap = () => import('@/components/map/leaflet-map');

export const PickerMap = lazy(() => loadMap().then((module) => ({ default: module.PickerMap })));
export const ViewMap = lazy(() => loadMap().then((module) => ({ default: module.ViewMap })));

/** Where the map will be, while Leaflet loads. */
function MapFallback() {
  return <div className={`${styles.map} ${styles.fallback}`}>Loading map…</div>;
}

/** A map whose code cannot arrive (offline) costs the map, never the page around it. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={`${styles.map} ${styles.fallback}`} role="status">
        The map could not load. Check your connection; the rest of the page still works.
      </div>
    );
  }
}

/** Where a lazy map goes: a placeholder while it loads, a sentence if it cannot. */
export function MapSlot({ children }: { children: ReactNode }) {
  return (
    <MapBoundary>
      <Suspense fallback={<MapFallback />}>{children}</Suspense>
    </MapBoundary>
  );
}
