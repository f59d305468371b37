import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { MAP_DEFAULTS } from '@/config/constants';
import { env } from '@/config/env';
import type { PickerMapProps, ViewMapProps } from './map-props';
import { markerIcon } from './marker-icon';
import { PickerLayer } from './picker-layer';
import styles from './map.module.css';

/*
 * The real Leaflet maps, loaded only through lazy-leaflet.tsx. jsdom tests get src/testing/leaflet-map-stub.tsx
 * instead (vite.config.ts, unit project); Storybook and the browser tests run this one.
 */

export function PickerMap({ tileUrl = env.tileUrl, ...picker }: PickerMapProps) {
  const { value } = picker;
  return (
    <MapContainer
      className={styles.map}
      center={value ?? MAP_DEFAULTS.center}
      zoom={value ? MAP_DEFAULTS.locatedZoom : MAP_DEFAULTS.zoom}
    >
      <TileLayer url={tileUrl} attribution={env.tileAttribution} />
      <KeepSized />
      <PickerLayer {...picker} />
    </MapContainer>
  );
}

const READ_ONLY = {
  dragging: false,
  touchZoom: false,
  doubleClickZoom: false,
  scrollWheelZoom: false,
  boxZoom: false,
  keyboard: false,
  zoomControl: false,
} as const;

export function ViewMap({ value, tileUrl = env.tileUrl }: ViewMapProps) {
  return (
    <MapContainer className={styles.map} center={value} zoom={MAP_DEFAULTS.locatedZoom} {...READ_ONLY}>
      <TileLayer url={tileUrl} attribution={env.tileAttribution} />
      <KeepSized />
      <FollowPoint lat={value.lat} lng={value.lng} />
      {/* Decorative: the coordinates are given as text beside the map. */}
      <Marker position={value} icon={markerIcon} interactive={false} keyboard={false} alt="" />
    </MapContainer>
  );
}

/** Leaflet measures its box once; a layout change without a window resize would leave grey gaps. */
function KeepSized() {
  const map = useMap();
  useEffect(() => {
    // Only on a real change of size: invalidateSize also drops the exact centre Leaflet keeps, after
    // which the centre is read back from pixels, up to half a pixel off (about 1 m at street zoom).
    // The observer's first call, which came before or after the pin's own setView as timing had it,
    // made 'Enter places the pin at the centre' land on 52.51999 in one run and 52.52000 in the next.
    const observer = new ResizeObserver(() => {
      const { clientWidth, clientHeight } = map.getContainer();
      const size = map.getSize();
      if (size.x !== clientWidth || size.y !== clientHeight) map.invalidateSize();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function FollowPoint({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], MAP_DEFAULTS.locatedZoom);
  }, [map, lat, lng]);
  return null;
}
