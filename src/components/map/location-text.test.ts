import { expect, it } from 'vitest';
import { NO_LOCATION_TEXT, formatLatLng, locationStatus } from './location-text';

it('prints both coordinates with 8 decimals', () => {
  expect(formatLatLng({ lat: 52.52, lng: 13.405 })).toBe('52.52000000, 13.40500000');
  expect(formatLatLng({ lat: -33.8688197, lng: 151.2092955 })).toBe('-33.86881970, 151.20929550');
});

it('says what is selected, or how to select', () => {
  expect(locationStatus({ lat: 52.52, lng: 13.405 })).toBe('Selected location: 52.52000000, 13.40500000');
  expect(locationStatus(null)).toBe(NO_LOCATION_TEXT);
  expect(NO_LOCATION_TEXT).toBe(
    'No location selected yet. Click the map, press Enter on it, or use Find My Location.',
  );
});
