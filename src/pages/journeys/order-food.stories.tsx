import type { Meta, StoryObj } from '@storybook/react-vite';
import { SEED_FOODS, SEED_USERS } from '@mocks/seed';
import { nameMatches } from '@contract/search';
import { asServed, demoAccount } from '@/testing/fixtures';
import { AppPage, pageParameters } from '@/testing/story-page';
import { loggedInAs } from '@/testing/story-sessions';
import {
  addToCart,
  changeQuantity,
  deliverTo,
  goToPayment,
  openDish,
  payNow,
  pinTheMap,
  proceedToCheckout,
  searchTheMenu,
  seeTheMenu,
} from '@/testing/story-steps';
import { storyMapTiles } from '@/testing/story-tiles';
import { at } from '@/testing/story-viewports';

const SEARCH = 'Soup';
const menu = SEED_FOODS.map((food) => asServed(food));
const dish = menu.find((food) => nameMatches(food.name, SEARCH))!;
const QUANTITY = 2;
const total = dish.price * QUANTITY;
const shopper = SEED_USERS.find((user) => user.email === demoAccount('shopper').email)!;
const DELIVERY_ADDRESS = '12 Market Street, Springfield';

/**
 * The shopper's whole order, one stage per step (the Interactions panel lists them): from the menu
 * to a paid order. It ends where the journey ends, on the paid order with its status.
 */
const meta = {
  title: 'Flows/Order food',
  component: AppPage,
  parameters: {
    url: '/',
    // The journey fills the cart itself, from empty, whatever the toolbar's Cart says.
    storage: { cart: { items: [] } },
    // Checkout, payment and the order page draw maps: local tiles.
    msw: { handlers: { tiles: [storyMapTiles] } },
    ...pageParameters(),
  },
  // Ordering calls the mock API, so the shopper logs in there, before the menu opens.
  beforeEach: loggedInAs('shopper'),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrowseToPaid: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement, step }) => {
    await step('Browse the menu', async () => {
      await seeTheMenu(canvasElement, { dishes: menu.length, account: shopper.name });
      await searchTheMenu(canvasElement, SEARCH, menu);
    });
    await step(`Open ${dish.name} and add it to the cart`, async () => {
      await openDish(canvasElement, dish);
      await addToCart(canvasElement, dish, 1);
    });
    await step(`Order ${QUANTITY} in the cart`, async () => {
      await changeQuantity(canvasElement, dish, QUANTITY, { count: QUANTITY, total });
    });
    await step('Check out: delivery details and a pin on the map', async () => {
      await proceedToCheckout(canvasElement, { name: shopper.name, address: shopper.address, total });
      await deliverTo(canvasElement, DELIVERY_ADDRESS);
      await pinTheMap(canvasElement);
    });
    await step('Go to payment', async () => {
      await goToPayment(canvasElement, { name: shopper.name, address: DELIVERY_ADDRESS, dish, total });
    });
    await step('Pay, and see the paid order', async () => {
      await payNow(canvasElement, { dish, total });
    });
  },
};

/** The same journey in the phone layout. */
export const Phone: Story = { ...BrowseToPaid, globals: at('phone'), tags: ['!test'] };
