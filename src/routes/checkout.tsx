import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';

export const Route = createFileRoute('/checkout')({
  beforeLoad: requireLogin,
  head: () => ({ meta: [{ title: 'Checkout · Food Store' }] }),
  component: () => <h1>Order Form</h1>,
});
