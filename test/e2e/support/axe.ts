// Accessibility scan of what the page shows now, with axe-core (the package's own build,
// node_modules/axe-core/axe.min.js). The page runs under a strict CSP (script-src 'self'),
// so axe is not added as a <script> tag: its source is evaluated through DevTools
// (page.evaluate with a string), which the page's CSP does not govern.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

let axeSource: string | undefined;

function axeSourceText(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface AxeViolation {
  id: string;
  impact: ImpactValue | null;
  help: string;
  helpUrl: string;
  /** The CSS selector (frame path) of every node that fails the rule. */
  targets: string[];
}

/** Runs axe-core on the page's document as it is now; every violation, whatever its impact. */
export async function axeViolations(page: Page, options: RunOptions = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSourceText());
  return page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { ...runOptions, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  }, options);
}

/** Fails listing id, impact, help and targets of every serious or critical axe violation on the page. */
export async function expectNoSeriousAxeViolations(page: Page, screenName: string, options: RunOptions = {}): Promise<void> {
  const serious = (await axeViolations(page, options)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => `- ${violation.id} (${violation.impact}): ${violation.help} [${violation.helpUrl}]\n    ${violation.targets.join('\n    ')}`).join('\n');
  expect(serious, `${screenName}: ${serious.length} serious or critical accessibility violation(s):\n${report}`).toEqual([]);
}
