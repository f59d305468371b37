/**
 * Ten thousand dishes derived from the seed by arithmetic (no faker, so nothing ships with it), to
 * try the UI on a huge menu. Cheap to make (a few ms in Node); catalogue.ts indexes it on first use.
 */
import { roundCents } from '@contract/rounding';
import type { Food } from '@contract/types';

export const BIG_CATALOGUE_SIZE = 10_000;

const STYLES = [
  'Classic',
  'Spicy',
  'Smoky',
  'Garden',
  'Deluxe',
  'Mini',
  'Family',
  'Herbed',
  'Golden',
  'Rustic',
];

function variant(base: Food, round: number, index: number): Food {
  if (round === 0) return base;
  const style = STYLES[(round - 1) % STYLES.length] ?? 'Classic';
  const edition = Math.floor((round - 1) / STYLES.length) + 1;
  return {
    ...base,
    // The round in front keeps ids 24-hex and unique (a test checks it).
    id: round.toString(16).padStart(4, '0') + base.id.slice(4),
    name: `${style} ${base.name}${edition > 1 ? ` No. ${edition}` : ''}`,
    price: roundCents(base.price * (0.8 + ((round * 7) % 9) * 0.05)),
    stars: ((base.stars * 2 + round) % 11) / 2,
    favorite: index % 13 === 0,
  };
}

export function bigMenu(seed: readonly Food[], size = BIG_CATALOGUE_SIZE): Food[] {
  return Array.from({ length: seed.length === 0 ? 0 : size }, (_, index) => {
    const base = seed[index % seed.length];
    if (!base) throw new Error('unreachable: the index is taken modulo a non-empty length');
    return variant(base, Math.floor(index / seed.length), index);
  });
}
