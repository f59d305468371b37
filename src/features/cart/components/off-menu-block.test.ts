// @vitest-environment node
import { expect, it, vi } from 'vitest';

it('builds no Intl formatter as it loads with the cart and checkout: only when the block shows', async () => {
  vi.resetModules();
  const listFormat = vi.spyOn(Intl, 'ListFormat');
  try {
    await import('./off-menu-block');
    expect(listFormat).not.toHaveBeenCalled();
  } finally {
    listFormat.mockRestore();
  }
});
