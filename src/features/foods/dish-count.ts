import { groupThousands } from '@contract/digits';

/** '1 dish', '12 dishes', '10,000 dishes'. */
export const dishCount = (count: number) => `${groupThousands(count)} ${count === 1 ? 'dish' : 'dishes'}`;
