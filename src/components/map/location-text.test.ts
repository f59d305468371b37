import { expect, it } from 'vitest';
import { NO_LOCATION_TEXT, formatLatLng, locationStatus } from './location-text';

it('prints a point as people read it: 5 decimals with N/S and E/W', () => {
  expect(formatLatLng({ lat: 41.403381234, lng: 2.174034567 })).toBe('41.40338° N, 2.17403° E');
  expect(formatLatLng({ lat: 52.52, lng: 13.405 })).toBe('52.52000° N, 13.40500° E');
  expect(formatLatLng({ lat: -33.8688197, lng: 151.2092955 })).toBe('33.86882° S, 151.20930° E');
  expect(formatLatLng({ lat: 40.7127753, lng: -74.0059728 })).toBe('40.71278° N, 74.00597° W');
  expect(formatLatLng({ lat: -90, lng: 180 })).toBe('90.00000° S, 180.00000° E');
});

it('gives a point that shows as zero no side', () => {
  expect(formatLatLng({ lat: 0, lng: 0 })).toBe('0.00000° N, 0.00000° E');
  expect(formatLatLng({ lat: -0.000001, lng: -0.00000499 })).toBe('0.00000° N, 0.00000° E');
  expect(formatLatLng({ lat: -0.000006, lng: -0.00001 })).toBe('0.00001° S, 0.00001° W');
});

it('says what is selected, or how to select', () => {
  expect(locationStatus({ lat: 52.52000812, lng: 13.40495499 })).toBe(
    'Selected location: 52.52001° N, 13.40495° E',
  );
  expect(locationStatus(null)).toBe(NO_LOCATION_TEXT);
  expect(NO_LOCATION_TEXT).toBe(
    'No location selected yet. Click the map, press Enter on it, or use Find My Location.',
  );
});
