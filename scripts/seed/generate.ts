/**
 * `npm run seed`: writes mocks/data/seed.json, each dish's drawing to mocks/data/drawings/<id>.svg and
 * its picture, rasterized from the drawing, to public/images/foods/<id>.webp (all committed).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSeed } from './build';
import { rasterize } from './rasterize';

const fromRoot = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));
const seedFile = fromRoot('mocks/data/seed.json');
const drawingDir = fromRoot('mocks/data/drawings');
const pictureDir = fromRoot('public/images/foods');

/** Writes `files` into `dir`, removing what else is there: files of dishes no longer in the seed. */
function replaceFiles(dir: string, files: ReadonlyMap<string, string | Buffer>) {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (!files.has(file)) rmSync(`${dir}/${file}`);
  for (const [file, content] of files) writeFileSync(`${dir}/${file}`, content);
}

const { json, images } = await buildSeed();
const pictures = await rasterize(images);
replaceFiles(drawingDir, images);
replaceFiles(pictureDir, pictures);
writeFileSync(seedFile, json);

const sizes = [...pictures.values()].map((picture) => picture.length);
console.log(
  `Wrote ${seedFile}, ${images.size} drawings to ${drawingDir} and their pictures to ${pictureDir} ` +
    `(${Math.min(...sizes)}–${Math.max(...sizes)} bytes each).`,
);
