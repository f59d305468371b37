import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORDER_STATUSES } from '@contract/types';
import { OrderStatusBadge } from './order-status';

const meta = {
  title: 'Components/Orders/OrderStatusBadge',
  tags: ['autodocs'],
  component: OrderStatusBadge,
  args: { status: 'NEW' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsLabel =
  (label: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(label)).toBeVisible();
  };

export const AwaitingPayment: Story = { args: { status: 'NEW' }, play: showsLabel('Awaiting payment') };
export const Paid: Story = { args: { status: 'PAID' }, play: showsLabel('Paid') };
export const BeingPrepared: Story = { args: { status: 'PREPARING' }, play: showsLabel('Being prepared') };
export const OnItsWay: Story = { args: { status: 'SHIPPED' }, play: showsLabel('On its way') };
export const Delivered: Story = { args: { status: 'DELIVERED' }, play: showsLabel('Delivered') };
export const Canceled: Story = { args: { status: 'CANCELED' }, play: showsLabel('Canceled') };
export const Refunded: Story = { args: { status: 'REFUNDED' }, play: showsLabel('Refunded') };
/** A status a newer server sends that the app does not know: shown as sent, in neutral colours. */
export const FromANewerServer: Story = { args: { status: 'ON_HOLD' }, play: showsLabel('ON_HOLD') };

/** Side by side, to compare the colours (axe checks each one's contrast). */
export const AllStatuses: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-5)', listStyle: 'none', padding: 0 }}>
      {ORDER_STATUSES.map((status) => (
        <li key={status}>
          <OrderStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const labels = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(labels).toEqual([
      'Awaiting payment',
      'Paid',
      'Being prepared',
      'On its way',
      'Delivered',
      'Canceled',
      'Refunded',
    ]);
  },
};
