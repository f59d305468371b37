import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEED_ORDERS } from '@mocks/seed';
import type { OrderStatus } from '@contract/types';
import { lifeStepAt, orderReached } from '@/testing/fixtures';
import { formatDate } from '@/utils/format-date';
import { OrderTimeline } from './order-timeline';

const at = lifeStepAt;
const reached = (...steps: OrderStatus[]) => orderReached(SEED_ORDERS[0]!, steps);

const meta = {
  title: 'Components/Orders/OrderTimeline',
  tags: ['autodocs'],
  component: OrderTimeline,
  args: { order: reached('PAID') },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps as a shopper reads them, in order: done ones with their time, the ones to come without. */
const showsSteps =
  (steps: string[], estimate: boolean): Story['play'] =>
  async ({ canvasElement }) => {
    const page = within(canvasElement);
    const items = within(page.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(steps);
    if (estimate) {
      await expect(page.getByText('Estimated delivery:')).toHaveTextContent(formatDate(at(4)));
    } else {
      await expect(page.queryByText(/Estimated delivery/)).toBeNull();
    }
  };

export const Paid: Story = {
  args: { order: reached('PAID') },
  play: showsSteps(
    [`Paid${formatDate(at(0))}`, 'Not yet: Being prepared', 'Not yet: On its way', 'Not yet: Delivered'],
    true,
  ),
};

export const BeingPrepared: Story = {
  args: { order: reached('PAID', 'PREPARING') },
  play: showsSteps(
    [
      `Paid${formatDate(at(0))}`,
      `Being prepared${formatDate(at(1))}`,
      'Not yet: On its way',
      'Not yet: Delivered',
    ],
    true,
  ),
};

export const OnItsWay: Story = {
  args: { order: reached('PAID', 'PREPARING', 'SHIPPED') },
  play: showsSteps(
    [
      `Paid${formatDate(at(0))}`,
      `Being prepared${formatDate(at(1))}`,
      `On its way${formatDate(at(2))}`,
      'Not yet: Delivered',
    ],
    true,
  ),
};

export const Delivered: Story = {
  args: { order: reached('PAID', 'PREPARING', 'SHIPPED', 'DELIVERED') },
  play: showsSteps(
    [
      `Paid${formatDate(at(0))}`,
      `Being prepared${formatDate(at(1))}`,
      `On its way${formatDate(at(2))}`,
      `Delivered${formatDate(at(3))}`,
    ],
    false,
  ),
};

/** Canceled while paid: the demo payment is refunded at once, and nothing is still to come. */
export const CanceledAndRefunded: Story = {
  args: { order: reached('PAID', 'CANCELED', 'REFUNDED') },
  play: showsSteps(
    [`Paid${formatDate(at(0))}`, `Canceled${formatDate(at(1))}`, `Refunded${formatDate(at(2))}`],
    false,
  ),
};
