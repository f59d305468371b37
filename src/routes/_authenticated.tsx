import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from './-lib/guards';

/** Every private page lives under this pathless layout, so none can be public by mistake. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireLogin,
});
