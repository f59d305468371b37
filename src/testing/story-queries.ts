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
 * toast runtime has shown it. The Loading overlay is a status too, hence the title. Shown means
 * visible: react-hot-toast draws a new toast at opacity 0 until it has measured its height, a render
 * later, which on a busy machine is long enough for a check or a picture to catch it unseen.
 */
export function findToast(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  const page = within(canvasElement);
  return waitFor(async () => {
    const toasts = [...page.queryAllByRole('alert'), ...page.queryAllByRole('status')];
    const toast = toasts.find((candidate) => candidate.textContent?.startsWith(title));
    await expect(toast, `a toast titled "${title}"`).toBeDefined();
    await expect(toast).toBeVisible();
    return toast!;
  });
}

/**
 * The 'Loading...' overlay, once a call is in flight and it has faded in. Pages with a status of
 * their own (the map's 'Selected location') have two statuses, so it is told apart by its text.
 */
export function findLoadingOverlay(canvasElement: HTMLElement): Promise<HTMLElement> {
  const page = within(canvasElement);
  return waitFor(async () => {
    const overlay = page.queryAllByRole('status').find((status) => status.textContent === 'Loading...');
    await expect(overlay, 'the Loading overlay').toBeDefined();
    await expect(overlay).toBeVisible();
    return overlay!;
  });
}

/**
 * A page whose data never arrives: the route's pending section (busy, with no h1 yet) under the
 * Loading overlay, for as long as anyone looks.
 */
export async function expectPendingPage(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await expect(await findLoadingOverlay(canvasElement)).toBeVisible();
  // The router puts it in only once a load has taken 100 ms (src/routes/-lib/router.tsx).
  await expect(await page.findByRole('region', { name: 'Loading page' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(page.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
}
