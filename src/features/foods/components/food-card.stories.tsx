import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { seedFood } from '@/testing/fixtures';
import { loggedInAs } from '@/testing/story-sessions';
import { formatPrice } from '@/utils/format-price';
import { FoodCard } from './food-card';

const favourite = seedFood((food) => food.favorite && food.origins.length > 0 && food.cookTime !== '');
const withOrigins = seedFood((food) => food.origins.length > 0);

const meta = {
  title: 'Components/Foods/FoodCard',
  tags: ['autodocs'],
  component: FoodCard,
  // About one grid column wide.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { food: favourite, eager: true },
} satisfies Meta<typeof FoodCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo shopper's favourite: the heart pressed, and pressing it removes the dish. */
export const Favourite: Story = {
  beforeEach: loggedInAs('shopper'),
  play: async ({ canvasElement, args: { food } }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: food.name })).toHaveAttribute('href', `/food/${food.id}`);
    await expect(
      await card.findByRole('button', { name: `Remove ${food.name} from favourites`, pressed: true }),
    ).toBeVisible();
    await expect(card.getByRole('img', { name: `Rated ${food.stars} out of 5` })).toBeVisible();
    await expect(card.getByText(food.origins.join(' · '))).toBeVisible();
    await expect(card.getByText(`${food.cookTime} min`)).toBeVisible();
    await expect(card.getByText(formatPrice(food.price))).toBeVisible();
  },
};

export const NotFavourite: Story = {
  beforeEach: loggedInAs('shopper'),
  args: { food: seedFood((food) => !food.favorite) },
  play: async ({ canvasElement, args: { food } }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: `Save ${food.name} to favourites`,
        pressed: false,
      }),
    ).toBeVisible();
  },
};

/** Logged out: the heart offers to save the dish, which first takes the shopper to login. */
export const LoggedOut: Story = {
  args: { food: seedFood((food) => !food.favorite) },
  play: async ({ canvasElement, args: { food } }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Save ${food.name} to favourites` });
    await expect(heart).not.toHaveAttribute('aria-pressed');
  },
};

export const LongName: Story = {
  args: {
    food: seedFood(() => true, {
      name: 'Triple-Stacked Mushroom and Aged Swiss Cheese Burger with Caramelised Onions and Truffle Mayonnaise',
    }),
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.food.name });
    // The name wraps inside the card instead of widening it.
    await expect(link.closest('article')!.scrollWidth).toBeLessThanOrEqual(280);
  },
};

export const NoOrigins: Story = {
  args: { food: { ...withOrigins, origins: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(withOrigins.origins.join(' · '))).not.toBeInTheDocument();
  },
};

/** On a phone the card is a row, the picture beside the text: every detail kept, a fraction of a screen tall. */
export const OnAPhone: Story = {
  beforeEach: loggedInAs('shopper'),
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement, args: { food } }) => {
    const card = within(canvasElement);
    const picture = card.getByRole('img', { name: food.name }).getBoundingClientRect();
    const name = card.getByRole('link', { name: food.name }).getBoundingClientRect();
    await expect(name.left).toBeGreaterThanOrEqual(picture.right);
    await expect(name.top).toBeLessThan(picture.bottom);
    await expect(card.getByRole('article').getBoundingClientRect().height).toBeLessThan(170);
    const heart = await card.findByRole('button', { name: `Remove ${food.name} from favourites` });
    // A 44 px target beside the name, inside the card.
    await expect(heart.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(heart.getBoundingClientRect().left).toBeGreaterThanOrEqual(name.left);
    await expect(card.getByRole('img', { name: `Rated ${food.stars} out of 5` })).toBeVisible();
    await expect(card.getByText(food.origins.join(' · '))).toBeVisible();
    await expect(card.getByText(`${food.cookTime} min`)).toBeVisible();
    await expect(card.getByText(formatPrice(food.price))).toBeVisible();
  },
};

/** The server's image link is dead: a neutral plate in the same box, never a broken-image icon. */
export const ImageCannotLoad: Story = {
  args: { food: { ...favourite, imageUrl: '/images/no-such-dish.svg' } },
  play: async ({ canvasElement, args: { food } }) => {
    const image = within(canvasElement).getByRole('img', { name: food.name });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/));
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

const veganGlutenFree = seedFood(
  (food) => food.diets?.includes('vegan') === true && food.diets.includes('gluten-free'),
);

/** Diets as small badges named in full for screen readers; a vegan dish's 'Vegetarian' goes without saying. */
export const DietLabels: Story = {
  args: { food: veganGlutenFree },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Diets:')).toHaveClass('visually-hidden');
    await expect(card.getByText('Vegan')).toBeVisible();
    await expect(card.getByText('GF')).toBeVisible();
    await expect(card.getByText('Gluten-free')).toHaveClass('visually-hidden');
    await expect(card.queryByText('Vegetarian')).not.toBeInTheDocument();
  },
};

/** The badges on the narrowest phone's compact card: one short line, the card no wider than the screen. */
export const DietLabelsOnASmallPhone: Story = {
  args: { food: veganGlutenFree },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const article = card.getByRole('article');
    await expect(card.getByText('GF')).toBeVisible();
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    await expect(article.getBoundingClientRect().height).toBeLessThan(170);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
