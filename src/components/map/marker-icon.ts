import { icon } from 'leaflet';
import { MAP_DEFAULTS } from '@/config/constants';
import styles from './map.module.css';

const SIZE = MAP_DEFAULTS.markerSizePx;

// A brand-red pin whose tip is the bottom centre of its 42×42 box; white ring and dot for contrast.
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 42 42">
<path d="M21 41C21 41 7.5 26.6 7.5 15.5a13.5 13.5 0 0 1 27 0C34.5 26.6 21 41 21 41z" fill="#b3261e" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
<circle cx="21" cy="15.5" r="5" fill="#fff"/>
</svg>`;

/** An explicit icon: Leaflet's default one breaks under bundlers (react-leaflet#1108, #453). */
export const markerIcon = icon({
  iconUrl: `data:image/svg+xml,${encodeURIComponent(PIN_SVG)}`,
  iconSize: [SIZE, SIZE],
  iconAnchor: [SIZE / 2, SIZE],
  className: styles.marker,
});
