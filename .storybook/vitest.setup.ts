/**
 * The story tests' visual check: once a story's play has passed, the screen it settled on is
 * compared with its committed picture (.storybook/screenshots/<width>/<story id>.png). `npm run
 * test:screenshots:update` takes them afresh, on purpose, when a change is meant to look different.
 *
 * The picture is the window, where the story left it: what a designer opening the story sees.
 * What would differ between runs or machines is held still: the mock server's clock and ids run a
 * fixed sequence (fresh-app.tsx), dish pictures are the seed's own files and map tiles local ones
 * (story-tiles.ts), animations are stopped, and every glyph comes from the fonts the app ships
 * (src/styles/fonts.css), never from whatever fonts the machine happens to have: a story whose text
 * a device font draws fails (rendered-fonts.ts).
 */
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { deviceFontsUsed } from './rendered-fonts';

// Loaded before any story: the app's faces are font-display: optional, so a face still loading when
// text first asks for it would stay unused in this page, and text measured in a fallback font (a
// toast's height, say) and drawn in the app's a moment later would put things a pixel apart.
beforeAll(async () => {
  await Promise.all([document.fonts.load("1rem 'Inter'"), document.fonts.load("1rem 'JetBrains Mono'")]);
});

afterEach(async ({ task }) => {
  const { storyId } = task.meta as { storyId?: string };
  if (!storyId || task.result?.state === 'fail') return;
  expect(await deviceFontsUsed(), 'text drawn in a device font, not one the app ships').toEqual([]);
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
