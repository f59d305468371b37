import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/pages/profile-page';
import { returnUrlSearch } from '../-lib/return-url-search';

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: returnUrlSearch,
  head: () => ({ meta: [{ title: 'Profile · Food Store' }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { returnUrl } = Route.useSearch();
  return <ProfilePage returnUrl={returnUrl} />;
}
