import {
  type LatLng as LeafletLatLng,
  type LeafletKeyboardEvent,
  type LeafletMouseEvent,
  type Marker as LeafletMarker,
  latLng,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { MAP_DEFAULTS } from '@/config/constants';
import { roundLatLng } from '@contract/rounding';
import { BIG_KEY_STEP_PX, KEY_STEP_PX, isArrowKey, nearestWorldCopy, nudgeLatLng } from './keyboard-step';
import { PICKER_MAP_LABEL } from './location-text';
import type { PickerMapProps } from './map-props';
import { markerIcon } from './marker-icon';

const PAN_PADDING: [number, number] = [MAP_DEFAULTS.markerSizePx, MAP_DEFAULTS.markerSizePx];

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Click, drag and keys place the point; a point set from outside (restored, found) is flown to. */
export function PickerLayer({ value, onChange, describedBy }: Omit<PickerMapProps, 'tileUrl'>) {
  const map = useMap();
  // The point the view already shows: the initial one, or the last one placed on the map.
  const shown = useRef(value);
  // Where the pin was put, unwrapped: a map wider than the world repeats it, and the pin must stay
  // on the copy it was put on while the value's longitude is kept within ±180.
  const [placed, setPlaced] = useState<LeafletLatLng | null>(null);

  const place = (where: LeafletLatLng) => {
    const point = roundLatLng(where.wrap());
    shown.current = point;
    setPlaced(where);
    onChange(point);
  };

  useMapEvents({
    click: (event: LeafletMouseEvent) => {
      // A click on the pin itself (to focus or grab it) must not move it by the icon's height.
      if ((event.originalEvent.target as Element).closest('.leaflet-marker-icon')) return;
      place(event.latlng);
    },
    keydown: ({ originalEvent: key }: LeafletKeyboardEvent) => {
      if (key.target !== map.getContainer() || (key.key !== 'Enter' && key.key !== ' ')) return;
      key.preventDefault();
      place(map.getCenter());
    },
  });

  useEffect(() => {
    const container = map.getContainer();
    // Screen readers pass Enter and the arrow keys through to an application.
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', PICKER_MAP_LABEL);
    container.setAttribute('aria-describedby', describedBy);
  }, [map, describedBy]);

  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (shown.current?.lat === lat && shown.current.lng === lng) return;
    shown.current = { lat, lng };
    // Leaflet would take ~5 s to fly from the world view to street level; 2 s still shows the way.
    map.flyTo([lat, lng], MAP_DEFAULTS.locatedZoom, { animate: !reducedMotion(), duration: 2 });
  }, [map, lat, lng]);

  const position = useMemo(() => {
    if (!value) return null;
    const fromMap = placed && roundLatLng(placed.wrap());
    return placed && fromMap?.lat === value.lat && fromMap.lng === value.lng ? placed : latLng(value);
  }, [placed, value]);

  if (!value || !position) return null;
  return (
    <Marker
      position={position}
      icon={markerIcon}
      draggable
      alt="Selected location pin"
      eventHandlers={{
        add: ({ target }: { target: LeafletMarker }) =>
          target.getElement()?.setAttribute('aria-describedby', describedBy),
        dragend: ({ target }: { target: LeafletMarker }) => place(target.getLatLng()),
        keydown: ({ originalEvent: key }: LeafletKeyboardEvent) => {
          if (!isArrowKey(key.key) || key.altKey || key.ctrlKey || key.metaKey) return;
          key.preventDefault();
          const step = key.shiftKey ? BIG_KEY_STEP_PX : KEY_STEP_PX;
          const next = nudgeLatLng(value, key.key, map.getZoom(), step);
          const where = latLng(next.lat, nearestWorldCopy(next.lng, position.lng));
          place(where);
          map.panInside(where, { padding: PAN_PADDING });
        },
      }}
    />
  );
}
