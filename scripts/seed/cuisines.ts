import { AMERICAN_CUISINES } from './cuisines/americas';
import { EAST_ASIAN_CUISINES } from './cuisines/east-asia';
import { EUROPEAN_CUISINES } from './cuisines/europe';
import { SOUTH_ASIAN_CUISINES } from './cuisines/south-asia';
import type { Cuisine } from './menu-types';

/** The order is part of the seed: changing it changes which names and numbers faker picks. */
export const CUISINES: readonly Cuisine[] = [
  ...EUROPEAN_CUISINES,
  ...AMERICAN_CUISINES,
  ...EAST_ASIAN_CUISINES,
  ...SOUTH_ASIAN_CUISINES,
];
