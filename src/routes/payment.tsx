import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';

export const Route = createFileRoute('/payment')({
  beforeLoad: requireLogin,
  head: () => ({ meta: [{ title: 'Payment · Food Store' }] }),
  component: () => <h1>Order Summary</h1>,
});
