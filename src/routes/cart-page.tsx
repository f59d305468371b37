import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/cart-page')({
  head: () => ({ meta: [{ title: 'Cart · Food Store' }] }),
});
