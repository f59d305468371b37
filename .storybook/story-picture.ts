/**
 * Which of the two story runs (desktop, phone) pictures a story, of what, and under which name.
 *
 * Screens (titles under Pages/ and Flows/) are pictured whole-window: every screen story at phone
 * width, where shoppers mostly are, and at desktop width the stories tagged `desktop-picture` (each
 * screen's main states, whose wide layout is the point; an error or a form's messages sit in that same
 * layout, and their phone picture shows them). A screen's picture paints over the parts around the page
 * that stories of their own picture (PICTURED_APART): the header, toasts. A component is pictured once,
 * in the desktop run, cropped to what it drew: its box at 1280 px says what its box at 390 px would, and
 * an empty window around it says nothing (the phone run still plays it, with axe and the sideways-scroll
 * check). A story that names its own viewport (`globals: at('phone')`) renders the same in both runs, so
 * it is pictured once, in the folder of the width it renders at.
 *
 * Decided by title, never by file path: story files move, titles are the stories' names.
 */
import { sanitize } from 'storybook/internal/csf';
import type { AppViewport } from '@/testing/story-viewports';

const SCREEN_TITLES = ['Pages', 'Flows'];
/** The tag that has a screen story pictured at desktop width too. */
export const DESKTOP_PICTURE_TAG = 'desktop-picture';

/** What of a story decides its picture. */
export interface PicturedStory {
  id: string;
  tags: readonly string[];
}

/** What one picture holds: the whole window, or the area the story drew in. */
export interface StoryPicture {
  /** `<width>/<story id>`: the baseline under .storybook/screenshots/. */
  name: string;
  area: 'window' | 'drawn';
  /** Whether the parts pictured apart (PICTURED_APART) are painted over: on screens only. */
  masked: boolean;
}

/**
 * The parts around every page that stories of their own picture (`story`, a component's title). A
 * screen's picture paints each as a flat box of its own size and place: the picture still shows where
 * it sits and the room it takes, and a change to how it looks retakes its own stories' pictures, not
 * every screen's. What a screen story is about, its page, stays in its picture; what the story does
 * to these parts (a cart count, a toast's words) its play checks.
 *
 * Found by role, or by the mark of the library that draws the part; never by our CSS classes.
 */
export const PICTURED_APART = [
  {
    // The site header: the banner landmark, a <header> outside any sectioning element (HTML-AAM).
    selector: '[role="banner"], header:not(:is(article, aside, main, nav, section) *)',
    story: 'Components/Layout/Header',
  },
  {
    // Each toast: what holds a status or an alert in react-hot-toast's toaster (its bar: icon, words, ×).
    selector: '[data-rht-toaster] :has(> [role="status"], > [role="alert"])',
    story: 'Components/UI/Toasts',
  },
] as const;

/** The paint over a part: a flat grey that no token gives, so no token's change repaints it. */
export const MASK_COLOUR = '#cccccc';

/** The elements a screen's picture paints over (PICTURED_APART), in the table's order. */
export function picturedApart(root: ParentNode): Element[] {
  return PICTURED_APART.flatMap(({ selector }) => [...root.querySelectorAll(selector)]);
}

const isScreen = (storyId: string) =>
  SCREEN_TITLES.some((title) => storyId.startsWith(`${sanitize(title)}-`));

/** The story's picture in this run (`run` is the run's own width), or null when another run takes it. */
export function storyPicture(
  story: PicturedStory,
  renderedAt: AppViewport,
  run: AppViewport,
): StoryPicture | null {
  const name = `${renderedAt}/${story.id}`;
  if (!isScreen(story.id)) return run === 'desktop' ? { name, area: 'drawn', masked: false } : null;
  // The phone run takes what renders at phone width; the desktop run the rest (a story's own tablet
  // or small-phone width included), at desktop width only what is tagged for it.
  if ((run === 'phone') !== (renderedAt === 'phone')) return null;
  if (renderedAt === 'desktop' && !story.tags.includes(DESKTOP_PICTURE_TAG)) return null;
  return { name, area: 'window', masked: true };
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room around the drawn area for what paints outside boxes: focus rings, shadows. */
const MARGIN_PX = 8;

const intersect = (a: Box, b: Box): Box => ({
  left: Math.max(a.left, b.left),
  top: Math.max(a.top, b.top),
  right: Math.min(a.right, b.right),
  bottom: Math.min(a.bottom, b.bottom),
});

// 1 px and less: visually hidden text (`.sr-only`), hairlines inside a box counted anyway.
const isDrawn = (box: Box) => box.right - box.left > 1 && box.bottom - box.top > 1;

const windowBox = (): Box => ({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });

/**
 * The union of the boxes `elements` and everything inside them paint in, within the window: each box
 * cut by the boxes that clip it (`overflow` other than visible; a fixed element escapes them), so map
 * tiles beyond the map and off-screen skip links do not stretch it. Null when nothing is drawn.
 */
function paintedUnion(elements: Iterable<Element>): Box | null {
  const window_ = windowBox();
  let union: Box | null = null;
  const visit = (element: Element, clip: Box) => {
    const style = getComputedStyle(element);
    if (style.display === 'none') return;
    const ownClip = style.position === 'fixed' ? window_ : clip;
    const rect = element.getBoundingClientRect();
    const box = intersect(
      { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
      ownClip,
    );
    if (style.visibility !== 'hidden' && isDrawn(box))
      union = union
        ? {
            left: Math.min(union.left, box.left),
            top: Math.min(union.top, box.top),
            right: Math.max(union.right, box.right),
            bottom: Math.max(union.bottom, box.bottom),
          }
        : box;
    const clipsChildren = style.overflowX !== 'visible' || style.overflowY !== 'visible';
    const childClip = clipsChildren ? intersect(ownClip, box) : ownClip;
    for (const child of element.children) visit(child, childClip);
  };
  for (const element of elements) visit(element, window_);
  return union;
}

/** Out to whole pixels, so the same layout gives the same picture on every run, `margin` more each way. */
const outward = (box: Box, margin: number): Box =>
  intersect(
    {
      left: Math.floor(box.left) - margin,
      top: Math.floor(box.top) - margin,
      right: Math.ceil(box.right) + margin,
      bottom: Math.ceil(box.bottom) + margin,
    },
    windowBox(),
  );

/** The window-relative area the page's elements paint in, with a margin. Null when nothing is drawn. */
export function drawnArea(root: Element): Box | null {
  const union = paintedUnion(root.children);
  return union && outward(union, MARGIN_PX);
}

/** The window-relative area a part pictured apart paints in, itself and all inside it: its mask. */
export function partArea(part: Element): Box | null {
  const union = paintedUnion([part]);
  return union && outward(union, 0);
}
