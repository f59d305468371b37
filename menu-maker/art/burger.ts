import { byName, type ArtContext, type NameTable } from './context';
import { scatter } from './random';
import { sidePlate } from './scene';
import { ellipse, path, rect, rotate } from './svg';

const LEFT = 102;
const WIDTH = 196;
const RIGHT = LEFT + WIDTH;

/** A layer of the stack, drawn from its top edge; drawn bottom-up so each overlaps the one below. */
interface Layer {
  height: number;
  draw(top: number): string;
}

const patty = (colour: string): Layer => ({
  height: 25,
  draw: (top) =>
    rect(LEFT - 4, top, WIDTH + 8, 27, colour, { rx: 13 }) +
    rect(LEFT + 10, top + 9, WIDTH - 20, 3, '#000', { opacity: 0.15, rx: 1.5 }),
});

const cheese = (colour: string): Layer => ({
  height: 5,
  // The slice's edge with a few rounded drips running over the layer below.
  draw: (top) =>
    path(
      `M${LEFT - 2} ${top}H${RIGHT + 2}v7h-30q-7 16-14 0h-46q-8 20-16 0h-54q-6 12-12 0H${LEFT - 2}Z`,
      colour,
    ),
});

const lettuce: Layer = {
  height: 9,
  draw: (top) => path(`M${LEFT - 8} ${top + 5}${'q10-9 21.2 0'.repeat(10)}v9H${LEFT - 8}z`, '#7cb342'),
};

const tomato: Layer = { height: 10, draw: (top) => rect(LEFT + 4, top, WIDTH - 8, 12, '#e4572e', { rx: 6 }) };

const bacon: Layer = {
  height: 9,
  draw: (top) =>
    path(`M${LEFT - 6} ${top + 4}${'q25-8 50 0'.repeat(4)}`, 'none', {
      stroke: '#b5473a',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
};

const mushrooms: Layer = {
  height: 10,
  draw: (top) => [0, 1, 2, 3].map((i) => ellipse(LEFT + 30 + i * 46, top + 5, 22, 7, '#a9825f')).join(''),
};

const onionRings: Layer = {
  height: 10,
  draw: (top) =>
    [0, 1, 2]
      .map((i) =>
        ellipse(LEFT + 40 + i * 58, top + 5, 25, 7, 'none', { stroke: '#e2b66b', 'stroke-width': 5 }),
      )
      .join(''),
};

const BEEF = patty('#6d3b24');
const CHEDDAR = cheese('#f6b93b');

const BURGERS: NameTable<readonly Layer[]> = [
  ['double', [BEEF, CHEDDAR, BEEF, bacon, CHEDDAR, lettuce]],
  ['bbq', [BEEF, CHEDDAR, onionRings, lettuce]],
  ['mushroom', [BEEF, cheese('#f4e7a1'), mushrooms, lettuce]],
  ['chicken', [patty('#c9822b'), tomato, lettuce]],
  ['bean|veggie', [patty('#4e342e'), tomato, lettuce]],
];

export function drawBurger({ name, rng, palette }: ArtContext): string {
  const parts = [sidePlate(palette), rect(LEFT + 6, 200, WIDTH - 12, 28, '#d99a4e', { rx: 14 })];
  let cursor = 204;
  for (const layer of byName(name, BURGERS, [BEEF, CHEDDAR, tomato, lettuce])) {
    const top = cursor - layer.height;
    parts.push(layer.draw(top));
    cursor = top;
  }
  const bun = cursor + 4;
  const seeds = scatter(rng, 13, 200, bun - 42, 62, 20).map(({ x, y }) =>
    ellipse(x, y, 3.5, 2, '#fff3d1', { transform: rotate(rng.between(-40, 40), x, y) }),
  );
  return [
    ...parts,
    path(
      `M${LEFT} ${bun}Q${LEFT} ${bun - 82} 200 ${bun - 84}Q${RIGHT} ${bun - 82} ${RIGHT} ${bun}Z`,
      '#e3a857',
    ),
    ellipse(165, bun - 54, 30, 12, '#fff', { opacity: 0.18 }),
    ...seeds,
  ].join('');
}
