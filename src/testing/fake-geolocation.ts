/**
 * For tests and stories: a navigator.geolocation that answers at once, like a browser that has
 * asked the user. jsdom has none; in Chromium this shadows the real one until removeGeolocation().
 * Spy on its getCurrentPosition (vi.spyOn, storybook's spyOn) to count the questions.
 */
interface FakeAnswer {
  position?: { latitude: number; longitude: number };
  error?: GeolocationPositionError;
}

const MESSAGES: Record<number, string> = {
  1: 'User denied Geolocation',
  2: 'Position unavailable',
  3: 'Timeout expired',
};

export function positionError(code: number): GeolocationPositionError {
  const message = MESSAGES[code] ?? 'Unknown';
  return { code, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

function positionAt(latitude: number, longitude: number): GeolocationPosition {
  const coords = {
    latitude,
    longitude,
    accuracy: 10,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
  };
  return { coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({ coords }) };
}

export function fakeGeolocation({ position, error }: FakeAnswer): Geolocation {
  const geolocation: Geolocation = {
    getCurrentPosition: (onSuccess, onError) => {
      if (position && !error) onSuccess(positionAt(position.latitude, position.longitude));
      else onError?.(error ?? positionError(2));
    },
    watchPosition: () => 0,
    clearWatch: () => {},
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
}

/** Back to the browser's own geolocation (in jsdom: none). */
export function removeGeolocation(): void {
  Reflect.deleteProperty(navigator, 'geolocation');
}
