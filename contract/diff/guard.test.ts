// @vitest-environment node
/**
 * The breaking-change guard of `npm test`: contract/openapi.yaml against the last released version in
 * contract/released/, and the guard itself on changes to the real document.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../check/load';
import { readContractVersion, type ContractVersion } from './documents';
import { latestReleasedFile, releaseVerdict } from './guard';
import { contractDocument, paths, removeProperty, setVersion } from './test-documents';

describe('the contract and its last release', () => {
  it('breaks none of the core calls of the last released version, or says so in a new major version', () => {
    const released = latestReleasedFile();
    expect(released, 'contract/released/ holds no openapi-<version>.yaml').not.toBeNull();
    const verdict = releaseVerdict(readContractVersion(released!), readContractVersion(CONTRACT_FILE));
    expect(verdict.ok, verdict.ok ? '' : `\n${verdict.message}\n`).toBe(true);
  });
});

describe('the release guard', () => {
  const released: ContractVersion = {
    file: 'contract/released/openapi-1.0.0.yaml',
    version: '1.0.0',
    document: contractDocument(),
  };
  const current = (version: string, edit: (document: Record<string, unknown>) => void): ContractVersion => {
    const document = contractDocument();
    setVersion(document, version);
    edit(document);
    return { file: 'contract/openapi.yaml', version, document };
  };
  const dropCartPrice = (document: Record<string, unknown>) => removeProperty(document, 'CartItem', 'price');

  it('fails a breaking change to a core call without a new major version, saying what broke and what to do', () => {
    const verdict = releaseVerdict(released, current('1.1.0', dropCartPrice));
    expect(verdict.ok).toBe(false);
    const message = verdict.ok ? '' : verdict.message;
    expect(message).toContain(
      'contract/openapi.yaml (1.1.0) breaks core calls of the released 1.0.0 (contract/released/openapi-1.0.0.yaml):',
    );
    expect(message).toContain(
      '  POST /api/orders/create: response 201 property "items[].price" removed — breaking',
    );
    expect(message).toContain('  - undo the change, or\n');
    expect(message).toContain(
      '  - make it a new major version: set info.version to 2.0.0 in contract/openapi.yaml; when 2.0.0 is ' +
        'released, copy the document to contract/released/openapi-2.0.0.yaml',
    );
    // Only the core calls: the order history is an extension.
    expect(message).not.toContain('GET /api/orders:');
  });

  it('passes the same change in a new major version', () => {
    expect(releaseVerdict(released, current('2.0.0', dropCartPrice))).toEqual({ ok: true });
  });

  it('passes a breaking change to an extension only, and additions', () => {
    const verdict = releaseVerdict(
      released,
      current('1.0.0', (document) => {
        delete paths(document)['/api/orders/{id}/cancel'];
        (paths(document)['/api/foods']!.get!.responses as Record<string, unknown>)['404'] = {
          description: 'None.',
        };
      }),
    );
    expect(verdict).toEqual({ ok: true });
  });

  it('compares with the highest released version', () => {
    const [folder, empty] = [
      mkdtempSync(join(tmpdir(), 'released-')),
      mkdtempSync(join(tmpdir(), 'released-')),
    ];
    for (const name of ['openapi-1.2.0.yaml', 'openapi-1.10.0.yaml', 'openapi-0.9.9.yaml', 'notes.md']) {
      writeFileSync(join(folder, name), '');
    }
    expect(latestReleasedFile(folder)).toBe(join(folder, 'openapi-1.10.0.yaml'));
    expect(latestReleasedFile(empty)).toBeNull();
    for (const made of [folder, empty]) rmSync(made, { recursive: true, force: true });
  });
});
