/**
 * The served dish pictures: each drawing rasterized to WebP in Chromium (the one the tests use). A
 * server hands out photographs, which the browser decodes off the main thread; an SVG `<img>` is a
 * small document of its own that Chromium parses, lays out and paints on the page's main thread, a
 * cost per card that a real menu would not have.
 */
import { launchChromium } from '../lib/chromium.mjs';

/** Twice a desktop card's width and more than a phone's, so a picture stays sharp on a dense screen. */
export const PICTURE_WIDTH = 600;
export const PICTURE_HEIGHT = 450;
const QUALITY = 0.8;

/** Drawing file name (`<id>.svg`) → SVG text in; picture file name (`<id>.webp`) → bytes out. */
export async function rasterize(drawings: ReadonlyMap<string, string>): Promise<Map<string, Buffer>> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pictures = new Map<string, Buffer>();
    for (const [file, svg] of drawings) {
      const base64 = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          // Opaque: the pictures have no transparency to keep, and the file has no alpha channel.
          canvas.getContext('2d', { alpha: false })?.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality).slice('data:image/webp;base64,'.length);
        },
        { svg, width: PICTURE_WIDTH, height: PICTURE_HEIGHT, quality: QUALITY },
      );
      pictures.set(file.replace(/\.svg$/, '.webp'), Buffer.from(base64, 'base64'));
    }
    return pictures;
  } finally {
    await browser.close();
  }
}
