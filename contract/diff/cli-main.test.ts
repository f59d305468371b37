// @vitest-environment node
/** The contract:diff CLI on documents written to files: its report, help and exit codes. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../check/load';
import { runDiffCli } from './cli-main';
import { addProperty, contractDocument, removeProperty } from './test-documents';

const folder = mkdtempSync(join(tmpdir(), 'contract-diff-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function writeDocument(name: string, edit: (document: Record<string, unknown>) => void): string {
  const document = contractDocument();
  edit(document);
  const file = join(folder, name);
  writeFileSync(file, stringify(document));
  return file;
}

function cli(args: string[]) {
  let out = '';
  let err = '';
  const code = runDiffCli(args, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe('npm run contract:diff', () => {
  it('lists a breaking change per call with the versions compared, and exits 1', () => {
    const newer = writeDocument('breaking.yaml', (document) => {
      removeProperty(document, 'User', 'token');
      addProperty(document, 'LoginPayload', 'remember', false);
    });
    const { code, out } = cli([CONTRACT_FILE, newer]);
    expect(out).toContain(`Changes from 1.0.0 (${CONTRACT_FILE}) to 1.0.0 (${newer})`);
    expect(out).toMatch(/^Breaking \(\d+\)$/m);
    expect(out).toMatch(/^ {2}POST \/api\/auth\/login: response 200 property "token" removed — breaking$/m);
    expect(out).toMatch(
      /^Not breaking \(1\)\n {2}POST \/api\/auth\/login: request property "remember" added — additive$/m,
    );
    // The breaking lines come before the others.
    expect(out.indexOf('— breaking')).toBeLessThan(out.indexOf('— additive'));
    expect(out).toMatch(/^\d+ breaking changes \(\d+ to the ten core calls\), 1 not breaking\.$/m);
    expect(code).toBe(1);
  });

  it('exits 0 when nothing breaks, and compares with contract/openapi.yaml by default', () => {
    const older = writeDocument('older.yaml', (document) => removeProperty(document, 'Food', 'description'));
    const { code, out } = cli([older]);
    expect(out).toContain('GET /api/foods: response 200 property "[].description" added — additive');
    expect(out).toMatch(/^Nothing breaking; \d+ changes\.$/m);
    expect(code).toBe(0);
  });

  it('says so when the two documents differ in nothing a client notices', () => {
    const { code, out } = cli([CONTRACT_FILE, CONTRACT_FILE]);
    expect(out).toContain('No change a client or server would notice.');
    expect(code).toBe(0);
  });

  it('--help explains the arguments and the exit codes', () => {
    const { code, out } = cli(['--help']);
    expect(out).toContain('Usage: npm run contract:diff -- <older openapi.yaml> [<newer openapi.yaml>]');
    expect(out).toContain('Exit code: 0 when nothing breaks, 1 when a change is breaking, 2 on bad usage');
    expect(code).toBe(0);
  });

  it.each([
    [[], 'Give the older document to compare with.'],
    [['--json', CONTRACT_FILE], 'Unknown option --json.'],
    [[join(folder, 'missing.yaml')], `Cannot read ${join(folder, 'missing.yaml')}: there is no such file.`],
  ])('%j: a clear message and exit 2', (args, message) => {
    const { code, err, out } = cli(args);
    expect(err).toContain(message);
    expect(out).toBe('');
    expect(code).toBe(2);
  });

  it('refuses a file that is no OpenAPI document, saying why', () => {
    const file = join(folder, 'package.yaml');
    writeFileSync(file, 'name: food-store\n');
    const { code, err } = cli([file]);
    expect(err).toBe(`${file} is not an OpenAPI 3 document (it needs "openapi: 3.x" and "paths").\n`);
    expect(code).toBe(2);
  });
});
