/** Serves public/images/ so the absolute image URLs this server hands out actually resolve. */
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMAGE_ROOT = fileURLToPath(new URL('../../public/images/', import.meta.url));
const PREFIX = '/images/';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export const isImagePath = (pathname: string) => pathname.startsWith(PREFIX);

/** The file's bytes and type, or null when there is no such image (or the path tries to escape). */
export async function readImage(pathname: string): Promise<{ body: Buffer; type: string } | null> {
  let file: string;
  try {
    file = resolve(IMAGE_ROOT, decodeURIComponent(pathname.slice(PREFIX.length)));
  } catch {
    return null;
  }
  const type = TYPES[extname(file).toLowerCase()];
  if (!type || !file.startsWith(IMAGE_ROOT.endsWith(sep) ? IMAGE_ROOT : IMAGE_ROOT + sep)) return null;
  try {
    return { body: await readFile(file), type };
  } catch {
    return null;
  }
}
