import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/pages/login-page';
import { skipWhenLoggedIn } from './-lib/guards';
import { returnUrlSearch } from './-lib/return-url-search';

export const Route = createFileRoute('/login')({
  validateSearch: returnUrlSearch,
  beforeLoad: skipWhenLoggedIn,
  head: () => ({ meta: [{ title: 'Login · Food Store' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  return <LoginPage returnUrl={returnUrl} />;
}
