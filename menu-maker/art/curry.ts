import { byName, type ArtContext, type NameTable } from './context';
import { scatter, type Point, type Rng } from './random';
import { topPlate } from './scene';
import { circle, ellipse, path, rect, rotate } from './svg';

interface Curry {
  sauce: string;
  /** Colours of the pieces in the sauce, used in turn. */
  pieces: readonly string[];
  /** Biryani: the rice is the dish, no sauce. */
  biryani?: boolean;
  /** A swirl of cream on top. */
  cream?: boolean;
}

const CURRIES: NameTable<Curry> = [
  ['biryani', { sauce: '#f2c14e', pieces: ['#b5652b', '#e07b39', '#6ab04c'], biryani: true }],
  ['butter', { sauce: '#e07b39', pieces: ['#f3c99a', '#f3c99a'], cream: true }],
  ['tikka masala', { sauce: '#d9572b', pieces: ['#c0703c', '#c0703c'], cream: true }],
  ['rogan josh', { sauce: '#9b2915', pieces: ['#6d3b24', '#6d3b24'] }],
  ['palak', { sauce: '#4f7942', pieces: ['#fbf3dc', '#fbf3dc'], cream: true }],
  ['chana', { sauce: '#c98b2b', pieces: ['#e9c46a', '#e9c46a', '#3f8f3a'] }],
  ['dal', { sauce: '#8b5a2b', pieces: ['#6d3b24'], cream: true }],
  ['green curry', { sauce: '#a7c66b', pieces: ['#f3e3c4', '#4f7942', '#c62828'] }],
  ['massaman', { sauce: '#c97b3c', pieces: ['#f3d27a', '#8b4a2b', '#c9a46a'] }],
  ['red', { sauce: '#c0392b', pieces: ['#8d4a3a', '#f3d27a', '#6ab04c'] }],
  ['kung pao', { sauce: '#8b4513', pieces: ['#e9c08a', '#c9a46a', '#c62828'] }],
  ['mapo', { sauce: '#b22222', pieces: ['#fbf6e6', '#fbf6e6', '#6ab04c'] }],
  ['sweet and sour', { sauce: '#e4572e', pieces: ['#c97b3c', '#f6d743', '#6ab04c'] }],
  ['mole', { sauce: '#4a2c2a', pieces: ['#7b4a3a', '#fdfdf6'] }],
  ['colorado', { sauce: '#8b1e1e', pieces: ['#6d3b24', '#6d3b24'] }],
];

/** An uneven round pool of sauce. */
function pool(rng: Rng, cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (i / 10) * Math.PI * 2;
    const radius = r * rng.between(0.9, 1.05);
    return { x: cx + Math.cos(angle) * radius, y: cy + Math.sin(angle) * radius };
  });
  const mid = (a: Point, b: Point) => `${(a.x + b.x) / 2} ${(a.y + b.y) / 2}`;
  const last = points[points.length - 1] ?? points[0] ?? { x: cx, y: cy };
  const d = points.map((p, i) => `Q${p.x} ${p.y} ${mid(p, points[i + 1] ?? points[0] ?? p)}`).join('');
  return path(`M${mid(last, points[0] ?? last)}${d}Z`.replace(/(\d+\.\d)\d+/g, '$1'), fill);
}

function rice(rng: Rng, cx: number, cy: number, r: number, colour: string): string {
  const mound = circle(cx, cy, r, colour, { stroke: '#e6dcc4', 'stroke-width': 2 });
  const grains = scatter(rng, 26, cx, cy, r - 6).map(({ x, y }) =>
    ellipse(x, y, 4, 1.8, '#e2d8bf', { transform: rotate(rng.between(0, 180), x, y) }),
  );
  return mound + grains.join('');
}

export function drawCurry({ name, rng, palette }: ArtContext): string {
  const curry = byName(name, CURRIES, { sauce: '#d9822b', pieces: ['#c0703c'] });
  const [cx, r] = curry.biryani ? [200, 92] : [238, 70];
  const base = curry.biryani
    ? rice(rng, 200, 150, 92, curry.sauce)
    : rice(rng, 144, 150, 54, '#fbf8ef') + pool(rng, cx, 150, r, curry.sauce);
  const pieces = scatter(rng, curry.biryani ? 14 : 9, cx, 150, r - 16).map(({ x, y }, i) =>
    rect(x - 8, y - 6, 16, 12, curry.pieces[i % curry.pieces.length] ?? '#c0703c', {
      rx: 4,
      transform: rotate(rng.between(0, 90), x, y),
    }),
  );
  const herbs = scatter(rng, 6, cx, 150, r - 10).map(({ x, y }) =>
    ellipse(x, y, 5, 2.5, '#2e7d32', { transform: rotate(rng.between(0, 180), x, y) }),
  );
  const cream = curry.cream
    ? path(`M${cx - 30} 146q15-18 30 0t30 0`, 'none', {
        stroke: '#fffaf0',
        'stroke-width': 4,
        'stroke-linecap': 'round',
        opacity: 0.85,
      })
    : '';
  return [topPlate(palette), base, ...pieces, cream, ...herbs].join('');
}
