// @vitest-environment node
import { expect, it } from 'vitest';
import { roundCents, roundCoordinate, roundLatLng } from './rounding';

it('keeps at most 8 decimals', () => {
  expect(roundCoordinate(52.520008123456)).toBe(52.52000812);
  expect(roundCoordinate(-13.404954987654)).toBe(-13.40495499);
  expect(roundCoordinate(13.75)).toBe(13.75);
});

it('never yields -0', () => {
  expect(Object.is(roundCoordinate(-0.000000001), 0)).toBe(true);
});

it('takes another precision when asked', () => {
  expect(roundCoordinate(1.23456, 2)).toBe(1.23);
});

it('rounds both halves of a point', () => {
  expect(roundLatLng({ lat: 48.858370123456, lng: 2.294481234567 })).toEqual({
    lat: 48.85837012,
    lng: 2.29448123,
  });
});

it('rounds money to cents, halves up', () => {
  expect(roundCents(0.1 + 0.2)).toBe(0.3);
  expect(roundCents(3 * 5.99)).toBe(17.97);
  expect(roundCents(8.99 * 3)).toBe(26.97);
  expect(roundCents(1.005 * 1000)).toBe(1005);
  expect(roundCents(2.675)).toBe(2.68);
});
