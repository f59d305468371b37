/**
 * Whole numbers with thousands separators, as `toLocaleString('en')` writes them, by hand: the first
 * Intl formatter a page builds loads the locale data, 30-60 ms of a phone's start-up. Shared by the
 * app's prices and the mocks' scenario descriptions, which the demo builds as it starts.
 */
export function groupThousands(whole: number): string {
  return Math.trunc(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
