import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import type { ShownLine } from '../cart-view';

const names = new Intl.ListFormat('en', { type: 'conjunction' });

/** Decision 13 (docs/product.md): checkout waits until the dishes gone from the menu leave the cart. */
export function OffMenuBlock({ lines }: { lines: ShownLine[] }) {
  return (
    <EmptyState
      headingLevel={1}
      title="Remove dishes no longer on the menu"
      action={<Link to="/cart-page">Back to the cart</Link>}
    >
      Before checking out, remove from your cart: {names.format(lines.map((line) => line.food.name))}.
    </EmptyState>
  );
}
