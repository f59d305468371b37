// The designers' Storybook, built beside the stakeholder demo at <outDir>/storybook/: docs, tokens,
// every story and the toolbar, on the same mocks, from any static host. Its pages' inline scripts
// move to files, so the demo's Content-Security-Policy (script-src 'self') lets them run.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { externalizeScripts } from './api-docs.mjs';

const STORYBOOK = join('node_modules', '.bin', 'storybook');

export function buildStorybook(outDir) {
  const dir = join(outDir, 'storybook');
  execFileSync(STORYBOOK, ['build', '--quiet', '--disable-telemetry', '--output-dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const page of ['index.html', 'iframe.html']) {
    const file = join(dir, page);
    writeFileSync(
      file,
      externalizeScripts(readFileSync(file, 'utf8'), dir, page.replace('.html', '-inline')),
    );
  }
  return dir;
}
