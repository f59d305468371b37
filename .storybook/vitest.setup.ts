/**
 * The story tests' visual check: once a story's play has passed, the screen it settled on is
 * compared with its committed picture (.storybook/screenshots/<width>/<story id>.png). `npm run
 * test:screenshots:update` takes the changed ones afresh, on purpose, when a change is meant to look
 * different. Which run pictures a story, whether the whole window or the area the story drew, and
 * which parts a screen's picture paints over, is story-picture.ts's to say.
 *
 * What would differ between runs or machines is held still: the mock server's clock and ids run a
 * fixed sequence (fresh-app.tsx), dish pictures are a plain stand-in (dish-picture-stand-in.ts) and map
 * tiles local ones (story-tiles.ts), animations are stopped, and every glyph comes from the fonts the app ships
 * (src/styles/fonts.css), never from whatever fonts the machine happens to have: a story whose text
 * a device font draws fails (rendered-fonts.ts).
 */
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import type { AppViewport } from '@/testing/story-viewports';
import { deviceFontsUsed } from './rendered-fonts';
import { drawnArea, MASK_COLOUR, partArea, picturedApart, storyPicture } from './story-picture';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The width this run renders stories at unless a story names its own (vitest.config.ts). */
    storyViewport: AppViewport;
  }
}

/** What addon-vitest leaves on the test's context: the story it ran, composed with its globals. */
interface StoryTestContext {
  story?: { id: string; tags: string[]; globals: { viewport?: { value?: AppViewport } } };
}

// Loaded before any story: the app's faces are font-display: optional, so a face still loading when
// text first asks for it would stay unused in this page, and text measured in a fallback font (a
// toast's height, say) and drawn in the app's a moment later would put things a pixel apart.
beforeAll(async () => {
  await Promise.all([document.fonts.load("1rem 'Inter'"), document.fonts.load("1rem 'JetBrains Mono'")]);
});

afterEach(async (context) => {
  const { story } = context as StoryTestContext;
  if (!story || context.task.result?.state === 'fail') return;
  expect(await deviceFontsUsed(), 'text drawn in a device font, not one the app ships').toEqual([]);
  const run = inject('storyViewport');
  const picture = storyPicture(story, story.globals.viewport?.value ?? run, run);
  if (!picture) return;
  // A box over what is pictured: an element's own screenshot would stop at the window's edge anyway.
  // A story that draws nothing is pictured as the empty window it is.
  // The picture is taken with finite animations run to their end; the boxes are measured there too,
  // or a toast still sliding in would be painted over where it was a moment ago.
  finishFiniteAnimations();
  const frame = fixedBox(picture.area === 'drawn' ? drawnArea(document.body) : null, '');
  // Over everything but the top layer (a modal dialog and its backdrop), as the parts themselves are.
  const masks = picture.masked
    ? picturedApart(document.body).flatMap((part) => {
        const area = partArea(part);
        return area ? [fixedBox(area, `z-index: 2147483647; background: ${MASK_COLOUR}`)] : [];
      })
    : [];
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(picture.name, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
      // A stray anti-aliased pixel or two is not a change; a word, a colour or a shifted box is far more.
      comparatorName: 'pixelmatch',
      comparatorOptions: { allowedMismatchedPixels: 40 },
      // A busy machine can take a while to give two identical pictures in a row.
      timeout: 30_000,
    });
  } finally {
    frame.remove();
    masks.forEach((mask) => mask.remove());
  }
});

/** Runs every animation that has an end to it (a toast's entrance, a transition) to that end. */
function finishFiniteAnimations() {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
}

/** A box fixed over `area` of the window (the whole window when null), added to the page. */
function fixedBox(area: ReturnType<typeof drawnArea>, style: string) {
  const box = document.createElement('div');
  box.style.cssText =
    'position: fixed; pointer-events: none; ' +
    (area
      ? `left: ${area.left}px; top: ${area.top}px; ` +
        `width: ${area.right - area.left}px; height: ${area.bottom - area.top}px; `
      : 'inset: 0; ') +
    style;
  document.body.append(box);
  return box;
}
