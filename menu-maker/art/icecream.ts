import { byName, type ArtContext, type NameTable } from './context';
import { sidePlate } from './scene';
import { circle, ellipse, path, rect, rotate, shade } from './svg';

interface Scoop {
  colour: string;
  flecks?: string;
}

const SCOOPS: NameTable<Scoop> = [
  ['pistachio', { colour: '#c5dca0', flecks: '#7a9a4a' }],
  ['stracciatella', { colour: '#fbf6e6', flecks: '#3e2723' }],
  ['matcha', { colour: '#9bbf6b' }],
  ['sesame', { colour: '#5a5a5a', flecks: '#1e1e1e' }],
  ['mango', { colour: '#ffb347' }],
  ['coconut', { colour: '#fdfdf6', flecks: '#d7ccc8' }],
  ['thai tea', { colour: '#e9a36b' }],
];

function scoop(x: number, y: number, { colour, flecks }: Scoop): string {
  const drips = `M${x - 34} ${y + 6}q8 14 16 2q6 12 14 0q8 14 16 0q6 10 14 0q8 12 8-2z`;
  const dots = flecks
    ? [0, 1, 2, 3, 4].map((i) => circle(x - 18 + i * 9, y - 12 + ((i * 11) % 17), 2, flecks)).join('')
    : '';
  return (
    path(drips, shade(colour, -0.08)) +
    circle(x, y, 36, colour) +
    ellipse(x - 12, y - 14, 10, 6, '#fff', { opacity: 0.3 }) +
    dots
  );
}

/** Scoops in a cup, with a wafer and a mint leaf. */
export function drawIceCream({ name, palette }: ArtContext): string {
  const flavour = byName(name, SCOOPS, { colour: '#fbf6e6' });
  const cup = path('M122 150H278L258 226H142Z', palette.accent);
  return [
    sidePlate(palette),
    rect(250, 58, 16, 78, '#e8c07d', { rx: 3, transform: rotate(18, 258, 96) }),
    scoop(160, 140, flavour),
    scoop(240, 140, flavour),
    scoop(200, 104, flavour),
    cup,
    path('M126 166H274', 'none', { stroke: '#fff', 'stroke-width': 5, opacity: 0.35 }),
    ellipse(214, 70, 12, 6, '#43a047', { transform: rotate(-30, 214, 70) }),
  ].join('');
}
