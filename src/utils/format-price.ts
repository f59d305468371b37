const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The one currency formatter (decision 10 in docs/product.md). */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}
