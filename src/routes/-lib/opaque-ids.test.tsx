import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logIn } from '@mocks/testing/api';
import { renderRoute } from '@/testing/render-route';

// Ids are opaque strings (docs/contract.md): the names of object built-ins are ids like any other.
const BUILT_INS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

const oddId = fc.oneof(
  fc.constantFrom(...BUILT_INS),
  // Any text a link or a server could carry, but the dot segments a browser resolves away.
  fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }).filter((id) => !/^\.+$/.test(id)),
);

describe('an id from a URL or a server', () => {
  it("never breaks the dish page: any unknown id is 'Item not found'", async () => {
    await fc.assert(
      fc.asyncProperty(oddId, async (id) => {
        await renderRoute(`/food/${encodeURIComponent(id)}`);
        expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
        cleanup();
      }),
      { numRuns: 40 },
    );
  });

  it.each(BUILT_INS)("never breaks the order page: '%s' is 'Order not found'", async (id) => {
    await renderRoute(`/orders/${id}`, { user: await logIn('shopper') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  });
});
