import { byName, type ArtContext, type NameTable } from './context';
import { shadow } from './scene';
import { circle, ellipse, path, rect } from './svg';

interface Sushi {
  /** Fish colours, used in turn. */
  fish: readonly string[];
  /** Roll filling colours. */
  filling: readonly string[];
  /** Nigiri instead of rolls. */
  nigiri?: boolean;
  /** Rice outside (uramaki) with sesame. */
  insideOut?: boolean;
}

const SALMON = '#f4845f';
const TUNA = '#c9184a';
const EEL = '#6d4c41';
const AVOCADO = '#8bc34a';

const SUSHI: NameTable<Sushi> = [
  ['nigiri', { fish: [SALMON], filling: [], nigiri: true }],
  ['tuna', { fish: [TUNA], filling: [TUNA, '#e05a3a'] }],
  ['california', { fish: [], filling: ['#f7a1a1', AVOCADO, '#d4e8b0'], insideOut: true }],
  ['dragon', { fish: [EEL, AVOCADO], filling: ['#f08a6b', '#d4e8b0'], insideOut: true }],
  ['rainbow', { fish: [SALMON, TUNA, '#f6d365', AVOCADO], filling: ['#f7a1a1', AVOCADO], insideOut: true }],
  ['eel', { fish: [EEL], filling: [EEL, AVOCADO], insideOut: true }],
];

function roll(x: number, y: number, sushi: Sushi, index: number): string {
  const outer = sushi.insideOut ? '#fbfbf5' : '#1f2d2b';
  const seeds = sushi.insideOut
    ? [0, 1, 2, 3, 4].map((i) => circle(x - 16 + i * 8, y - 20 + (i % 2) * 40, 1.6, '#3b3b3b')).join('')
    : '';
  const fish =
    sushi.fish.length > 0
      ? path(`M${x - 22} ${y - 14}q22-16 44 0`, 'none', {
          stroke: sushi.fish[index % sushi.fish.length] ?? SALMON,
          'stroke-width': 9,
          'stroke-linecap': 'round',
        })
      : '';
  const core = sushi.filling
    .map((colour, i) => circle(x - 5 + (i % 2) * 10, y - 4 + Math.floor(i / 2) * 9, 6, colour))
    .join('');
  return (
    circle(x, y, 27, outer) +
    circle(x, y, 21, sushi.insideOut ? '#1f2d2b' : '#fbfbf5') +
    circle(x, y, sushi.insideOut ? 17 : 21, '#fbfbf5') +
    core +
    seeds +
    fish
  );
}

function nigiri(x: number, y: number, colour: string): string {
  const stripes = [0, 1, 2]
    .map((i) =>
      path(`M${x - 18 + i * 14} ${y - 22}l8 16`, 'none', {
        stroke: '#fff',
        'stroke-width': 2.5,
        opacity: 0.6,
      }),
    )
    .join('');
  return (
    rect(x - 26, y - 10, 52, 26, '#fbfbf5', { rx: 12 }) +
    rect(x - 30, y - 26, 60, 24, colour, { rx: 12 }) +
    stripes
  );
}

export function drawSushi({ name, palette }: ArtContext): string {
  const sushi = byName(name, SUSHI, { fish: [SALMON], filling: [SALMON, AVOCADO] });
  const pieces = sushi.nigiri
    ? [130, 200, 270].map((x, i) => nigiri(x, 150 + (i % 2) * 8, sushi.fish[0] ?? SALMON))
    : [110, 170, 230].flatMap((x, i) => [
        roll(x, 130 + (i % 2) * 6, sushi, i),
        roll(x + 30, 182 - (i % 2) * 6, sushi, i + 1),
      ]);
  const wasabi = ellipse(322, 120, 20, 13, '#9ccc65') + ellipse(318, 116, 8, 4, '#c5e1a5');
  const ginger = [0, 1, 2]
    .map((i) =>
      ellipse(318 + i * 7, 178 + i * 6, 16, 9, '#f8bbd0', { stroke: '#f48fb1', 'stroke-width': 1.5 }),
    )
    .join('');
  return [
    shadow(208, 162, 168, 76),
    rect(40, 82, 320, 144, '#c8a27a', { rx: 14 }),
    rect(40, 82, 320, 144, 'none', { rx: 14, stroke: palette.accent, 'stroke-width': 3, opacity: 0.5 }),
    path('M56 104h288M56 204h288', 'none', { stroke: '#b08a62', 'stroke-width': 2, opacity: 0.6 }),
    ...pieces,
    wasabi,
    ginger,
  ].join('');
}
