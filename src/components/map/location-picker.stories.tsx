import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fakeGeolocation, positionError, removeGeolocation } from '@/testing/fake-geolocation';
import { LocationPicker } from './location-picker';
import type { LocationPickerProps } from './map-props';
import { STORY_TILE_URL } from '@/testing/story-tiles';

/** As checkout uses it: the page holds the point. */
function Controlled({ value: initial, onChange, ...props }: LocationPickerProps) {
  const [value, setValue] = useState(initial);
  const change = (point: Parameters<typeof onChange>[0]) => {
    setValue(point);
    onChange(point);
  };
  return <LocationPicker {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'Components/Map/LocationPicker',
  tags: ['autodocs'],
  component: LocationPicker,
  args: { value: null, onChange: fn(), tileUrl: STORY_TILE_URL },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const findMap = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('application', { name: 'Location map' });

export const NoLocationYet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = await findMap(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No location selected yet.');
    const box = map.getBoundingClientRect();
    const at = { clientX: box.left + box.width * 0.7, clientY: box.top + box.height * 0.4 };
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: at });
    await expect(args.onChange).toHaveBeenCalledOnce();
    const readable = /^Selected location: \d+\.\d{5}° [NS], \d+\.\d{5}° [EW]$/;
    await waitFor(async () => expect(canvas.getByRole('status')).toHaveTextContent(readable));
    const pin = await canvas.findByRole('button', { name: 'Selected location pin' });
    await waitFor(async () => expect((pin as HTMLImageElement).naturalWidth).toBe(42));
    // The pin's tip, not its middle, marks the point.
    const tip = pin.getBoundingClientRect();
    await expect(Math.abs(tip.left + tip.width / 2 - at.clientX)).toBeLessThan(1.5);
    await expect(Math.abs(tip.bottom - at.clientY)).toBeLessThan(1.5);
  },
};

/** After a submit without a pin (checkout): the reason beside the map, and in the map's description. */
export const MissingLocation: Story = {
  args: { error: 'Choose your location on the map' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await findMap(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose your location on the map');
    await expect(map).toHaveAccessibleDescription(/Choose your location on the map$/);
  },
};

export const Restored: Story = {
  args: { value: { lat: 52.52, lng: 13.405 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findMap(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Selected location pin' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected location: 52.52000° N, 13.40500° E');
  },
};

export const MovedWithTheKeyboard: Story = {
  args: { value: { lat: 52.52, lng: 13.405 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = await findMap(canvasElement);
    (await canvas.findByRole('button', { name: 'Selected location pin' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    // 10 px east at zoom 16: 10 / (256 * 2^16) of 360 degrees, rounded to 8 decimals.
    await expect(args.onChange).toHaveBeenLastCalledWith({ lat: 52.52, lng: 13.40521458 });
    // Enter on the map puts the pin back at the map's centre, which has not moved.
    map.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      lat: expect.closeTo(52.52, 4),
      lng: expect.closeTo(13.405, 4),
    });
    // Exactly the centre it shows, not a point half a pixel off (components/map/leaflet-map.tsx).
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected location: 52.52000° N, 13.40500° E');
  },
};

export const FoundMyLocation: Story = {
  beforeEach: () => {
    fakeGeolocation({ position: { latitude: 48.858370123456, longitude: 2.294481234567 } });
    return removeGeolocation;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findMap(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find My Location' }));
    await expect(args.onChange).toHaveBeenCalledWith({ lat: 48.85837012, lng: 2.29448123 });
    await waitFor(async () =>
      expect(canvas.getByRole('status')).toHaveTextContent('Selected location: 48.85837° N, 2.29448° E'),
    );
  },
};

/** Decision 11 (docs/product.md): the refusal is logged, nothing else shows, and the map stays usable. */
export const LocationRefused: Story = {
  beforeEach: () => {
    fakeGeolocation({ error: positionError(1) });
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => {
      warn.mockRestore();
      removeGeolocation();
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findMap(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find My Location' }));
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('permission denied'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('No location selected yet.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
