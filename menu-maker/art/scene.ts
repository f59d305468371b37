/** What every picture shares: the table, its cloth, plates and steam, in the cuisine's colours. */
import type { CuisinePalette } from '../menu-types';
import { circle, el, ellipse, path, rect } from './svg';

export const WIDTH = 400;
export const HEIGHT = 300;
const PLATE = '#fdfcf8';
const PLATE_LINE = '#e9e3d6';

export function table(palette: CuisinePalette): string {
  const check = el(
    'pattern',
    { id: 'cloth', width: 40, height: 40, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, 20, 40, palette.check, { opacity: 0.07 }) +
      rect(0, 0, 40, 20, palette.check, { opacity: 0.07 }),
  );
  return (
    el('defs', {}, check) +
    rect(0, 0, WIDTH, HEIGHT, palette.table) +
    rect(0, 0, WIDTH, HEIGHT, 'url(#cloth)')
  );
}

export const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  ellipse(cx, cy, rx, ry, '#000', { opacity: 0.12 });

/** A round plate seen from above. */
export function topPlate(palette: CuisinePalette, r = 128, cx = 200, cy = 150): string {
  return (
    shadow(cx + 6, cy + 10, r, r) +
    circle(cx, cy, r, PLATE) +
    circle(cx, cy, r - 7, 'none', { stroke: palette.accent, 'stroke-width': 3, opacity: 0.55 }) +
    circle(cx, cy, r * 0.76, 'none', { stroke: PLATE_LINE, 'stroke-width': 2 })
  );
}

/** A plate seen from the front, for dishes drawn from the side. */
export function sidePlate(palette: CuisinePalette, cy = 236, rx = 168, ry = 36): string {
  return (
    shadow(206, cy + 8, rx, ry) +
    ellipse(200, cy, rx, ry, PLATE) +
    ellipse(200, cy, rx - 8, ry - 5, 'none', { stroke: palette.accent, 'stroke-width': 3, opacity: 0.55 }) +
    ellipse(200, cy - 2, rx * 0.72, ry * 0.6, 'none', { stroke: PLATE_LINE, 'stroke-width': 2 })
  );
}

/** The soup or noodles inside a bowl() drawing. */
export const SURFACE = { cx: 200, cy: 130, rx: 106, ry: 20 } as const;

/** A bowl on a saucer, seen slightly from above, filled to SURFACE with the given colour. */
export function bowl(palette: CuisinePalette, fill: string): string {
  return (
    sidePlate(palette, 232, 150, 30) +
    path('M82 128A118 100 0 0 0 318 128Z', palette.accent) +
    path('M96 166Q200 214 304 166', 'none', { stroke: '#fff', 'stroke-width': 5, opacity: 0.35 }) +
    ellipse(200, 128, 118, 26, '#fdfcf8') +
    ellipse(SURFACE.cx, SURFACE.cy, SURFACE.rx, SURFACE.ry, fill)
  );
}

export function steam(xs: readonly number[], top = 40): string {
  return xs
    .map((x) =>
      path(`M${x} ${top + 56}q-12-14 0-28t0-28`, 'none', {
        stroke: '#fff',
        'stroke-width': 5,
        'stroke-linecap': 'round',
        opacity: 0.75,
      }),
    )
    .join('');
}
