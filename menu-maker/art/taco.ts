import { byName, type ArtContext, type NameTable } from './context';
import { sidePlate } from './scene';
import { circle, group, path, rect, rotate } from './svg';

interface Taco {
  shell: string;
  /** Filling colours peeking out along the top, used in turn. */
  filling: readonly string[];
  /** Gyros come with fries. */
  fries?: boolean;
}

const MEAT = '#9c4a2a';
const LETTUCE = '#7cb342';
const ONION = '#f5f0e6';
const TOMATO = '#e4472e';

const TACOS: NameTable<Taco> = [
  ['pastor', { shell: '#f2c46d', filling: [MEAT, '#f5b83d', ONION, LETTUCE] }],
  ['asada|carnitas', { shell: '#f2c46d', filling: [MEAT, ONION, LETTUCE, MEAT] }],
  ['fish', { shell: '#f2c46d', filling: ['#f0c56a', '#7b2cbf', ONION, LETTUCE] }],
  ['tinga', { shell: '#f2c46d', filling: ['#c8562b', ONION, LETTUCE] }],
  ['mushroom', { shell: '#f2c46d', filling: ['#8d6e63', LETTUCE, ONION] }],
  ['gyro', { shell: '#f1dcae', filling: [MEAT, TOMATO, ONION, '#fdfdf6'], fries: true }],
  ['falafel', { shell: '#f1dcae', filling: ['#8d6e3f', TOMATO, LETTUCE, '#fdfdf6'], fries: true }],
];

/** A folded tortilla from the side, tilted, its filling spilling over the top edge. */
function taco(x: number, y: number, tilt: number, { shell, filling }: Taco): string {
  const bumps = [-52, -36, -20, -4, 12, 28, 44, 56].map((dx, i) =>
    circle(x + dx, y - 6 - (i % 2) * 6, 14, filling[i % filling.length] ?? MEAT),
  );
  const shreds = path(`M${x - 58} ${y - 14}${'l7-10l7 10'.repeat(8)}`, 'none', {
    stroke: LETTUCE,
    'stroke-width': 4,
    'stroke-linejoin': 'round',
  });
  return group(
    { transform: rotate(tilt, x, y) },
    ...bumps,
    shreds,
    path(`M${x - 70} ${y}A70 66 0 0 0 ${x + 70} ${y}Z`, shell, { stroke: '#d9a14a', 'stroke-width': 3 }),
    path(`M${x - 54} ${y + 14}A56 50 0 0 0 ${x + 54} ${y + 14}`, 'none', {
      stroke: '#fff',
      'stroke-width': 3,
      opacity: 0.3,
    }),
  );
}

export function drawTaco({ name, palette }: ArtContext): string {
  const dish = byName(name, TACOS, { shell: '#f2c46d', filling: [MEAT, LETTUCE, ONION] });
  const fries = dish.fries
    ? [0, 1, 2, 3, 4]
        .map((i) =>
          rect(186 + i * 7, 100 + (i % 2) * 8, 7, 50, '#f6c945', {
            rx: 2,
            transform: rotate(-12 + i * 6, 200, 150),
          }),
        )
        .join('')
    : '';
  const lime = path('M300 220a26 26 0 0 1 44-18z', '#8bc34a', { stroke: '#558b2f', 'stroke-width': 3 });
  return [sidePlate(palette), fries, taco(136, 168, -8, dish), taco(262, 172, 8, dish), lime].join('');
}
