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

/**
 * Rules that judge a whole page, not a widget: the panel's document is a fragment of the host page
 * (which has the main landmark and the h1), so these would fail any embedded frame by design. The
 * best-practice `region` rule stays on: every part of the panel sits in a named landmark.
 */
const PAGE_LEVEL_RULES = ['landmark-one-main', 'page-has-heading-one'];

/** What axe should skip, besides the page-level rules. */
export interface AxeScope {
  /** Selectors left out of this run (covered by another test). */
  exclude?: string[];
  /** Apply PAGE_LEVEL_RULES' exemption (true for the panel's iframe, false for the host page). */
  embedded?: boolean;
}

/** Runs axe on the frame's (or page's) document; `iframes: false` keeps a host page's run to itself. */
export async function axeViolations(target: Frame | Page, scope: AxeScope = {}): Promise<Violation[]> {
  const present = await target.evaluate(() => 'axe' in window);
  if (!present) await target.addScriptTag({ path: AXE_PATH });
  const disabled = scope.embedded === false ? [] : PAGE_LEVEL_RULES;
  return target.evaluate(
    async ({ exclude, disabled }) => {
      type Axe = {
        run(context: unknown, options: Record<string, unknown>): Promise<{
          violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>;
        }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const context = exclude.length > 0 ? { include: [document], exclude: exclude.map((selector) => [selector]) } : document;
      const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
      const result = await axe.run(context, { iframes: false, resultTypes: ['violations'], rules });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
      }));
    },
    { exclude: scope.exclude ?? [], disabled },
  );
}

/** A readable summary for the assertion message. */
export const describeViolations = (violations: Violation[]): string =>
  violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.join('\n    ')}`).join('\n');
