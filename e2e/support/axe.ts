import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { AXE_RUN_OPTIONS } from '../../src/testing/axe-rules';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now, under the rules the stories run
 * (src/testing/axe-rules.ts), one line each: the rule, what it says, and where.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag: it does not depend on the page's own rules for scripts.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, options),
    AXE_RUN_OPTIONS as unknown as RunOptions,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.help}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
    ),
  );
}
