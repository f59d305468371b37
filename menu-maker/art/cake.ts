import { byName, type ArtContext, type NameTable } from './context';
import { sidePlate } from './scene';
import { circle, ellipse, path } from './svg';

interface Slice {
  /** Layers from the bottom up. */
  layers: readonly string[];
  /** The top face. */
  top: string;
  /** What sits on top, drawn around the given point. */
  garnish?: (x: number, y: number) => string;
}

const cherry = (x: number, y: number) =>
  circle(x, y, 11, '#c1121f') +
  circle(x - 3, y - 3, 3, '#fff', { opacity: 0.5 }) +
  path(`M${x} ${y - 10}q4-12 12-14`, 'none', { stroke: '#5d4037', 'stroke-width': 2 });
const cream = (x: number, y: number) => ellipse(x, y, 18, 9, '#fffaf0') + ellipse(x, y - 7, 11, 7, '#fffaf0');
const dust = (colour: string) => (x: number, y: number) =>
  [0, 1, 2, 3, 4, 5].map((i) => circle(x - 40 + i * 16, y + ((i * 5) % 7) - 3, 2.5, colour)).join('');
const browned = dust('#b5652b');

const SLICES: NameTable<Slice> = [
  [
    'tiramisu',
    {
      layers: ['#e9d8b4', '#6f4e37', '#f3e5c8', '#6f4e37', '#f3e5c8'],
      top: '#7b5a44',
      garnish: dust('#4e342e'),
    },
  ],
  ['cheesecake', { layers: ['#c58940', '#f7e7b4', '#f7e7b4'], top: '#c1121f', garnish: cherry }],
  ['apple', { layers: ['#d9a05b', '#f3d27a', '#f3d27a', '#d9a05b'], top: '#e0a458', garnish: cream }],
  ['pecan', { layers: ['#d9a05b', '#7b4a2a', '#7b4a2a'], top: '#5d3820', garnish: dust('#c08a55') }],
  ['cassata', { layers: ['#f3d6a5', '#f8c8d0', '#fffaf0', '#b7d99b'], top: '#f6f1e7', garnish: cherry }],
  ['tres leches', { layers: ['#f6e7c1', '#fdf6e3', '#f6e7c1'], top: '#fffaf0', garnish: dust('#b07a3f') }],
  ['chocoflan', { layers: ['#5d3a2a', '#5d3a2a', '#f3c969'], top: '#b5651d', garnish: cream }],
  [
    'baklava',
    { layers: ['#e0a84a', '#c98b2b', '#e0a84a', '#c98b2b'], top: '#d99a3a', garnish: dust('#7cb342') },
  ],
  ['galaktoboureko', { layers: ['#e0a84a', '#f7df8c', '#f7df8c'], top: '#d99a3a', garnish: dust('#8d5a2b') }],
  ['moussaka', { layers: ['#5b3a5e', '#8b3a2b', '#5b3a5e', '#f1d9a7'], top: '#e9c27a', garnish: browned }],
  ['pastitsio', { layers: ['#f2d16b', '#8b3a2b', '#f2d16b', '#f1d9a7'], top: '#e9c27a', garnish: browned }],
];

/** A wedge seen from the front: layered face, its top running back to the tip. */
export function drawCake({ name, palette }: ArtContext): string {
  const slice = byName(name, SLICES, {
    layers: ['#f3d6a5', '#fffaf0', '#f3d6a5'],
    top: '#fffaf0',
    garnish: cherry,
  });
  const [left, right, bottom, height] = [112, 288, 214, 96];
  const band = height / slice.layers.length;
  const layers = slice.layers.map((colour, i) =>
    path(`M${left} ${bottom - band * (i + 1)}H${right}V${bottom - band * i}H${left}Z`, colour),
  );
  const crest = bottom - height;
  return [
    sidePlate(palette),
    path(
      `M${right} ${crest}L${right + 28} ${crest - 34}V${bottom - 40}L${right} ${bottom}Z`,
      slice.layers[0] ?? slice.top,
      { opacity: 0.85 },
    ),
    ...layers,
    path(`M${left} ${crest}L${right + 28} ${crest - 34}L${right} ${crest}Z`, slice.top),
    path(`M${left} ${crest}L${right + 28} ${crest - 34}L${right} ${crest}Z`, '#fff', { opacity: 0.12 }),
    slice.garnish ? slice.garnish(210, crest - 8) : '',
  ].join('');
}
