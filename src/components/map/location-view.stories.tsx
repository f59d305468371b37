import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LocationView } from './location-view';
import { STORY_TILE_URL } from '@/testing/story-tiles';

const meta = {
  title: 'Components/Map/LocationView',
  tags: ['autodocs'],
  component: LocationView,
  args: { value: { lat: 52.52, lng: 13.405 }, tileUrl: STORY_TILE_URL },
} satisfies Meta<typeof LocationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShippingAddress: Story = {
  args: { title: 'Shipping address' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Shipping address' });
    await expect(within(region).getByText('Coordinates: 52.52000° N, 13.40500° E')).toBeVisible();
    const pin = await waitFor(async () => {
      const img = region.querySelector<HTMLImageElement>('img.leaflet-marker-icon');
      await expect(img?.naturalWidth).toBe(42);
      return img!;
    });
    // Read-only: neither the map nor the pin can be focused or dragged.
    await expect(pin).not.toHaveAttribute('tabindex');
    await expect(region.querySelector('.leaflet-container')).not.toHaveAttribute('tabindex');
  },
};

export const DefaultTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Location' })).toBeVisible();
  },
};
