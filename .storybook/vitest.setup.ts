/**
 * The story tests' visual check: once a story's play has passed, the screen it settled on is
 * compared with its committed picture (.storybook/screenshots/<width>/<story id>.png). `npm run
 * test:screenshots:update` takes them afresh, on purpose, when a change is meant to look different.
 *
 * The picture is the window, where the story left it: what a designer opening the story sees.
 * What would differ between runs or machines is held still: the mock server's clock and ids run a
 * fixed sequence (fresh-app.tsx), dish pictures are the seed's own files and map tiles local ones
 * (story-tiles.ts), animations are stopped, and the text is set in Inter from this package rather
 * than whatever fonts the machine happens to have.
 */
import '@fontsource-variable/inter/wght.css';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

document.documentElement.style.setProperty('--font-family-base', "'Inter Variable', sans-serif");

// Loaded before any story: text measured in a fallback font (a toast's height, say) and drawn in
// Inter a moment later would put things a pixel apart from one run to the next.
beforeAll(async () => {
  await document.fonts.load("1rem 'Inter Variable'");
});

afterEach(async ({ task }) => {
  const { storyId } = task.meta as { storyId?: string };
  if (!storyId || task.result?.state === 'fail') return;
  // The window's box: an element's own screenshot would stop at the window's edge anyway.
  const viewportBox = document.createElement('div');
  viewportBox.style.cssText = 'position: fixed; inset: 0; pointer-events: none';
  document.body.append(viewportBox);
  try {
    await expect.element(page.elementLocator(viewportBox)).toMatchScreenshot(storyId, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
      // A stray anti-aliased pixel or two is not a change; a word, a colour or a shifted box is far more.
      comparatorName: 'pixelmatch',
      comparatorOptions: { allowedMismatchedPixels: 40 },
      // A busy machine can take a while to give two identical pictures in a row.
      timeout: 30_000,
    });
  } finally {
    viewportBox.remove();
  }
});
