import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/pages/register-page';
import { skipWhenLoggedIn } from './-lib/guards';
import { returnUrlSearch } from './-lib/return-url-search';

export const Route = createFileRoute('/register')({
  validateSearch: returnUrlSearch,
  beforeLoad: skipWhenLoggedIn,
  head: () => ({ meta: [{ title: 'Register · Food Store' }] }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { returnUrl } = Route.useSearch();
  return <RegisterPage returnUrl={returnUrl} />;
}
