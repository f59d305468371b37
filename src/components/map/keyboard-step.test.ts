// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BIG_KEY_STEP_PX, isArrowKey, nearestWorldCopy, nudgeLatLng } from './keyboard-step';

describe('nudgeLatLng', () => {
  it('moves east and west by the pixels worth of longitude at the zoom', () => {
    // At zoom 1 the world is 512 px wide, so 10 px is 360 * 10 / 512 degrees.
    expect(nudgeLatLng({ lat: 0, lng: 0 }, 'ArrowRight', 1)).toEqual({ lat: 0, lng: 7.03125 });
    expect(nudgeLatLng({ lat: 0, lng: 0 }, 'ArrowLeft', 1)).toEqual({ lat: 0, lng: -7.03125 });
  });

  it('moves north on ArrowUp and south on ArrowDown', () => {
    const start = { lat: 52.52, lng: 13.405 };
    const up = nudgeLatLng(start, 'ArrowUp', 16);
    const down = nudgeLatLng(start, 'ArrowDown', 16);
    expect(up.lat).toBeGreaterThan(start.lat);
    expect(down.lat).toBeLessThan(start.lat);
    expect(up.lng).toBe(start.lng);
    expect(nudgeLatLng(up, 'ArrowDown', 16).lat).toBeCloseTo(start.lat, 7);
  });

  it('takes smaller steps when zoomed in', () => {
    const start = { lat: 13.75, lng: 21.62 };
    const far = nudgeLatLng(start, 'ArrowRight', 1).lng - start.lng;
    const near = nudgeLatLng(start, 'ArrowRight', 16).lng - start.lng;
    expect(near).toBeCloseTo(far / 2 ** 15, 8);
    // About 23 m at street level: small enough to place a door, big enough to get somewhere.
    expect(near).toBeCloseTo(0.00021458, 7);
  });

  it('takes bigger steps on request and rounds to 8 decimals', () => {
    const moved = nudgeLatLng({ lat: 1, lng: 1 }, 'ArrowLeft', 16, BIG_KEY_STEP_PX);
    expect(moved.lng).toBeCloseTo(1 - 5 * 0.00021458, 7);
    expect(moved.lng.toString().split('.')[1]!.length).toBeLessThanOrEqual(8);
  });

  it('wraps around the date line and stops at the edge of the map', () => {
    expect(nudgeLatLng({ lat: 0, lng: 179 }, 'ArrowRight', 1).lng).toBeCloseTo(-173.96875, 8);
    expect(nudgeLatLng({ lat: 85, lng: 0 }, 'ArrowUp', 0, 100).lat).toBeCloseTo(85.0511287798, 8);
  });
});

it('knows the arrow keys', () => {
  expect(isArrowKey('ArrowUp')).toBe(true);
  expect(isArrowKey('Enter')).toBe(false);
  expect(isArrowKey('toString')).toBe(false);
});

it('finds the copy of the world a longitude is shown on', () => {
  expect(nearestWorldCopy(116, 470)).toBe(476);
  expect(nearestWorldCopy(-179, -181)).toBe(-179);
  expect(nearestWorldCopy(179, -181)).toBe(-181);
  expect(nearestWorldCopy(10, 20)).toBe(10);
});
