// The API reference for stakeholders and backend teams: contract/openapi.yaml rendered by Redocly
// into <outDir>/api-docs/, with no CDN, and with its scripts in files so the build's
// Content-Security-Policy (script-src 'self') lets it run on any static host.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

const REDOCLY = join('node_modules', '.bin', 'redocly');
// Inline scripts that run (no src, no data type such as application/json).
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Moves each inline script of `html` into `dir` as <prefix>-N.js; returns the page that loads them.
 * The demo's policy (script-src 'self') runs no inline script.
 */
export function externalizeScripts(html, dir, prefix = 'redoc') {
  let count = 0;
  return html.replace(INLINE_SCRIPT, (_match, attributes, code) => {
    count += 1;
    const file = `${prefix}-${count}.js`;
    writeFileSync(join(dir, file), code);
    return `<script${attributes} src="${file}"></script>`;
  });
}

/** The published document: the contract only, without the client's tolerances or the YAML anchors' home. */
export function publishedDocument(file, scratch) {
  const contract = parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 });
  delete contract['x-tolerated'];
  delete contract['x-shared'];
  const published = join(scratch, 'openapi.yaml');
  writeFileSync(published, stringify(contract, { aliasDuplicateObjects: false }));
  return published;
}

export function buildApiDocs(outDir, document = 'contract/openapi.yaml') {
  const dir = join(outDir, 'api-docs');
  const scratch = mkdtempSync(join(tmpdir(), 'api-docs-'));
  try {
    const page = join(scratch, 'index.html');
    const published = publishedDocument(document, scratch);
    execFileSync(REDOCLY, ['build-docs', published, '--inlineBundle', '--output', page], { stdio: 'pipe' });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), externalizeScripts(readFileSync(page, 'utf8'), dir));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return dir;
}
