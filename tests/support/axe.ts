import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

/**
 * axe-core run inside a page (issue 15): the WCAG 2.0, 2.1 and 2.2 A and AA rules. The engine is
 * evaluated through the DevTools protocol, not added as a <script>: the site's Content-Security-Policy
 * allows scripts from 'self' only, and the test must see the page under its real headers.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail a page; moderate and minor ones are reported by axe but left to review. */
const FAILING: ImpactValue[] = ['serious', 'critical'];

export interface Violation {
  rule: string;
  impact: string;
  /** The CSS selectors of the offending nodes (the first few). */
  targets: string[];
  /** axe's own summary of the first node: what to fix. */
  summary: string;
}

/** Runs axe on the page as it stands and answers its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    WCAG_TAGS,
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact && FAILING.includes(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: (violation.nodes[0]?.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
    }));
}

/** One readable line per violation, under the page it was found on. */
export function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map(
    (violation) =>
      `${where}: ${violation.rule} (${violation.impact}) at ${violation.targets.join(', ')}: ${violation.summary}`,
  );
}
