import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { asServed } from '@/testing/fixtures';
import { SEED_FOODS } from '@mocks/seed';
import { AppPage, pageParameters } from '@/testing/story-page';
import { addToCart, filterTheMenu, openDish, seeTheMenu } from '@/testing/story-steps';
import { at } from '@/testing/story-viewports';

const menu = SEED_FOODS.map((food) => asServed(food));
const matching = menu.filter(
  (food) => food.diets?.includes('vegetarian') && !food.allergens?.includes('milk'),
);
const dish = matching[0]!;

/**
 * A shopper who eats no meat and no milk: filters the menu for it (beside the dishes on a desktop,
 * in the sheet on a phone), opens the first dish left and adds it to the cart.
 */
const meta = {
  title: 'Flows/Filter and add',
  component: AppPage,
  parameters: {
    url: '/',
    storage: { cart: { items: [] } },
    msw: { handlers: [http.get('*/api/foods', () => HttpResponse.json(menu))] },
    ...pageParameters(),
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilterAndAdd: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement, step }) => {
    await step('See the menu', async () => {
      await seeTheMenu(canvasElement, { dishes: menu.length });
    });
    await step('Keep vegetarian dishes without milk', async () => {
      await filterTheMenu(
        canvasElement,
        [
          { group: 'Diet', option: 'Vegetarian' },
          { group: 'Without', option: 'Milk' },
        ],
        matching.length,
      );
    });
    await step(`Open ${dish.name} and add it to the cart`, async () => {
      await openDish(canvasElement, dish);
      await addToCart(canvasElement, dish, 1);
    });
  },
};

/** The same in the phone layout, through the filters sheet. */
export const Phone: Story = { ...FilterAndAdd, globals: at('phone'), tags: ['!test'] };
