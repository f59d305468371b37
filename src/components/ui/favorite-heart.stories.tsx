import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavoriteHeart, FavoriteToggle } from './favorite-heart';

const meta = {
  title: 'Components/UI/FavoriteHeart',
  tags: ['autodocs'],
  component: FavoriteHeart,
} satisfies Meta<typeof FavoriteHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  args: { favorite: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Favourite' })).toBeVisible();
  },
};

export const Off: Story = {
  args: { favorite: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Not a favourite' })).toBeVisible();
  },
};

type ToggleStory = StoryObj<typeof FavoriteToggle>;
const DISH = 'Cassata Siciliana';

/** The heart's target: at least 44 × 44 px, whatever the drawing inside. */
async function expectTapTarget(button: HTMLElement) {
  const { width, height } = button.getBoundingClientRect();
  await expect(width).toBeGreaterThanOrEqual(44);
  await expect(height).toBeGreaterThanOrEqual(44);
}

/** A logged-in shopper's dish that is saved: pressed, and pressing removes it. */
export const Saved: ToggleStory = {
  render: (args) => <FavoriteToggle {...args} />,
  args: { dish: DISH, favorite: true, state: 'toggle', onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: `Remove ${DISH} from favourites`,
      pressed: true,
    });
    await expectTapTarget(button);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const NotSaved: ToggleStory = {
  ...Saved,
  args: { dish: DISH, favorite: false, state: 'toggle', onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: `Save ${DISH} to favourites`,
      pressed: false,
    });
    await expectTapTarget(button);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Saved a moment ago, the server not yet answered: shown saved, busy, and a second press waits. */
export const Pending: ToggleStory = {
  ...Saved,
  args: { dish: DISH, favorite: true, state: 'pending', onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: `Remove ${DISH} from favourites` });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Logged out: offers to save, which goes to login first; nothing is pressed for nobody. */
export const LoggedOut: ToggleStory = {
  ...Saved,
  args: { dish: DISH, favorite: false, state: 'login', onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: `Save ${DISH} to favourites` });
    await expect(button).not.toHaveAttribute('aria-pressed');
    await expect(button).toHaveAttribute('title', 'Log in to save favourites');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** A server without the favourite calls: the heart shows the dish's flag and says saving is not available. */
export const Unavailable: ToggleStory = {
  ...Saved,
  args: { dish: DISH, favorite: false, state: 'unavailable', onPress: fn() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('img', { name: 'Not a favourite. Saving favourites is not available.' }),
    ).toBeVisible();
    await expect(page.queryByRole('button')).not.toBeInTheDocument();
  },
};
