import { useRouter } from '@tanstack/react-router';
import { useStore } from 'react-redux';
import { within } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { App } from '@/app/app';
import type { AppStore } from '@/app/store';
import type { Food, User } from '@/types/api';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * The whole app (layout, routes, loaders) on the story's own store and router, which starts at
 * `parameters.url`: a page story.
 */
export function AppPage() {
  return <App store={useAppStore()} router={useRouter()} />;
}

/** A logged-in user as the browser would have stored them (`parameters.storage.user`). */
export function storedUser(changes: Partial<User> = {}): User {
  return {
    id: 'story-user',
    name: 'Sam Shopper',
    email: 'shopper@foodstore.test',
    address: '12 Market Street, Springfield',
    token: 'story-token',
    isAdmin: false,
    ...changes,
  };
}

/** A dish as the API would serve it: the seed's relative image path made absolute for any story URL. */
export function asServed(food: Food, changes: Partial<Food> = {}): Food {
  return { ...food, imageUrl: `${import.meta.env.BASE_URL}${food.imageUrl}`, ...changes };
}

/** The first seed dish that fits the story, so stories survive a regenerated seed. */
export function seedFood(fits: (food: Food) => boolean, changes: Partial<Food> = {}): Food {
  const food = SEED_FOODS.find(fits);
  if (!food) throw new Error('The seed has no dish that fits this story.');
  return asServed(food, changes);
}

/** The dish cards a shopper sees, once the grid is there. */
export async function dishCards(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const grid = await within(canvasElement).findByRole('list', { name: 'Dishes' });
  return within(grid).getAllByRole('article');
}

/** Page stories: the whole screen, where (unlike a lone component) everything must sit in a landmark. */
export function pageParameters() {
  return {
    layout: 'fullscreen',
    a11y: {
      config: { rules: [{ id: 'region', enabled: true }] },
      // Storybook's own links precede the app's skip link, so axe would take it for loose content.
      context: { exclude: ['a[href="#main"]'] },
    },
  };
}
