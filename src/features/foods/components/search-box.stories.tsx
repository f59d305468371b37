import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  title: 'Components/Foods/SearchBox',
  tags: ['autodocs'],
  component: SearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search food' });
    await userEvent.type(box, '  soup {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('soup');
  },
};

export const WithTerm: Story = {
  args: { initialTerm: 'curry' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const box = form.getByRole('searchbox', { name: 'Search food' });
    await expect(box).toHaveValue('curry');
    await userEvent.clear(box);
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    // An empty term means "show everything".
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};
