import { byName, type ArtContext, type NameTable } from './context';
import { scatter, type Point, type Rng } from './random';
import { shadow } from './scene';
import { circle, ellipse, group, path, rect, rotate } from './svg';

type Piece = (at: Point, rng: Rng) => string;

const turned = (rng: Rng, { x, y }: Point, ...children: string[]) =>
  group({ transform: rotate(rng.between(0, 180), x, y) }, ...children);

const tomato: Piece = ({ x, y }) => circle(x, y, 10, '#e4472e') + circle(x, y, 5, '#f28b6b');
const cucumber: Piece = ({ x, y }) => circle(x, y, 10, '#eaf5d3', { stroke: '#4f8a32', 'stroke-width': 2.5 });
const feta: Piece = (at, rng) =>
  turned(rng, at, rect(at.x - 8, at.y - 7, 16, 14, '#fbfbf4', { stroke: '#e7e2cf' }));
const olive: Piece = ({ x, y }) => ellipse(x, y, 7, 5.5, '#3b2a3f') + ellipse(x, y, 2.5, 2, '#6a4d6e');
const crouton: Piece = (at, rng) => turned(rng, at, rect(at.x - 7, at.y - 6, 14, 12, '#e0b15c', { rx: 2 }));
const corn: Piece = ({ x, y }) =>
  [0, 1, 2].map((i) => circle(x + i * 6 - 6, y + (i % 2) * 5, 3.4, '#f5c518')).join('');
const egg: Piece = ({ x, y }) => ellipse(x, y, 12, 9, '#fffdf5') + circle(x, y, 5, '#f4a300');
const nut: Piece = (at, rng) => turned(rng, at, ellipse(at.x, at.y, 7, 4.5, '#a9743f'));
const shrimp: Piece = (at, rng) =>
  turned(
    rng,
    at,
    path(`M${at.x - 9} ${at.y}a9 7 0 0 1 18 0`, 'none', {
      stroke: '#f08a6b',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
  );
const lemon: Piece = ({ x, y }) => circle(x, y, 11, '#f7e36a', { stroke: '#e8c51c', 'stroke-width': 2.5 });
const papaya: Piece = (at, rng) =>
  turned(
    rng,
    at,
    path(`M${at.x - 14} ${at.y}h28`, 'none', {
      stroke: '#f4a261',
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
    }),
  );
const orzo: Piece = ({ x, y }) =>
  [0, 1, 2].map((i) => ellipse(x + i * 7 - 7, y + (i % 2) * 4, 3.5, 1.8, '#f3ead2')).join('');
const chip: Piece = (at, rng) => turned(rng, at, path(`M${at.x - 9} ${at.y + 7}l9-16l9 16z`, '#f0c35a'));
const mince: Piece = ({ x, y }) =>
  [0, 1, 2, 3].map((i) => circle(x + (i % 2) * 8 - 4, y + (i > 1 ? 5 : -3), 3.4, '#9c6b4a')).join('');
const apple: Piece = (at, rng) =>
  turned(
    rng,
    at,
    path(`M${at.x - 10} ${at.y}a10 7 0 0 0 20 0z`, '#f7f0d0', { stroke: '#c0392b', 'stroke-width': 2.5 }),
  );

const SALADS: NameTable<readonly Piece[]> = [
  ['caesar', [crouton, crouton, feta]],
  ['cobb', [egg, tomato, crouton, olive]],
  ['waldorf', [apple, nut, nut]],
  ['greek|village', [tomato, cucumber, feta, olive]],
  ['corn', [corn, corn, feta]],
  ['taco', [chip, tomato, corn]],
  ['orzo', [orzo, orzo, lemon]],
  ['papaya|som tam', [papaya, papaya, tomato, nut]],
  ['larb', [mince, mince, nut]],
  ['woon sen', [shrimp, tomato, papaya]],
];

const GREENS = ['#7cb342', '#558b2f', '#9ccc65', '#689f38'] as const;

export function drawSalad({ name, rng, palette }: ArtContext): string {
  const pieces = byName(name, SALADS, [tomato, cucumber]);
  const leaves = scatter(rng, 22, 200, 150, 84).map((at) =>
    ellipse(at.x, at.y, 20, 10, rng.pick(GREENS), { transform: rotate(rng.between(0, 180), at.x, at.y) }),
  );
  const toppings = scatter(rng, 10, 200, 150, 70).map((at, index) =>
    (pieces[index % pieces.length] ?? tomato)(at, rng),
  );
  return [
    shadow(206, 160, 122, 122),
    circle(200, 150, 122, palette.accent),
    circle(200, 150, 110, '#fbfaf5'),
    ...leaves,
    ...toppings,
  ].join('');
}
