import { whenIdle } from './code-loading';

/**
 * Pictures the shopper is likely to see next, loaded ahead one idle moment at a time. A picture the
 * browser already holds shows in its card's first frame; a new one costs that frame its load and,
 * for an SVG drawing (the mocks' pictures), a parse and a layout on the main thread: 13–20 ms each
 * on a phone-speed CPU, a dozen to a screen of cards (docs/performance.md, "Pictures warmed ahead").
 * They are held here, so the browser keeps them for as long as the app runs.
 */
const held = new Map<string, HTMLImageElement>();

/** The first row of every tag of a big menu; any more load when their cards are shown. */
export const MAX_WARM_PICTURES = 64;

type NetworkInformation = { saveData?: boolean };

const savesData = () =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;

/** Loads `urls`, in order, each after the last has loaded or failed and the browser is idle again. */
export function warmPictures(urls: Iterable<string>) {
  if (savesData()) return;
  const queue = [...urls];
  const next = () => {
    let url = queue.shift();
    while (url !== undefined && (url === '' || held.has(url))) url = queue.shift();
    if (url === undefined || held.size >= MAX_WARM_PICTURES) return;
    const picture = new Image();
    picture.decoding = 'async';
    const loaded = () => whenIdle(next);
    picture.addEventListener('load', loaded, { once: true });
    picture.addEventListener('error', loaded, { once: true });
    picture.src = url;
    held.set(url, picture);
  };
  whenIdle(next);
}
