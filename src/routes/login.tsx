import { createFileRoute } from '@tanstack/react-router';
import { safeReturnUrl } from '@/utils/return-url';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } =>
    search.returnUrl === undefined ? {} : { returnUrl: safeReturnUrl(search.returnUrl) },
  head: () => ({ meta: [{ title: 'Login · Food Store' }] }),
});
