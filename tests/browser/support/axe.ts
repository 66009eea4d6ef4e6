import axe from 'axe-core';
import type { Page } from 'playwright-core';

// WCAG 2.0–2.2, levels A and AA: what issue 19 holds every screen to.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe guesses that a text drawn very differently by its font and by a fallback font is an icon
 * font's ligature, and then skips its contrast; joined Arabic letters look like that to it, so an
 * Arabic page's text would go unchecked. The app draws icons as SVG only: the guess is switched off.
 */
const LIGATURE_GUESS = 'function _isIconLigature(textVNode) {';
const withoutLigatureGuess = (() => {
  if (!axe.source.includes(LIGATURE_GUESS)) throw new Error(`axe-core ${axe.version} no longer has ${LIGATURE_GUESS}: update tests/browser/support/axe.ts`);
  return axe.source.replace(LIGATURE_GUESS, `${LIGATURE_GUESS} return false;`);
})();

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe's results, the part this file reads. */
interface AxeResults {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/**
 * The serious and critical WCAG A/AA violations on the page as it stands; `skip` leaves out parts
 * already checked (the sidebar, the same on every screen). Only violations are collected: what
 * passes is not worth axe's time. axe is put in the page once (a screen opened inside the app
 * keeps it) and run there directly: @axe-core/playwright injected it again and finished every run
 * in a new page, three times the cost of the check itself. The app draws no frames.
 */
export const seriousViolations = async (page: Page, skip: string[] = []): Promise<Violation[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(withoutLigatureGuess);
  const results = await page.evaluate(
    ([tags, exclude]) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(
        exclude.length > 0 ? { include: [['html']], exclude: exclude.map((selector) => [selector]) } : document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false },
      ),
    [TAGS, skip] as const,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`),
    }));
};
