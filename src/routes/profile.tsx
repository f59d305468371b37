import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';
import { ProfilePage } from '@/features/account/components/profile-page';
import { returnUrlSearch } from './-return-url-search';

export const Route = createFileRoute('/profile')({
  validateSearch: returnUrlSearch,
  beforeLoad: requireLogin,
  head: () => ({ meta: [{ title: 'Profile · Food Store' }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { returnUrl } = Route.useSearch();
  return <ProfilePage returnUrl={returnUrl} />;
}
