import { byName, type ArtContext, type NameTable } from './context';
import { bowl, steam, SURFACE } from './scene';
import { circle, ellipse, line, path, rect, rotate } from './svg';

interface Noodles {
  broth: string;
  noodle: string;
  toppings: string;
  /** Pasta comes without chopsticks. */
  pasta?: boolean;
}

const egg = (x: number, y: number) => ellipse(x, y, 15, 10, '#fffdf5') + circle(x, y, 6, '#f4a300');
const pork = (x: number, y: number) =>
  ellipse(x, y, 17, 11, '#c98b6b', { stroke: '#8d5a3f', 'stroke-width': 2 });
const nori = (x: number, y: number) => rect(x, y - 20, 14, 26, '#1f2d2b', { transform: rotate(-12, x, y) });
const scallions = (x: number, y: number) =>
  [0, 1, 2, 3]
    .map((i) => circle(x + i * 9, y + (i % 2) * 4, 3.2, 'none', { stroke: '#6ab04c', 'stroke-width': 2 }))
    .join('');
const prawn = (x: number, y: number) =>
  path(`M${x - 16} ${y}a16 10 0 0 1 32 0`, 'none', {
    stroke: '#e9a23b',
    'stroke-width': 9,
    'stroke-linecap': 'round',
  });
const clams = (x: number, y: number) =>
  [0, 1, 2]
    .map((i) =>
      path(`M${x + i * 22 - 8} ${y}a8 7 0 0 1 16 0z`, '#dcd3c5', { stroke: '#8d7f6b', 'stroke-width': 1.5 }),
    )
    .join('');
const ragu = (x: number, y: number) => ellipse(x, y, 34, 10, '#9b3b24') + circle(x + 8, y - 2, 3, '#3f8f3a');
const bits = (colour: string) => (x: number, y: number) =>
  [0, 1, 2, 3, 4].map((i) => circle(x + i * 11, y + ((i * 7) % 5), 2.5, colour)).join('');
const tofu = (x: number, y: number) =>
  rect(x, y - 6, 18, 12, '#e9b86a', { rx: 2 }) + rect(x + 22, y - 4, 18, 12, '#e9b86a', { rx: 2 });
const peanuts = bits('#c9a46a');

const RAMEN = egg(232, 126) + pork(172, 124) + nori(262, 130) + scallions(196, 136);

const NOODLES: NameTable<Noodles> = [
  ['tonkotsu', { broth: '#f1dfb8', noodle: '#f6d77e', toppings: RAMEN }],
  ['shoyu', { broth: '#b5651d', noodle: '#f6d77e', toppings: RAMEN }],
  ['miso', { broth: '#d0823a', noodle: '#f6d77e', toppings: RAMEN }],
  ['tempura', { broth: '#e2b868', noodle: '#f5ebd3', toppings: prawn(190, 124) + scallions(228, 132) }],
  ['kitsune', { broth: '#e2b868', noodle: '#f5ebd3', toppings: tofu(180, 128) + scallions(232, 132) }],
  [
    'soba',
    { broth: '#8d5a3f', noodle: '#a1887f', toppings: scallions(190, 128) + bits('#e7d9b0')(222, 124) },
  ],
  [
    'carbonara',
    {
      broth: '#f3e2b0',
      noodle: '#f7dc8a',
      pasta: true,
      toppings: bits('#a04a3a')(170, 122) + bits('#333')(210, 132),
    },
  ],
  ['ragù|ragu', { broth: '#f3d58a', noodle: '#f7dc8a', pasta: true, toppings: ragu(200, 128) }],
  [
    'vongole',
    {
      broth: '#f3e2b0',
      noodle: '#f7dc8a',
      pasta: true,
      toppings: clams(170, 128) + bits('#3f8f3a')(206, 120),
    },
  ],
  ['pad thai', { broth: '#e9a955', noodle: '#f5e6c8', toppings: prawn(176, 126) + peanuts(212, 132) }],
  [
    'see ew|drunken|chow mein',
    { broth: '#8d5a2b', noodle: '#c98b4a', toppings: bits('#6ab04c')(170, 124) + bits('#c62828')(206, 132) },
  ],
  [
    'dan dan',
    { broth: '#b83a1e', noodle: '#f6d77e', toppings: bits('#7a4a2a')(176, 126) + scallions(214, 132) },
  ],
];

function strands(colour: string): string {
  const { cx, cy } = SURFACE;
  return [-10, -3, 4, 11]
    .map((dy, i) =>
      path(`M${cx - 74 + i * 6} ${cy + dy}q14-9 28 0t28 0t28 0t28 0t28 0`, 'none', {
        stroke: colour,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    )
    .join('');
}

/** Resting on the rim at the back, clear of the toppings. */
const chopsticks = line(262, 112, 374, 60, '#8d6e63', 6) + line(272, 116, 382, 70, '#a1887f', 6);

export function drawNoodles({ name, palette }: ArtContext): string {
  const dish = byName(name, NOODLES, { broth: '#e2b868', noodle: '#f6d77e', toppings: scallions(190, 128) });
  return (
    bowl(palette, dish.broth) +
    strands(dish.noodle) +
    dish.toppings +
    (dish.pasta ? '' : chopsticks) +
    steam([180, 220])
  );
}
