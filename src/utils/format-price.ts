import { groupThousands } from '@contract/digits';

/**
 * The one currency formatter (decision 10 in docs/product.md): US dollars with cents and thousands
 * separators, as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes them
 * (a test holds the two equal). By hand, because the first Intl formatter a page builds loads the
 * locale data: 60 ms of a phone's first visit, spent before the menu's first card.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return `$${amount}`;
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = groupThousands(Math.floor(cents / 100));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${dollars}.${(cents % 100).toString().padStart(2, '0')}`;
}
