import { describe, expect, it } from 'vitest';
import { SEED_FOODS } from '../mocks/seed';
import { ARTIFACTS, demoUrl, setupBrowser } from './support/browser';

const session = setupBrowser();
const cardNames = () =>
  session.page
    .getByRole('list', { name: 'Dishes' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();

// The seed's Dinner dishes up to $15, dearest first (ties in the menu's order), and before the sort.
const dinner = SEED_FOODS.filter((food) => food.tags.includes('Dinner') && food.price <= 15);
const filtered = dinner.map((food) => food.name);
const sorted = dinner.toSorted((a, b) => b.price - a.price).map((food) => food.name);

describe("the menu's sort and filters in the address (the demo build: hash URLs)", () => {
  it('shows the same list after a reload, Back and Forward, and from the link opened afresh', async () => {
    const { page, context } = session;
    await page.goto(demoUrl('/'));
    await expect.poll(cardNames).toHaveLength(SEED_FOODS.length);

    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'Dinner' }).check();
    await panel.getByRole('combobox', { name: 'Maximum price' }).selectOption({ label: 'Up to $15' });
    await expect.poll(cardNames).toEqual(filtered);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect.poll(cardNames).toEqual(sorted);
    await page
      .getByRole('status')
      .filter({ hasText: `${sorted.length} dishes` })
      .waitFor();
    const link = page.url();
    expect(new URL(link).hash).toBe('#/?tag=Dinner&maxPrice=15&sort=price-desc');
    await page.screenshot({ path: `${ARTIFACTS}/menu-filters-desktop.png` });

    await page.reload();
    await expect.poll(cardNames).toEqual(sorted);
    await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price-desc');

    await page.goBack();
    await expect.poll(cardNames).toEqual(filtered);
    await page.goBack();
    await page.goBack();
    await expect.poll(cardNames).toHaveLength(SEED_FOODS.length);
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect.poll(cardNames).toEqual(sorted);
    expect(page.url()).toBe(link);

    // A friend opens the link: a new browser context, no history, no storage.
    const friend = await context.browser()!.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const fresh = await friend.newPage();
      await fresh.goto(link);
      await expect
        .poll(() =>
          fresh
            .getByRole('list', { name: 'Dishes' })
            .getByRole('article')
            .getByRole('heading')
            .allTextContents(),
        )
        .toEqual(sorted);
      await fresh.getByRole('button', { name: 'Filters', exact: true }).click();
      await fresh
        .getByRole('dialog', { name: 'Filters' })
        .getByRole('button', { name: `Show ${sorted.length} dishes` })
        .waitFor();
      await fresh.screenshot({ path: `${ARTIFACTS}/menu-filters-phone-sheet.png` });
    } finally {
      await friend.close();
    }
  });
});
