// The sort and the filter the bench changes on the big menu, and what each must put first: the app
// and the floor are both timed until their first cards are those (docs/performance.md).

/** The 'Sort by' option chosen: the server's order becomes the cheapest first, ties as they were. */
export const SORT = { label: 'Price: low to high' };
/** The diet checkbox ticked, in the group 'Diet': the dishes the kitchen marks with the diet, in the server's order. */
export const FILTER = { group: 'Diet', label: 'Vegetarian', diet: 'vegetarian' };
/**
 * Cards checked after a change: the first row at the bench's 1280 × 720, three cards beside the
 * filters panel, as the floor shows it. The row below starts off screen (the app renders it once
 * the first is painted); with four, the app was timed until that later render.
 */
export const CHANGED_CARDS = 3;

/** The menu sorted as 'Price: low to high' sorts it (Array#sort is stable: ties keep their order). */
export const byPrice = (menu) => [...menu].sort((a, b) => a.price - b.price);
/** The menu's dishes with the bench's diet. */
export const withDiet = (menu) => menu.filter((food) => food.diets?.includes(FILTER.diet));

/** The names the first cards must show after each change, from the menu as the server sends it. */
export function expectedFirstCards(menu) {
  const names = (dishes) => dishes.slice(0, CHANGED_CARDS).map((food) => food.name);
  return { sort: names(byPrice(menu)), filter: names(withDiet(menu)) };
}
