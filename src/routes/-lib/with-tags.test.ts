import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { API_BASE_URL } from '@/config/api-base';
import { server } from '@mocks/node';
import { withTags } from './with-tags';

const TAGS_URL = `${API_BASE_URL}/api/foods/tags`;

/** Tags that answer only when the test says so. */
function heldTags(answer: () => Response) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  server.use(
    http.get(TAGS_URL, async () => {
      requested = true;
      await released;
      return answer();
    }),
  );
  return { release, requested: () => requested };
}

describe('withTags', () => {
  it('holds a menu page until its tags have come, so the grid is never pushed down by them', async () => {
    const tags = heldTags(() => HttpResponse.json([{ name: 'All', count: 1 }]));
    let settled = false;
    const loading = withTags(makeStore(), Promise.resolve('dishes')).then((dishes) => {
      settled = true;
      return dishes;
    });
    await waitFor(() => expect(tags.requested()).toBe(true));
    expect(settled).toBe(false);

    tags.release();
    await expect(loading).resolves.toBe('dishes');
  });

  it("shows the page when the tags fail: that is the tag row's message, not the page's", async () => {
    const tags = heldTags(() => new HttpResponse('Down', { status: 500 }));
    tags.release();
    await expect(withTags(makeStore(), Promise.resolve('dishes'))).resolves.toBe('dishes');
  });
});
