import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '@/testing/app-factory';
import { renderRoute } from '@/testing/render-route';

/** Every page the router holds under the pathless _authenticated layout, as a URL to open. */
async function privatePages(): Promise<string[]> {
  const { router } = await createTestApp('/');
  return Object.values(router.routesById)
    .filter((route) => route.id.startsWith('/_authenticated/'))
    .map((route) => route.fullPath.replace(/\$\w+/g, 'any-id').replace(/(.)\/$/, '$1'));
}

describe('private pages', () => {
  it('are all under the _authenticated layout, the seven private pages among them', async () => {
    expect(await privatePages()).toEqual(
      expect.arrayContaining([
        '/checkout',
        '/payment',
        '/profile',
        '/orders',
        '/orders/any-id',
        '/dashbord',
        '/admin',
      ]),
    );
  });

  it('send a logged-out visitor to login with the way back, whichever page it is', async () => {
    for (const page of await privatePages()) {
      const { router, unmount } = await renderRoute(page);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toEqual({ returnUrl: page });
      unmount();
    }
  });
});
