/**
 * axe-core run inside the page (injected from node_modules, the installed 4.14.1), so it checks the
 * DOM and CSS Chromium really rendered: contrast, names, roles, focusable hidden content.
 */
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One violation, trimmed to what a failure message needs. */
export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing node: its selector and axe's reason. */
  targets: string[];
}

/** What axe should skip. */
export interface AxeScope {
  /** Selectors left out of this run (covered by another test). */
  exclude?: string[];
}

/**
 * Runs axe with its default rules, none disabled, on the frame's (or page's) document: the panel's
 * frame is a document of its own and must pass page-level rules (one main landmark, an h1) too.
 * `iframes: false` keeps a host page's run to itself.
 */
export async function axeViolations(target: Frame | Page, scope: AxeScope = {}): Promise<Violation[]> {
  const present = await target.evaluate(() => 'axe' in window);
  if (!present) await target.addScriptTag({ path: AXE_PATH });
  return target.evaluate(
    async ({ exclude }) => {
      type Axe = {
        run(context: unknown, options: Record<string, unknown>): Promise<{
          violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>;
        }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const context = exclude.length > 0 ? { include: [document], exclude: exclude.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { iframes: false, resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
      }));
    },
    { exclude: scope.exclude ?? [] },
  );
}

/** A readable summary for the assertion message. */
export const describeViolations = (violations: Violation[]): string =>
  violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.join('\n    ')}`).join('\n');
