// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { externalizeScripts, publishedDocument } from './api-docs.mjs';

let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));
const fresh = () => (scratch = mkdtempSync(join(tmpdir(), 'api-docs-test-')));

describe('the published API reference', () => {
  it("publishes the contract only: the client's tolerances stay out of the docs", () => {
    const document = parse(readFileSync(publishedDocument('contract/openapi.yaml', fresh()), 'utf8'));
    expect(document).not.toHaveProperty('x-tolerated');
    expect(document).not.toHaveProperty('x-shared');
    expect(document.paths['/api/foods'].get.operationId).toBe('getFoods');
  });

  it('moves every inline script into a file, so script-src self lets it run, and keeps data blocks', () => {
    const dir = fresh();
    const page = externalizeScripts(
      '<script>run()</script><script type="module">go()</script><script type="application/json">{}</script>',
      dir,
    );
    expect(page).toBe(
      '<script src="redoc-1.js"></script><script type="module" src="redoc-2.js"></script><script type="application/json">{}</script>',
    );
    expect(readdirSync(dir).sort()).toEqual(['redoc-1.js', 'redoc-2.js']);
    expect(readFileSync(join(dir, 'redoc-2.js'), 'utf8')).toBe('go()');
  });
});
