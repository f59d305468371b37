import { groupThousands } from '@contract/digits';
import { formatPrice } from '@/utils/format-price';

/** 'Up to $12', or 'Up to $12.50': a limit in whole dollars reads without cents. */
export const priceLimit = (price: number) =>
  `Up to ${Number.isInteger(price) ? `$${groupThousands(price)}` : formatPrice(price)}`;
