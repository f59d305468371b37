import { afterEach, describe, expect, it, vi } from 'vitest';
import { findMyLocation } from './find-my-location';
import { fakeGeolocation, positionError, removeGeolocation } from '@/testing/fake-geolocation';

afterEach(removeGeolocation);

it('reports the position rounded to 8 decimals', () => {
  fakeGeolocation({ position: { latitude: 48.858370123456, longitude: 2.294481234567 } });
  const onFound = vi.fn();
  findMyLocation(onFound);
  expect(onFound).toHaveBeenCalledWith({ lat: 48.85837012, lng: 2.29448123 });
});

describe('when the position cannot be had', () => {
  it.each([
    [1, 'permission denied'],
    [2, 'position unavailable'],
    [3, 'timed out'],
  ])('logs error %i as %s and reports nothing', (code, reason) => {
    fakeGeolocation({ error: positionError(code) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onFound = vi.fn();
    findMyLocation(onFound);
    expect(onFound).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason));
  });

  it('logs a browser without geolocation', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onFound = vi.fn();
    findMyLocation(onFound);
    expect(onFound).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Find My Location: this browser has no geolocation.');
  });
});
