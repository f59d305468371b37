import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_FAILED_MESSAGE, scenarios } from '@mocks/scenarios';
import { SEED_FOODS } from '@mocks/seed';
import { asServed, storedUser } from '@/testing/fixtures';
import { expectPressable, expectSubmitting } from '@/testing/story-forms';
import { pinTheMap } from '@/testing/story-steps';
import { AppPage, pageParameters } from '@/testing/story-page';
import { at } from '@/testing/story-viewports';
import { findToast, pageHeading } from '@/testing/story-queries';
import { storyMapTiles } from '@/testing/story-tiles';
import { formatPrice } from '@/utils/format-price';

// Dishes with nothing to choose: lines as the ten calls know them.
const [first, second] = SEED_FOODS.filter((food) => !food.optionGroups).map((food) => asServed(food));
const cart = {
  items: [
    { food: first, quantity: 2 },
    { food: second, quantity: 1 },
  ],
};
const user = storedUser();

/** Storage per story: parameters merge, so a stored user in meta could not be left out below. */
const shopperWithCart = { user, cart };

/**
 * Named handler groups, so a story's scenario keeps the stubbed map tiles. Placing the order leaves
 * the page, and so does the guard when logged out: both are in Flows/Form outcomes.
 */
const meta = {
  title: 'Pages/Checkout',
  component: AppPage,
  parameters: {
    url: '/checkout',
    msw: { handlers: { tiles: [storyMapTiles] } },
    ...pageParameters(),
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findMap = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('application', { name: 'Location map' });

const goToPayment = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to Payment' }));

export const Filled: Story = {
  tags: ['desktop-picture'],
  parameters: { storage: shopperWithCart },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Order Form')).toBeVisible();
    // Once no request is in flight (the prices' check): the overlay's status would otherwise stand
    // beside the map's, and in the picture.
    await waitFor(() => expect(page.queryByText('Loading...')).toBeNull());
    await expect(page.getByLabelText('Name')).toHaveValue(user.name);
    await expect(page.getByLabelText('Address')).toHaveValue(user.address);
    const table = within(page.getByRole('table', { name: 'Order items' }));
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      first!.name,
      second!.name,
      'Total',
    ]);
    await expect(table.getByText(formatPrice(first!.price * 2 + second!.price))).toBeVisible();
    await expect(await findMap(canvasElement)).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('No location selected yet.');
    await expect(page.getByRole('button', { name: 'Find My Location' })).toBeEnabled();
  },
};

export const InvalidInputs: Story = {
  tags: ['desktop-picture'],
  parameters: { storage: shopperWithCart },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await pageHeading(canvasElement, 'Order Form');
    await userEvent.clear(page.getByLabelText('Name'));
    await goToPayment(canvasElement);
    const toast = await findToast(canvasElement, 'Invalid inputs');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent('Invalid inputsPlease fill in the form');
    await expect(page.getByLabelText('Name')).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabelText('Name')).toHaveFocus();
  },
};

export const NoLocation: Story = {
  parameters: { storage: shopperWithCart },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Order Form');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to Payment' }));
    const toast = await findToast(canvasElement, 'Location');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent('LocationPlease select your address on the map');
    // Said beside the map too, where the pin goes.
    const map = await findMap(canvasElement);
    await expect(within(canvasElement).getByText('Choose your location on the map')).toBeVisible();
    await expect(map).toHaveAccessibleDescription(/Choose your location on the map$/);
    // Whether the pressed button shows its focus ring depends on how focus came before (Chromium's
    // focus-visible guess), not on the app: the picture is of the page without it.
    within(canvasElement).getByRole('button', { name: 'Go to Payment' }).blur();
  },
};

export const OrderCreateFails: Story = {
  parameters: {
    storage: shopperWithCart,
    msw: { handlers: { scenario: scenarios['order-create-fails'].handlers } },
  },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Order Form');
    await pinTheMap(canvasElement);
    await goToPayment(canvasElement);
    const toast = await findToast(canvasElement, 'Cart');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toHaveTextContent(`Cart${ORDER_FAILED_MESSAGE}`);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Order Form' })).toBeVisible();
    // The press's button keeps the focus through the call: the keyboard is where it was.
    const sent = within(canvasElement).getByRole('button', { name: 'Go to Payment' });
    await waitFor(async () => expectPressable(sent));
    await expect(sent).toHaveFocus();
  },
};

/** The order call never answers: Go to Payment stays busy under the Loading overlay. */
export const Submitting: Story = {
  parameters: {
    storage: shopperWithCart,
    msw: { handlers: { pending: [http.post('*/api/orders/create', () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Order Form');
    await pinTheMap(canvasElement);
    await goToPayment(canvasElement);
    await expectSubmitting(canvasElement, 'Go to Payment');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Order Form' })).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Name')).toHaveValue(user.name);
  },
};

export const EmptyCart: Story = {
  parameters: { storage: { user } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Your cart is empty')).toBeVisible();
    await expect(page.getByText('Add a dish or two before checking out.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  },
};

/** Decision 13 (docs/product.md): the Order Form prices each line from the menu and says what changed. */
export const PriceChanged: Story = {
  parameters: {
    storage: { user, cart: { items: [{ food: { ...first, price: 0.01 }, quantity: 2, price: 0.02 }] } },
  },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Order Form');
    const table = within(within(canvasElement).getByRole('table', { name: 'Order items' }));
    await expect(
      await table.findByText(`Price changed from $0.01 to ${formatPrice(first!.price)}`),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /Total/ })).toHaveTextContent(formatPrice(first!.price * 2));
  },
};

/** Decision 13 (docs/product.md): checkout waits until the dishes gone from the menu leave the cart. */
export const NoLongerOnTheMenu: Story = {
  parameters: {
    storage: {
      user,
      cart: { items: [{ food: { ...second, id: 'retired-dish', name: 'Retired Stew' }, quantity: 1 }] },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await pageHeading(canvasElement, 'Remove dishes no longer on the menu')).toBeVisible();
    await expect(page.getByText(/Retired Stew/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart-page');
  },
};

/** Decision 13 (docs/product.md): without the menu the Order Form still works, and says so. */
export const PricesUnconfirmed: Story = {
  parameters: {
    storage: shopperWithCart,
    msw: { handlers: { scenario: scenarios['server-down'].handlers } },
  },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Order Form');
    const notice = await within(canvasElement).findByRole('alert');
    await expect(notice).toHaveTextContent('Prices could not be confirmed.');
    await expect(within(notice).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectPressable(within(canvasElement).getByRole('button', { name: 'Go to Payment' }));
  },
};

/** Filled on a phone: the same checks, in the phone layout (and nothing scrolls sideways). */
export const Phone: Story = {
  ...Filled,
  globals: at('phone'),
};
