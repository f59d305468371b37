// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALLERGENS, isAllergen, isDiet, type Allergen } from '@contract/dietary';
import { CUISINES } from './cuisines';
import type { DishName } from './menu-types';

/**
 * Words in a dish's name or `about` that mean it contains an allergen. Each is the start of a word
 * ('egg' finds 'eggs', 'butter' 'buttermilk'); `\b` ends the ones that would otherwise find another word.
 */
const WORDS_FOR: Readonly<Record<Allergen, readonly string[]>> = {
  gluten: [
    'wheat',
    // Rice and glass noodles are the gluten-free ones; other noodles are wheat's.
    '(?<!rice |glass )noodle',
    'bread',
    'pasta',
    'spaghetti',
    'tagliatelle',
    'orzo',
    'pizza',
    'flour',
    'buns?\\b',
    'dumpling',
    'wonton',
    'potsticker',
    'pita\\b',
    'filo\\b',
    'crust',
    'crouton',
    'semolina',
    'tempura',
    'udon\\b',
    'ramen\\b',
    'cake',
    'sponge',
    'pie\\b',
    'cracker',
    'ladyfinger',
    'batter',
    'beer',
  ],
  crustaceans: ['prawn', 'shrimp', 'lobster', 'crab', 'crayfish', 'shellfish'],
  eggs: ['egg', 'mayonnaise', 'custard', 'flan\\b', 'meringue', 'aioli'],
  fish: ['fish', 'salmon', 'tuna', 'anchov', 'eel\\b', 'yellowtail', 'cod\\b', 'bonito'],
  peanuts: ['peanut'],
  soybeans: ['soy', 'tofu', 'miso\\b', 'edamame', 'tempeh'],
  milk: [
    'milk',
    'butter',
    'cream\\b',
    'crema\\b',
    'cheese',
    'mozzarella',
    'parmesan',
    'pecorino',
    'gorgonzola',
    'fontina',
    'mascarpone',
    'ricotta',
    'feta\\b',
    'halloumi',
    'cheddar',
    'paneer',
    'cotija',
    'yogh?urt',
    'béchamel',
    'tzatziki',
    'gelato',
    'kulfi',
    'ghee',
  ],
  nuts: ['nuts\\b', 'walnut', 'pistachio', 'pecan', 'almond', 'cashew', 'hazelnut', 'marzipan'],
  celery: ['celery', 'celeriac'],
  mustard: ['mustard'],
  sesame: ['sesame', 'tahini'],
  sulphites: ['wine\\b'],
  lupin: ['lupin'],
  molluscs: ['squid', 'calamari', 'mussel', 'clam', 'octopus', 'oyster', 'scallop'],
};

const MEAT =
  /\b(chicken|beef|pork|lamb|veal|duck|bacon|ham\b|salami|pepperoni|prosciutto|guanciale|sausage|chorizo|meat)/;
const ANIMAL_ALLERGENS: readonly Allergen[] = ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];
const SEAFOOD: readonly Allergen[] = ['fish', 'crustaceans', 'molluscs'];

const patternFor = (words: readonly string[]) => new RegExp(`\\b(?:${words.join('|')})`);
const PATTERNS = ALLERGENS.map(({ id }) => ({ allergen: id, pattern: patternFor(WORDS_FOR[id]) }));

interface Entry extends DishName {
  /** The position's tags and the dish's own. */
  allTags: readonly string[];
}

/** Every way the entry's declared diets and allergens disagree with each other or with its words. */
function contradictions({ name, about, allTags, diets, allergens }: Entry): string[] {
  // Coconut milk and cream are no dairy.
  const text = `${name} ${about}`.toLowerCase().replace(/coconut (milk|cream)/g, 'coconut');
  const has = (allergen: Allergen) => allergens.includes(allergen);
  const problems = [
    ...diets.filter((diet) => !isDiet(diet)).map((diet) => `an unknown diet '${diet}'`),
    ...allergens
      .filter((allergen) => !isAllergen(allergen))
      .map((allergen) => `an unknown allergen '${allergen}'`),
    ...(new Set(diets).size < diets.length ? ['a diet twice'] : []),
    ...(new Set(allergens).size < allergens.length ? ['an allergen twice'] : []),
    ...PATTERNS.filter(({ allergen, pattern }) => pattern.test(text) && !has(allergen)).map(
      ({ allergen, pattern }) => `says '${pattern.exec(text)?.[0]}' but does not list ${allergen}`,
    ),
  ];
  if (diets.includes('gluten-free') === has('gluten'))
    problems.push(has('gluten') ? 'gluten-free but lists gluten' : 'lists no gluten but is not gluten-free');
  if (allTags.includes('Vegetarian') !== diets.includes('vegetarian'))
    problems.push('the Vegetarian tag and the vegetarian diet disagree');
  if (diets.includes('vegetarian')) {
    problems.push(...SEAFOOD.filter(has).map((allergen) => `vegetarian but lists ${allergen}`));
    const meat = MEAT.exec(text);
    if (meat) problems.push(`vegetarian but says '${meat[0]}'`);
  }
  if (diets.includes('vegan')) {
    if (!diets.includes('vegetarian')) problems.push('vegan but not vegetarian');
    problems.push(...ANIMAL_ALLERGENS.filter(has).map((allergen) => `vegan but lists ${allergen}`));
    if (/\bhoney/.test(text)) problems.push("vegan but says 'honey'");
  }
  return problems.map((problem) => `${name}: ${problem}`);
}

const ENTRIES: readonly Entry[] = CUISINES.flatMap((cuisine) =>
  cuisine.dishes.flatMap((slot) =>
    slot.names.map((entry) => ({ ...entry, allTags: [...slot.tags, ...(entry.tags ?? [])] })),
  ),
);

describe('the curated menu’s diets and allergens', () => {
  it('agree with each other and with what every dish says it is', () => {
    expect(ENTRIES.flatMap(contradictions)).toEqual([]);
  });

  it('are checked: a planted contradiction is found', () => {
    const planted: Entry = {
      name: 'Prawn Pasta Bake',
      about: 'Pasta with prawns, chicken, peanuts and a cheese sauce.',
      allTags: ['Vegetarian'],
      diets: ['vegan', 'gluten-free'],
      allergens: ['gluten'],
    };
    expect(contradictions(planted)).toEqual(
      [
        "says 'prawn' but does not list crustaceans",
        "says 'peanut' but does not list peanuts",
        "says 'cheese' but does not list milk",
        'gluten-free but lists gluten',
        'the Vegetarian tag and the vegetarian diet disagree',
        'vegan but not vegetarian',
      ].map((problem) => `Prawn Pasta Bake: ${problem}`),
    );
    expect(
      contradictions({
        ...planted,
        diets: ['vegetarian', 'vegan'],
        allergens: ['gluten', 'crustaceans', 'peanuts', 'milk'],
      }),
    ).toEqual(
      [
        'vegetarian but lists crustaceans',
        "vegetarian but says 'chicken'",
        'vegan but lists milk',
        'vegan but lists crustaceans',
      ].map((problem) => `Prawn Pasta Bake: ${problem}`),
    );
  });

  it('leave out what is no allergen: rice and glass noodles, coconut milk', () => {
    const dish = (about: string): Entry => ({
      name: 'Dish',
      about,
      allTags: [],
      diets: ['gluten-free'],
      allergens: [],
    });
    expect(contradictions(dish('Rice noodles in coconut milk.'))).toEqual([]);
    expect(contradictions(dish('Glass noodles with lime.'))).toEqual([]);
    expect(contradictions(dish('Egg noodles in a cream sauce.'))).toEqual([
      "Dish: says 'noodle' but does not list gluten",
      "Dish: says 'egg' but does not list eggs",
      "Dish: says 'cream' but does not list milk",
    ]);
  });
});
