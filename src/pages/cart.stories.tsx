import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { asServed } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { pageHeading } from '@/testing/story-queries';
import { formatPrice } from '@/utils/format-price';

// Dishes with nothing to choose: lines as the ten calls know them (options: Components/Cart/CartLine).
const [first, second] = SEED_FOODS.filter((food) => !food.optionGroups).map((food) => asServed(food));

const meta = {
  title: 'Pages/Cart',
  component: AppPage,
  parameters: { url: '/cart-page', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLines: Story = {
  tags: ['desktop-picture'],
  parameters: {
    storage: {
      cart: {
        items: [
          { food: first, quantity: 2 },
          { food: second, quantity: 1 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Cart Page')).toBeVisible();
    const lines = within(page.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(within(lines[0]!).getByRole('link', { name: first!.name })).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Quantity of ${first!.name}` })).toHaveValue('2');
    const summary = within(page.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('3')).toBeVisible();
    await expect(summary.getByText(formatPrice(first!.price * 2 + second!.price))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  },
};

export const QuantityChanged: Story = {
  parameters: {
    storage: {
      cart: {
        items: [
          { food: first, quantity: 2 },
          { food: second, quantity: 1 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Cart Page');
    await userEvent.selectOptions(page.getByRole('combobox', { name: `Quantity of ${second!.name}` }), '4');
    const summary = within(page.getByRole('region', { name: 'Summary' }));
    await expect(await summary.findByText('6')).toBeVisible();
    await expect(summary.getByText(formatPrice(first!.price * 2 + second!.price * 4))).toBeVisible();
    await expect(page.getByText(formatPrice(second!.price * 4), { selector: 'li span' })).toBeVisible();
    await expect(await page.findByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Cart Page is Empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  },
};

export const LastLineRemoved: Story = {
  parameters: { storage: { cart: { items: [{ food: first, quantity: 1 }] } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Cart Page');
    await userEvent.click(page.getByRole('button', { name: `Remove ${first!.name}` }));
    await expect(await pageHeading(canvasElement, 'Cart Page is Empty')).toBeVisible();
    await expect(await page.findByRole('link', { name: 'Cart' })).toBeVisible();
  },
};

/** Decision 13 (docs/product.md): a stored price the server would not charge gives way to the menu's. */
export const PriceChanged: Story = {
  parameters: {
    storage: { cart: { items: [{ food: { ...first, price: 0.01 }, quantity: 2, price: 0.02 }] } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Cart Page');
    await expect(
      await page.findByText(`Price changed from $0.01 to ${formatPrice(first!.price)}`),
    ).toBeVisible();
    const summary = within(page.getByRole('region', { name: 'Summary' }));
    await expect(summary.getByText(formatPrice(first!.price * 2))).toBeVisible();
  },
};

/** Decision 13 (docs/product.md): a dish gone from the menu is flagged and keeps checkout waiting. */
export const NoLongerOnTheMenu: Story = {
  parameters: {
    storage: {
      cart: {
        items: [
          { food: first, quantity: 1 },
          { food: { ...second, id: 'retired-dish', name: 'Retired Stew' }, quantity: 2 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Cart Page');
    await expect(await page.findByText('No longer on the menu')).toBeVisible();
    await expect(page.getByText('Remove the dishes no longer on the menu to check out.')).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  },
};

/** Decision 13 (docs/product.md): without the menu the cart still opens, says so, and can retry. */
export const PricesUnconfirmed: Story = {
  parameters: {
    storage: { cart: { items: [{ food: first, quantity: 2 }] } },
    msw: { handlers: { scenario: scenarios['server-down'].handlers } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Cart Page');
    const notice = await page.findByRole('alert');
    await expect(notice).toHaveTextContent('Prices could not be confirmed.');
    await expect(within(notice).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  },
};

/** TwoLines in the phone layout. */
export const Phone: Story = { ...TwoLines, globals: at('phone'), tags: ['!test'] };
