import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';

export const Route = createFileRoute('/orders')({
  beforeLoad: requireLogin,
  head: () => ({ meta: [{ title: 'Orders · Food Store' }] }),
  component: () => <h1>Your orders</h1>,
});
