import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LatLng } from '@contract/types';
import { fakeGeolocation, positionError, removeGeolocation } from '@/testing/fake-geolocation';
import { LocationPicker } from './location-picker';
import { MapSlot } from './lazy-leaflet';
import { LocationView } from './location-view';

afterEach(removeGeolocation);

interface CheckoutProps {
  initial?: LatLng | null;
  onChange?: (point: LatLng) => void;
}

/** Holds the point like the checkout page does. */
function Checkout({ initial = null, onChange = () => {} }: CheckoutProps) {
  const [value, setValue] = useState(initial);
  return (
    <LocationPicker
      value={value}
      onChange={(point) => {
        setValue(point);
        onChange(point);
      }}
    />
  );
}

const status = () => screen.getByRole('status');

it('says how to choose a point, and ties the help to the map', async () => {
  render(<Checkout />);
  const map = await screen.findByRole('application', { name: 'Location map' });
  expect(map).toHaveAccessibleDescription(/Enter places the pin at the centre/);
  expect(status()).toHaveTextContent(
    'No location selected yet. Click the map, press Enter on it, or use Find My Location.',
  );
});

it('announces a point chosen on the map in readable form, and hands it on rounded to 8 decimals', async () => {
  const onChange = vi.fn();
  render(<Checkout onChange={onChange} />);
  const map = await screen.findByRole('application', { name: 'Location map' });
  await userEvent.click(within(map).getByRole('button', { name: 'Choose a sample location on the map' }));
  expect(onChange).toHaveBeenCalledWith({ lat: 52.52000812, lng: 13.40495499 });
  expect(status()).toHaveTextContent('Selected location: 52.52001° N, 13.40495° E');
});

it('shows an error beside the map, as an alert tied to the map, and nothing when there is none', async () => {
  const { rerender } = render(<LocationPicker value={null} onChange={() => {}} />);
  const map = await screen.findByRole('application', { name: 'Location map' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(map).not.toHaveAccessibleDescription(/Choose your location/);

  rerender(<LocationPicker value={null} onChange={() => {}} error="Choose your location on the map" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Choose your location on the map');
  expect(map).toHaveAccessibleDescription(
    /Enter places the pin at the centre.* Choose your location on the map$/,
  );
});

it('shows a restored point', () => {
  render(<Checkout initial={{ lat: 52.52, lng: 13.405 }} />);
  expect(status()).toHaveTextContent('Selected location: 52.52000° N, 13.40500° E');
});

it('finds my location', async () => {
  const geolocation = fakeGeolocation({ position: { latitude: 48.858370123456, longitude: 2.294481234567 } });
  const ask = vi.spyOn(geolocation, 'getCurrentPosition');
  render(<Checkout />);
  await userEvent.click(screen.getByRole('button', { name: 'Find My Location' }));
  expect(ask).toHaveBeenCalledOnce();
  expect(status()).toHaveTextContent('Selected location: 48.85837° N, 2.29448° E');
});

it('only logs a refused location, and the map stays usable', async () => {
  fakeGeolocation({ error: positionError(1) });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<Checkout />);
  await userEvent.click(screen.getByRole('button', { name: 'Find My Location' }));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('permission denied'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(status()).toHaveTextContent('No location selected yet.');
  await userEvent.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
  expect(status()).toHaveTextContent('Selected location: 52.52001° N, 13.40495° E');
});

it('only logs a browser without geolocation', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<Checkout />);
  await userEvent.click(screen.getByRole('button', { name: 'Find My Location' }));
  expect(warn).toHaveBeenCalledWith('Find My Location: this browser has no geolocation.');
  expect(status()).toHaveTextContent('No location selected yet.');
});

it('does not submit the form it sits in', async () => {
  const submit = vi.fn((event: FormEvent) => event.preventDefault());
  fakeGeolocation({ position: { latitude: 1, longitude: 2 } });
  render(
    <form onSubmit={submit}>
      <Checkout />
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Find My Location' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Choose a sample location on the map' }));
  expect(submit).not.toHaveBeenCalled();
});

it('shows a read-only point under its title', () => {
  render(<LocationView value={{ lat: 52.52, lng: 13.405 }} title="Shipping address" />);
  const region = screen.getByRole('region', { name: 'Shipping address' });
  expect(within(region).getByRole('heading', { name: 'Shipping address' })).toBeInTheDocument();
  expect(within(region).getByText('Coordinates: 52.52000° N, 13.40500° E')).toBeInTheDocument();
});

it("keeps the page when the map's code cannot arrive, and says so where the map would be", async () => {
  const MapOffline = () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/leaflet-map.js');
  };
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <section aria-label="Order">
      <MapSlot>
        <MapOffline />
      </MapSlot>
      <p>Coordinates: 41.0, 29.0</p>
    </section>,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('The map could not load');
  expect(screen.getByText('Coordinates: 41.0, 29.0')).toBeVisible();
  quiet.mockRestore();
});
