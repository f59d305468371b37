import { lineIdentity } from '@contract/order-line';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { asServed } from '@/testing/fixtures';
import { roundCents } from '@contract/rounding';
import type { CartItem } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import { OrderItemsTable } from './order-items-table';

const lines: CartItem[] = SEED_FOODS.slice(0, 3).map((food, index) => {
  const quantity = index + 1;
  return { food: asServed(food), quantity, price: roundCents(food.price * quantity) };
});
const total = (items: CartItem[]) => roundCents(items.reduce((sum, item) => sum + item.price, 0));

const meta = {
  title: 'Components/Orders/OrderItemsTable',
  tags: ['autodocs'],
  component: OrderItemsTable,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { items: lines, totalPrice: total(lines) },
} satisfies Meta<typeof OrderItemsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeDishes: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Order items' }));
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Dish', 'Quantity', 'Unit price', 'Price']);
    const [, ...rows] = table.getAllByRole('row');
    await expect(rows).toHaveLength(args.items.length + 1);
    for (const [index, item] of args.items.entries()) {
      const cells = within(rows[index]!);
      await expect(cells.getByRole('rowheader')).toHaveTextContent(item.food.name);
      await expect(cells.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        String(item.quantity),
        formatPrice(item.food.price),
        formatPrice(item.price),
      ]);
    }
    await expect(within(rows.at(-1)!).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(within(rows.at(-1)!).getByRole('cell')).toHaveTextContent(formatPrice(args.totalPrice));
  },
};

export const OneDish: Story = {
  args: { items: lines.slice(0, 1), totalPrice: total(lines.slice(0, 1)) },
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Order items' }));
    await expect(table.getAllByRole('row')).toHaveLength(3);
    await expect(table.getAllByText(formatPrice(args.totalPrice)).length).toBeGreaterThanOrEqual(2);
  },
};

/** Checkout's notice on a line whose price changed since it was added (Decision 13, docs/product.md). */
export const WithANotice: Story = {
  args: {
    notices: new Map([
      [
        lineIdentity(lines[0]!.food.id, lines[0]!.options, lines[0]!.note),
        `Price changed from $0.01 to ${formatPrice(lines[0]!.food.price)}`,
      ],
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Order items' }));
    const [, first, second] = table.getAllByRole('row');
    const notice = `Price changed from $0.01 to ${formatPrice(args.items[0]!.food.price)}`;
    await expect(within(first!).getByRole('rowheader')).toHaveTextContent(notice);
    await expect(within(second!).getByRole('rowheader')).not.toHaveTextContent(/Price changed/);
  },
};
