import type { CuisinePalette } from '../menu-types';
import type { Rng } from './random';

export interface ArtContext {
  /** The dish name, lower-cased, for picking colours and toppings. */
  name: string;
  rng: Rng;
  palette: CuisinePalette;
}

export type Drawer = (context: ArtContext) => string;

/** `[keywords separated by |, value]`: the first row whose keyword occurs in the name wins. */
export type NameTable<T> = readonly (readonly [string, T])[];

export function byName<T>(name: string, table: NameTable<T>, fallback: T): T {
  const row = table.find(([keywords]) => keywords.split('|').some((keyword) => name.includes(keyword)));
  return row ? row[1] : fallback;
}
