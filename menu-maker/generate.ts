/** `npm run seed`: writes mocks/data/seed.json and public/images/foods/*.svg (both committed). */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSeed } from './build';

const fromRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const seedFile = fromRoot('mocks/data/seed.json');
const imageDir = fromRoot('public/images/foods');

const { json, images } = await buildSeed();

mkdirSync(imageDir, { recursive: true });
// Pictures of dishes that are no longer in the seed would linger unnoticed otherwise.
for (const file of readdirSync(imageDir)) {
  if (file.endsWith('.svg') && !images.has(file)) rmSync(`${imageDir}/${file}`);
}
for (const [file, svg] of images) writeFileSync(`${imageDir}/${file}`, svg);
writeFileSync(seedFile, json);

const sizes = [...images.values()].map((svg) => svg.length);
console.log(
  `Wrote ${seedFile} and ${images.size} SVGs to ${imageDir} ` +
    `(${Math.min(...sizes)}–${Math.max(...sizes)} bytes each).`,
);
