import { afterEach, describe, expect, it } from 'vitest';
import { findToast } from './story-queries';

afterEach(() => document.body.replaceChildren());

describe('findToast', () => {
  // react-hot-toast's ToastBar is at opacity 0 until it has measured the toast, a render later.
  it('finds a toast once it can be seen, not while it is still drawn at opacity 0', async () => {
    const bar = document.createElement('div');
    bar.style.opacity = '0';
    bar.innerHTML = '<div role="status">Order updatedThe order is canceled.</div>';
    document.body.append(bar);
    const found = findToast(document.body, 'Order updated');
    requestAnimationFrame(() => bar.style.removeProperty('opacity'));
    await expect(await found).toBeVisible();
  });
});
