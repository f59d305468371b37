import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import buttons from '@/components/ui/button.module.css';
import { EAGER_CARDS } from '@/config/constants';
import type { Food } from '@contract/types';
import { FoodCard } from './food-card';
import styles from './food-grid.module.css';
import type { WindowedGridProps } from './windowed-grid';

/** A big menu grows on request, so the page has an end and says how much is left (docs/product.md §2). */
export const GRID_PAGE_SIZE = 60;

declare module '@tanstack/history' {
  interface HistoryState {
    /** How many dishes 'Show more dishes' has revealed on this page: Back and reload return to them. */
    dishesShown?: number;
  }
}

const dishKey = (food: Food) => food.id;
const dishCard = (food: Food, index: number) => <FoodCard food={food} eager={index < EAGER_CARDS} />;

/** More than a phone's or a desktop's first screen holds: rendered with the page itself. */
const FIRST_SCREEN_CARDS = 8;

/**
 * The list's first screen renders with its page; the rest right after, in a render React can pause
 * for input, so no single task of a phone's first visit builds all 48 cards (Total Blocking Time).
 */
function useFirstScreenFirst(foods: readonly Food[]): readonly Food[] {
  const [rest, setRest] = useState(false);
  useEffect(() => startTransition(() => setRest(true)), []);
  return rest ? foods : foods.slice(0, FIRST_SCREEN_CARDS);
}

/** Every dish given, each a card in the grid, all in the page: a menu of a page or less. */
function DishList({ foods: all }: { foods: readonly Food[] }) {
  const foods = useFirstScreenFirst(all);
  return (
    <ul className={styles.grid} aria-label="Dishes">
      {foods.map((food, index) => (
        <li key={food.id} className={styles.item}>
          {dishCard(food, index)}
        </li>
      ))}
    </ul>
  );
}

type DishGridProps = WindowedGridProps<Food>;

/** The first `shown` dishes in the plain grid. */
function FirstDishes({ items, shown }: DishGridProps) {
  return <DishList foods={items.slice(0, shown)} />;
}

// Only a menu longer than a page needs the windowing and its library: the seed's 48 dishes, every
// tag and most searches never load it. If its code cannot arrive (offline), the plain grid serves,
// growing a page at a time as it did before there was windowing.
const WindowedDishes = lazy<ComponentType<DishGridProps>>(() =>
  import('./windowed-grid').then(
    (module) => ({ default: module.WindowedGrid<Food> }),
    () => ({ default: FirstDishes }),
  ),
);

/**
 * How many dishes the shopper has asked to see, kept in the page's history entry rather than in the
 * grid, so that Back from a dish (and a reload) finds the list as long as it was, where the router
 * restores the scroll position.
 */
function useShownCount(): [number, () => void] {
  const navigate = useNavigate();
  const shown = useLocation({ select: ({ state }) => state.dishesShown });
  const count = shown !== undefined && Number.isInteger(shown) && shown > 0 ? shown : GRID_PAGE_SIZE;
  const showMore = () =>
    void navigate({
      to: '.',
      search: true,
      hash: true,
      replace: true,
      resetScroll: false,
      state: (state) => ({ ...state, dishesShown: count + GRID_PAGE_SIZE }),
    });
  return [count, showMore];
}

/**
 * The menu as a grid of dish cards, a page of them at a time, with 'Show more dishes' below. A menu
 * longer than a page is windowed: only the rows near the screen are in the page, however many
 * pages the shopper has opened.
 */
export function FoodGrid({ foods }: { foods: readonly Food[] }) {
  const [requested, showMore] = useShownCount();
  const shown = Math.min(requested, foods.length);
  const grid: DishGridProps = {
    items: foods,
    shown,
    label: 'Dishes',
    className: `${styles.grid} ${styles.windowed}`,
    itemKey: dishKey,
    renderItem: dishCard,
  };
  return (
    <>
      {foods.length <= GRID_PAGE_SIZE ? (
        <DishList foods={foods} />
      ) : (
        // Plainly, for the moment the windowing's code takes to arrive.
        <Suspense fallback={<FirstDishes {...grid} />}>
          <WindowedDishes {...grid} />
        </Suspense>
      )}
      {foods.length > shown && (
        <div className={styles.more}>
          <p aria-live="polite">
            Showing {shown} of {foods.length} dishes
          </p>
          <button type="button" className={buttons.button} onClick={showMore}>
            Show more dishes
          </button>
        </div>
      )}
    </>
  );
}
