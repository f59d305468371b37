import { byName, type ArtContext, type NameTable } from './context';
import { scatter, type Point, type Rng } from './random';
import { shadow, topPlate } from './scene';
import { circle, ellipse, group, n, path, rotate } from './svg';

type Dumpling = (at: Point, rng: Rng) => string;

/** Round and pleated to a knot at the top (xiao long bao, shumai). */
const round =
  (skin: string, centre: string): Dumpling =>
  ({ x, y }, rng) => {
    const twist = rng.between(0, 0.8);
    const pleats = [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => {
        const angle = twist + (i * Math.PI) / 4;
        return `M${n(x)} ${n(y)}l${n(Math.cos(angle) * 22)} ${n(Math.sin(angle) * 22)}`;
      })
      .join('');
    return (
      circle(x, y, 27, skin, { stroke: '#d8cbb0', 'stroke-width': 1.5 }) +
      path(pleats, 'none', { stroke: '#d8cbb0', 'stroke-width': 1.5 }) +
      circle(x, y, 5, centre)
    );
  };

/** A half moon with a frilled edge (potstickers, har gow, wontons). */
const moon =
  (skin: string, glow: string): Dumpling =>
  (at, rng) =>
    group(
      { transform: rotate(rng.between(-30, 30), at.x, at.y) },
      path(`M${at.x - 32} ${at.y + 10}A32 28 0 0 1 ${at.x + 32} ${at.y + 10}Z`, skin, {
        stroke: '#bfae8c',
        'stroke-width': 2,
      }),
      ellipse(at.x, at.y + 2, 16, 8, glow, { opacity: 0.5 }),
      path(`M${at.x - 28} ${at.y - 4}${'q4-7 8 0'.repeat(7)}`, 'none', {
        stroke: '#bfae8c',
        'stroke-width': 2,
      }),
    );

interface Serving {
  dumpling: Dumpling;
  /** Chili oil instead of a steamer basket. */
  inOil?: boolean;
}

const SERVINGS: NameTable<Serving> = [
  ['xiao long', { dumpling: round('#f7f1e3', '#eadfc6') }],
  ['shumai', { dumpling: round('#f2d16b', '#f08a6b') }],
  ['har gow', { dumpling: moon('#f3ece2', '#f4a6a0') }],
  ['potsticker', { dumpling: moon('#f0d49a', '#c98b2b') }],
  ['chili oil', { dumpling: moon('#f6efe0', '#e8d8b8'), inOil: true }],
];

const steamer = (accent: string) =>
  shadow(206, 160, 118, 118) +
  circle(200, 150, 116, '#d9b26f', { stroke: '#a87b3a', 'stroke-width': 8 }) +
  circle(200, 150, 98, '#ecd39e') +
  path('M120 120H280M108 150H292M120 180H280', 'none', { stroke: '#d9b26f', 'stroke-width': 3 }) +
  circle(200, 150, 116, 'none', { stroke: accent, 'stroke-width': 2, opacity: 0.5 });

export function drawDumplings({ name, rng, palette }: ArtContext): string {
  const serving = byName(name, SERVINGS, { dumpling: moon('#f6efe0', '#b7d99b') });
  const base = serving.inOil
    ? topPlate(palette) + circle(200, 150, 90, '#c0392b', { opacity: 0.85 })
    : steamer(palette.accent);
  const dumplings = scatter(rng, 6, 200, 150, 60).map((at) => serving.dumpling(at, rng));
  const scallions = scatter(rng, 8, 200, 150, 84).map(({ x, y }) =>
    circle(x, y, 3, 'none', { stroke: '#6ab04c', 'stroke-width': 2 }),
  );
  return base + dumplings.join('') + (serving.inOil ? scallions.join('') : '');
}
