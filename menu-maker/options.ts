/**
 * The option groups each kind of dish is sold with (extension: docs/contract.md "Dish options"): the
 * choices delivery apps offer for such a dish. Decided by the dish's kind, without a draw of faker's,
 * so the seed's ids, names and prices stay what they were. Extras are plant-based and free of the 14
 * allergens, so a choice never breaks the diets and allergens the dish declares.
 */
import type { OptionGroup } from '@contract/types';
import type { DishKind } from './menu-types';

type Choices = readonly (readonly [name: string, price: number])[];

const group = (name: string, min: number, max: number, choices: Choices): OptionGroup => ({
  name,
  min,
  max,
  choices: choices.map(([choice, price]) => ({ name: choice, price })),
});

const required = (name: string, choices: Choices) => group(name, 1, 1, choices);
const extras = (max: number, choices: Choices) => group('Extras', 0, max, choices);
/** What the kitchen may leave out: free, as many as it lists. */
const leaveOut = (...names: string[]) =>
  group(
    'Leave out',
    0,
    names.length,
    names.map((name) => [name, 0] as const),
  );

const SPICE = required('Spice level', [
  ['Mild', 0],
  ['Medium', 0],
  ['Hot', 0],
]);

export const OPTIONS_BY_KIND: Record<DishKind, readonly OptionGroup[]> = {
  pizza: [
    required('Size', [
      ['Regular, 30 cm', 0],
      ['Large, 36 cm', 3.5],
    ]),
    extras(3, [
      ['Olives', 1],
      ['Mushrooms', 1.2],
      ['Chili oil', 0.5],
      ['Fresh basil', 0.5],
    ]),
  ],
  burger: [
    required('Size', [
      ['Single', 0],
      ['Double', 3],
    ]),
    extras(3, [
      ['Avocado', 1.5],
      ['Jalapeños', 0.75],
      ['Grilled mushrooms', 1.2],
      ['Caramelised onions', 0.9],
    ]),
    leaveOut('Onions', 'Pickles', 'Tomato', 'Lettuce'),
  ],
  soup: [],
  noodles: [
    SPICE,
    extras(2, [
      ['Extra noodles', 2],
      ['Bean sprouts', 0.5],
    ]),
    leaveOut('Spring onions', 'Coriander'),
  ],
  salad: [
    required('Dressing', [
      ['House dressing', 0],
      ['Lemon and olive oil', 0],
      ['On the side', 0],
    ]),
    extras(2, [
      ['Avocado', 1.5],
      ['Roasted peppers', 1],
    ]),
    leaveOut('Onions'),
  ],
  sushi: [leaveOut('Wasabi', 'Pickled ginger')],
  cake: [],
  bake: [],
  icecream: [
    required('Scoops', [
      ['One scoop', 0],
      ['Two scoops', 2],
    ]),
    extras(2, [
      ['Fresh berries', 1],
      ['Mint leaves', 0.3],
    ]),
  ],
  taco: [
    SPICE,
    extras(2, [
      ['Guacamole', 1.5],
      ['Pickled onions', 0.5],
    ]),
    leaveOut('Onions', 'Coriander'),
  ],
  curry: [
    SPICE,
    extras(2, [
      ['Steamed rice', 2],
      ['Extra vegetables', 1.5],
    ]),
  ],
  dumplings: [
    required('Portion', [
      ['6 pieces', 0],
      ['10 pieces', 4],
    ]),
    leaveOut('Spring onions'),
  ],
  skewer: [extras(1, [['Steamed rice', 2]])],
};
