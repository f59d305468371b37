import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouter } from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import { RouteAnchor, routeHref } from './route-anchor';

/** A tag's link that keeps the shopper's sort, as the menu's tag links do. */
function SortedTagLink() {
  const router = useRouter();
  const to = { to: '/tag/$tag', params: { tag: 'Spicy' }, search: { sort: 'name' } } as const;
  return (
    <RouteAnchor to={to} href={routeHref(router, to)}>
      Spicy
    </RouteAnchor>
  );
}

const meta = {
  title: 'Components/UI/RouteAnchor',
  tags: ['autodocs'],
  component: SortedTagLink,
} satisfies Meta<typeof SortedTagLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToATag: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Spicy' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/tag/Spicy?sort=name');
  },
};
