// axe-core in a Chromium page: the serious and critical WCAG 2.0 and 2.1
// A/AA violations of the whole document, and a readable account of them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe on the whole document and returns the serious and critical WCAG A/AA violations. */
export async function severeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags) => {
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }));
  }, WCAG_TAGS);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Rule, impact, the first few targets and why each fails. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 4)
        .map((node) => `    - ${JSON.stringify(node.target)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 4 ? `\n    … and ${violation.nodes.length - 4} more` : '';
      return `  ${violation.id} (${violation.impact}, ${violation.nodes.length} elements): ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}
