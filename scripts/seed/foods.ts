/** Dishes from the curated menu, with faker (seeded by the caller) picking names and numbers. */
import type { Faker } from '@faker-js/faker';
import type { Food } from '@contract/types';
import type { DishArt } from './art';
import { KIND_TRAITS, type Cuisine, type DishSlot } from './menu-types';

export interface GeneratedDish {
  food: Food;
  art: DishArt;
}

export const imagePath = (id: string) => `images/foods/${id}.svg`;

function cookTime(faker: Faker, [min, max]: readonly [number, number]): string {
  const start = faker.number.int({ min: min / 5, max: max / 5 }) * 5;
  return `${start}-${start + faker.helpers.arrayElement([5, 10, 15])}`;
}

function dish(faker: Faker, cuisine: Cuisine, slot: DishSlot): GeneratedDish {
  const [name, ...nameTags] = faker.helpers.arrayElement(slot.names);
  const traits = KIND_TRAITS[slot.kind];
  const meal = traits.meal ? [faker.helpers.arrayElement(['Lunch', 'Dinner'])] : [];
  const [country, ...regions] = cuisine.origins;
  const region = faker.helpers.maybe(() => faker.helpers.arrayElement(regions), { probability: 0.5 });
  const id = faker.database.mongodbObjectId();
  const food: Food = {
    id,
    name,
    price:
      faker.number.int({ min: traits.price[0], max: traits.price[1] }) +
      faker.helpers.arrayElement([0.49, 0.5, 0.99]),
    stars: faker.number.int({ min: 5, max: 10 }) / 2,
    favorite: faker.datatype.boolean({ probability: 0.2 }),
    imageUrl: imagePath(id),
    origins: region === undefined ? [country] : [country, region],
    tags: [...new Set([...slot.tags, ...nameTags, ...meal])],
    cookTime: cookTime(faker, traits.cook),
  };
  return { food, art: { id, name, kind: slot.kind, palette: cuisine.palette } };
}

export function generateDishes(faker: Faker, cuisines: readonly Cuisine[]): GeneratedDish[] {
  const dishes = cuisines.flatMap((cuisine) => cuisine.dishes.map((slot) => dish(faker, cuisine, slot)));
  // Mixed cuisines make a livelier first screen than eight blocks of one cuisine each.
  return faker.helpers.shuffle(dishes);
}
