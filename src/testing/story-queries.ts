/** How story play functions find what a shopper sees, waiting as long as a busy machine needs. */
import { expect, waitFor, within } from 'storybook/test';

/** The dish cards a shopper sees, once the grid is there. */
export async function dishCards(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const grid = await within(canvasElement).findByRole('list', { name: 'Dishes' });
  return within(grid).getAllByRole('article');
}

/**
 * The page's h1, once its route has loaded: routes are lazy chunks, and the first story of a file
 * can wait seconds for Vite to transform one while other files run (.storybook/preview.tsx gives
 * findBy and waitFor a timeout long enough for that).
 */
export function pageHeading(canvasElement: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  return within(canvasElement).findByRole('heading', { level: 1, name });
}

/**
 * The toast with this title (error toasts are alerts, success toasts statuses), once the lazily loaded
 * toast runtime has shown it. The Loading overlay is a status too, hence the title.
 */
export function findToast(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  const page = within(canvasElement);
  return waitFor(async () => {
    const toasts = [...page.queryAllByRole('alert'), ...page.queryAllByRole('status')];
    const toast = toasts.find((candidate) => candidate.textContent?.startsWith(title));
    await expect(toast, `a toast titled "${title}"`).toBeDefined();
    return toast!;
  });
}
