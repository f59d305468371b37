import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { asServed, seedFood } from '@/testing/fixtures';
import { loggedInAs } from '@/testing/story-sessions';
import { moreLikeThis } from '../more-like-this';
import { FoodDetails } from './food-details';

const meta = {
  title: 'Components/Foods/FoodDetails',
  tags: ['autodocs'],
  component: FoodDetails,
  args: {
    food: seedFood((food) => food.favorite && food.tags.length > 0 && food.cookTime !== ''),
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
    await expect(args.onAddToCart).toHaveBeenCalledWith(food);
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
