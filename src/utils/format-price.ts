const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The one currency formatter (DESIGN decision 10). */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}
