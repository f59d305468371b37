/** A tiny string builder for SVG: numbers rounded to one decimal keep files small and byte-stable. */

export type Attrs = Record<string, string | number | undefined>;

export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function el(tag: string, attrs: Attrs, children = ''): string {
  const rendered = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : escapeXml(value)}"`)
    .join('');
  return children === '' ? `<${tag}${rendered}/>` : `<${tag}${rendered}>${children}</${tag}>`;
}

export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, children.join(''));
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

/** `rotate(angle cx cy)` for the transform attribute. */
export const rotate = (angle: number, cx: number, cy: number) => `rotate(${n(angle)} ${n(cx)} ${n(cy)})`;

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const target = amount > 0 ? 255 : 0;
  return `#${channels
    .map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}
