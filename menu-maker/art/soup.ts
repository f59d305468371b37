import { byName, type ArtContext, type NameTable } from './context';
import { scatter, type Point, type Rng } from './random';
import { bowl, steam, SURFACE } from './scene';
import { circle, ellipse, path, rotate } from './svg';

type Garnish = (at: Point, rng: Rng) => string;

const herb: Garnish = ({ x, y }, rng) =>
  ellipse(x, y, 5, 2.4, '#3f8f3a', { transform: rotate(rng.between(0, 180), x, y) });
const cream: Garnish = ({ x, y }) => ellipse(x, y, 9, 3.5, '#fffaf0', { opacity: 0.8 });
const bean: Garnish = ({ x, y }) =>
  ellipse(x, y, 6, 3.5, '#f1e3c4', { stroke: '#c9b48c', 'stroke-width': 1 });
const shrimp: Garnish = ({ x, y }) =>
  path(`M${x - 9} ${y}a9 6 0 0 1 18 0`, 'none', {
    stroke: '#f08a6b',
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });
const wonton: Garnish = ({ x, y }) =>
  ellipse(x, y, 12, 6, '#f6efe0', { stroke: '#e2d4b6', 'stroke-width': 1 });
const noodle: Garnish = ({ x, y }) =>
  path(`M${x - 12} ${y}q6-5 12 0t12 0`, 'none', {
    stroke: '#f5d98b',
    'stroke-width': 3,
    'stroke-linecap': 'round',
  });
const chili: Garnish = ({ x, y }) => circle(x, y, 3, '#c62828');
const crouton: Garnish = ({ x, y }, rng) =>
  path(`M${x - 6} ${y - 4}h12v8h-12z`, '#e0b15c', { transform: rotate(rng.between(0, 90), x, y) });

interface Soup {
  colour: string;
  garnish: readonly Garnish[];
}

const SOUPS: NameTable<Soup> = [
  ['tomato|rasam|pozole', { colour: '#c8412b', garnish: [herb, cream, chili] }],
  ['tortilla', { colour: '#c8562b', garnish: [crouton, cream, herb] }],
  ['chowder|avgolemono|tom kha', { colour: '#f1e3c4', garnish: [herb, shrimp, herb] }],
  ['minestrone|ribollita|mulligatawny', { colour: '#d98b3a', garnish: [bean, herb, crouton] }],
  ['fasolada', { colour: '#d9733a', garnish: [bean, bean, herb] }],
  ['hot and sour', { colour: '#8d5a2b', garnish: [herb, chili, bean] }],
  ['wonton', { colour: '#e9c46a', garnish: [wonton, herb] }],
  ['noodle', { colour: '#e9c46a', garnish: [noodle, herb] }],
  ['tom yum|pesce|kakavia', { colour: '#e4572e', garnish: [shrimp, herb, chili] }],
];

export function drawSoup({ name, rng, palette }: ArtContext): string {
  const soup = byName(name, SOUPS, { colour: '#e0a030', garnish: [herb] });
  const { cx, cy, rx, ry } = SURFACE;
  const garnish = scatter(rng, 9, cx, cy, rx - 22, ry - 6).map((at, index) =>
    (soup.garnish[index % soup.garnish.length] ?? herb)(at, rng),
  );
  return bowl(palette, soup.colour) + garnish.join('') + steam([170, 200, 230]);
}
