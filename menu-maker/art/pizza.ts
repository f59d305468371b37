import { byName, type ArtContext, type NameTable } from './context';
import { scatter, type Point } from './random';
import { topPlate } from './scene';
import { circle, ellipse, group, line, path, rotate } from './svg';

type Topping = (at: Point, angle: number) => string;

const pepperoni: Topping = ({ x, y }) =>
  circle(x, y, 12, '#b0303a') + circle(x - 4, y - 3, 2, '#7d1f27') + circle(x + 4, y + 3, 1.6, '#7d1f27');
const basil: Topping = ({ x, y }, angle) =>
  ellipse(x, y, 10, 5, '#3f8f3a', { transform: rotate(angle, x, y) });
const mozzarella: Topping = ({ x, y }) => circle(x, y, 10, '#fffaf0');
const mushroom: Topping = ({ x, y }, angle) =>
  group(
    { transform: rotate(angle, x, y) },
    path(`M${x - 10} ${y}a10 9 0 0 1 20 0z`, '#c9a27e'),
    path(`M${x - 3} ${y}h6v7h-6z`, '#e8d5bd'),
  );
const ham: Topping = ({ x, y }, angle) =>
  path(`M${x - 14} ${y}q7-8 14 0t14 0`, 'none', {
    stroke: '#e58f99',
    'stroke-width': 7,
    'stroke-linecap': 'round',
    transform: rotate(angle, x, y),
  });
const rucola: Topping = ({ x, y }, angle) =>
  ellipse(x, y, 9, 3, '#5d9c3b', { transform: rotate(angle, x, y) });
const blueCheese: Topping = ({ x, y }) => circle(x, y, 7, '#dfe7ea') + circle(x + 1, y, 2, '#7f97a3');

interface Pizza {
  sauce: string;
  /** Melted cheese over the tomato, leaving a red edge. */
  cheese: boolean;
  toppings: readonly Topping[];
}

const TOMATO = '#d0453a';

const PIZZAS: NameTable<Pizza> = [
  ['pepperoni|diavola', { sauce: TOMATO, cheese: true, toppings: [pepperoni] }],
  ['funghi', { sauce: TOMATO, cheese: true, toppings: [mushroom, mushroom, basil] }],
  ['prosciutto', { sauce: TOMATO, cheese: true, toppings: [ham, rucola, rucola] }],
  ['formaggi', { sauce: '#f6e3a6', cheese: false, toppings: [blueCheese, mozzarella] }],
];

export function drawPizza({ name, rng, palette }: ArtContext): string {
  const pizza = byName(name, PIZZAS, { sauce: TOMATO, cheese: false, toppings: [mozzarella, basil] });
  const cuts = [0, 45, 90, 135].map((angle) =>
    line(112, 150, 288, 150, '#b9793a', 2, { opacity: 0.4, transform: rotate(angle, 200, 150) }),
  );
  const toppings = scatter(rng, 11, 200, 150, 66).map((at, index) => {
    const topping = pizza.toppings[index % pizza.toppings.length] ?? mozzarella;
    return topping(at, rng.between(0, 180));
  });
  return [
    topPlate(palette),
    circle(200, 150, 102, '#e2a85a', { stroke: '#c4843a', 'stroke-width': 4 }),
    circle(200, 150, 86, pizza.sauce),
    pizza.cheese ? circle(200, 150, 80, '#f3c65f', { opacity: 0.92 }) : '',
    ...cuts,
    ...toppings,
  ].join('');
}
