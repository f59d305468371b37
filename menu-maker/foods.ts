/**
 * Dishes from the curated menu, with faker (seeded by the caller) picking names and numbers. Origins and
 * descriptions come from the chosen dish's own entry; the wording of a description's second sentence
 * comes from `prose`, a faker of its own, so adding descriptions changed no id, name, price or tag.
 */
import type { Faker } from '@faker-js/faker';
import { ALLERGENS, DIETS } from '@contract/dietary';
import type { Food } from '@contract/types';
import type { DishArt } from './art';
import { OPTIONS_BY_KIND } from './options';
import { KIND_TRAITS, statedFoodFields, type Cuisine, type DishName, type DishSlot } from './menu-types';

export interface GeneratedDish {
  food: Food;
  art: DishArt;
}

export const imagePath = (id: string) => `images/foods/${id}.svg`;

function cookTime(faker: Faker, [min, max]: readonly [number, number]): string {
  const start = faker.number.int({ min: min / 5, max: max / 5 }) * 5;
  return `${start}-${start + faker.helpers.arrayElement([5, 10, 15])}`;
}

/**
 * The seed once drew each dish's region from its whole cuisine (which sent Cassata Siciliana to Naples).
 * The region is the dish's own now, but the draws stay: without them every later id, price and name
 * would change, and saved carts, stories and tests refer to those.
 */
function skipRetiredRegionDraw(faker: Faker): void {
  faker.helpers.maybe(() => faker.number.int({ min: 0, max: 3 }), { probability: 0.5 });
}

/** What is on the plate, then where it comes from, worded a little differently from dish to dish. */
function descriptionOf(prose: Faker, cuisine: Cuisine, dish: DishName): string {
  const { region } = dish;
  const place =
    region && !dish.name.includes(region)
      ? prose.helpers.arrayElement([
          `A favourite in ${region}.`,
          `A classic from ${region}.`,
          `As they make it in ${region}.`,
        ])
      : prose.helpers.arrayElement([
          `A classic of ${cuisine.name} cooking.`,
          `Straight from the ${cuisine.name} kitchen.`,
          `Made the ${cuisine.name} way.`,
        ]);
  return `${dish.about} ${place}`;
}

function dish(faker: Faker, prose: Faker, cuisine: Cuisine, slot: DishSlot): GeneratedDish {
  const chosen = faker.helpers.arrayElement(slot.names);
  const { name } = chosen;
  const traits = KIND_TRAITS[slot.kind];
  const meal = traits.meal ? [faker.helpers.arrayElement(['Lunch', 'Dinner'])] : [];
  skipRetiredRegionDraw(faker);
  const id = faker.database.mongodbObjectId();
  const made: Food = {
    id,
    name,
    price:
      faker.number.int({ min: traits.price[0], max: traits.price[1] }) +
      faker.helpers.arrayElement([0.49, 0.5, 0.99]),
    stars: faker.number.int({ min: 5, max: 10 }) / 2,
    favorite: faker.datatype.boolean({ probability: 0.2 }),
    imageUrl: imagePath(id),
    origins: chosen.region ? [cuisine.country, chosen.region] : [cuisine.country],
    tags: [...new Set([...slot.tags, ...(chosen.tags ?? []), ...meal])],
    cookTime: cookTime(faker, traits.cook),
    description: descriptionOf(prose, cuisine, chosen),
    // In the contract's order whatever the order declared, so the seed reads the same way dish to dish.
    diets: DIETS.map(({ id }) => id).filter((id) => chosen.diets.includes(id)),
    allergens: ALLERGENS.map(({ id }) => id).filter((id) => chosen.allergens.includes(id)),
    // A dish with nothing to choose goes without the field, as most menus send it.
    ...(OPTIONS_BY_KIND[slot.kind].length > 0 ? { optionGroups: [...OPTIONS_BY_KIND[slot.kind]] } : {}),
  };
  // Fields the entry states and nothing above makes, after them: the seed's text stays as it was.
  const stated = statedFoodFields(chosen).filter(([field]) => !(field in made));
  const food: Food = { ...made, ...Object.fromEntries(stated) };
  return { food, art: { id, name, kind: slot.kind, palette: cuisine.palette } };
}

export function generateDishes(faker: Faker, prose: Faker, cuisines: readonly Cuisine[]): GeneratedDish[] {
  const dishes = cuisines.flatMap((cuisine) =>
    cuisine.dishes.map((slot) => dish(faker, prose, cuisine, slot)),
  );
  // Mixed cuisines make a livelier first screen than eight blocks of one cuisine each.
  return faker.helpers.shuffle(dishes);
}
