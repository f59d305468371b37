import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { countTags } from '@mocks/catalogue';
import { SEED_FOODS } from '@mocks/seed';
import { TagList } from './tag-list';

const tags = countTags(SEED_FOODS);

const meta = {
  title: 'Components/Foods/TagList',
  tags: ['autodocs'],
  component: TagList,
  args: { tags },
  // Inside the page's gutter, as in the app: on a phone the row scrolls out to the screen's edges.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ paddingInline: 'var(--space)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTags: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Tags' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(tags.length);
    await expect(links[0]).toHaveTextContent(`All (${SEED_FOODS.length})`);
  },
};

export const ActiveTag: Story = {
  args: { activeTag: 'Spicy' },
  play: async ({ canvasElement }) => {
    const spicy = within(canvasElement).getByRole('link', { name: /^Spicy \(\d+\)$/ });
    await expect(spicy).toHaveAttribute('aria-current', 'page');
    await expect(spicy).toHaveAttribute('href', '/tag/Spicy');
  },
};

export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
