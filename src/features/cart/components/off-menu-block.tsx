import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import type { ShownLine } from '../cart-view';

let conjunction: Intl.ListFormat | undefined;

/**
 * 'A, B, and C'. The formatter is made on first use: the first Intl formatter a page builds loads the
 * locale data (about 150 ms at 4x CPU), and this file loads with the cart and checkout, which seldom
 * show the block.
 */
function listOf(names: string[]): string {
  conjunction ??= new Intl.ListFormat('en', { type: 'conjunction' });
  return conjunction.format(names);
}

/** Decision 13 (docs/product.md): checkout waits until the dishes gone from the menu leave the cart. */
export function OffMenuBlock({ lines }: { lines: ShownLine[] }) {
  return (
    <EmptyState
      headingLevel={1}
      title="Remove dishes no longer on the menu"
      action={<Link to="/cart-page">Back to the cart</Link>}
    >
      Before checking out, remove from your cart: {listOf(lines.map((line) => line.food.name))}.
    </EmptyState>
  );
}
