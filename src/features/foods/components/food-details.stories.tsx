import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { ALLERGENS } from '@contract/dietary';
import { asServed, seedFood } from '@/testing/fixtures';
import { loggedInAs } from '@/testing/story-sessions';
import { moreLikeThis } from '../more-like-this';
import { FoodDetails } from './food-details';

const meta = {
  title: 'Components/Foods/FoodDetails',
  tags: ['autodocs'],
  component: FoodDetails,
  args: {
    // A dish with nothing to choose: the option groups have stories of their own (DishOrderForm).
    food: seedFood(
      (food) => food.favorite && food.tags.length > 0 && food.cookTime !== '' && !food.optionGroups,
    ),
    onAddToCart: fn(),
  },
  beforeEach: loggedInAs('shopper'),
} satisfies Meta<typeof FoodDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Favourite: Story = {
  play: async ({ canvasElement, args }) => {
    const { food } = args;
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: food.name })).toBeVisible();
    await expect(
      await page.findByRole('button', { name: `Remove ${food.name} from favourites`, pressed: true }),
    ).toBeVisible();
    await expect(page.getByText(food.description!)).toBeVisible();
    await expect(page.getByText(`Time to cook about ${food.cookTime} minutes`)).toBeVisible();
    const tag = within(page.getByRole('list', { name: 'Tags' })).getByRole('link', { name: food.tags[0] });
    await expect(tag).toHaveAttribute('href', `/tag/${encodeURIComponent(food.tags[0]!)}`);
    await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ food, options: [] });
  },
};

export const NoOriginsOrTags: Story = {
  args: { food: seedFood((food) => !food.favorite, { origins: [], tags: [] }) },
  play: async ({ canvasElement, args: { food } }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    await expect(
      await page.findByRole('button', { name: `Save ${food.name} to favourites`, pressed: false }),
    ).toBeVisible();
  },
};

const dish = seedFood((food) => food.tags.includes('Dessert'));

/** With the menu there: a few dishes sharing a tag, each a link to its page with its picture and price. */
export const MoreLikeThis: Story = {
  args: { food: dish, related: moreLikeThis(dish, SEED_FOODS).map((food) => asServed(food)) },
  play: async ({ canvasElement, args }) => {
    const more = within(await within(canvasElement).findByRole('region', { name: 'More like this' }));
    const links = more.getAllByRole('link');
    await expect(links).toHaveLength(args.related!.length);
    for (const [index, food] of args.related!.entries()) {
      await expect(links[index]).toHaveAttribute('href', `/food/${food.id}`);
      await expect(links[index]).toHaveTextContent(food.name);
    }
  },
};

/** On the narrowest phone: one compact row per suggestion, nothing wider than the screen. */
export const MoreLikeThisOnAPhone: Story = {
  ...MoreLikeThis,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'More like this' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const KITCHEN_NOTE =
  'Allergen information is provided by the kitchen. If you have an allergy, please check with the restaurant before ordering.';
const withAllergens = seedFood((food) => (food.allergens?.length ?? 0) > 2 && (food.diets?.length ?? 0) > 0);

/** What the dish contains, by the contract's names, its diets, and that the kitchen declares them. */
export const WithAllergens: Story = {
  args: { food: withAllergens },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Contains:').closest('p')).toHaveTextContent(
      `Contains: ${ALLERGENS.filter(({ id }) => withAllergens.allergens?.includes(id))
        .map(({ label }) => label)
        .join(', ')}`,
    );
    await expect(page.getByRole('list', { name: 'Diets' })).toBeVisible();
    await expect(page.getByText(KITCHEN_NOTE)).toBeVisible();
  },
};

/** The kitchen declares none of the 14: said so, never left blank; a vegan dish lists all three diets. */
export const NoAllergens: Story = {
  args: { food: seedFood((food) => food.allergens?.length === 0 && food.diets?.includes('vegan') === true) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Contains none of the 14 main allergens')).toBeVisible();
    const diets = within(page.getByRole('list', { name: 'Diets' }));
    for (const label of ['Vegetarian', 'Vegan', 'Gluten-free'])
      await expect(diets.getByText(label)).toBeVisible();
    await expect(page.getByText(KITCHEN_NOTE)).toBeVisible();
  },
};

/** A server that does not model allergens: the page says it does not know, never that there are none. */
export const AllergensUnavailable: Story = {
  args: { food: { ...withAllergens, diets: undefined, allergens: undefined } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Allergen information is not available for this dish.')).toBeVisible();
    await expect(page.queryByText(/^Contains/)).not.toBeInTheDocument();
    await expect(page.queryByText(KITCHEN_NOTE)).not.toBeInTheDocument();
    await expect(page.queryByRole('list', { name: 'Diets' })).not.toBeInTheDocument();
  },
};

/** On the narrowest phone the allergen list and the labels wrap; nothing is wider than the screen. */
export const WithAllergensOnASmallPhone: Story = {
  ...WithAllergens,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async (context) => {
    await WithAllergens.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
