// What `--expect` compares: the final screen, the API calls and the host messages, as lines, with
// a line diff that shows a reader what changed rather than "objects differ".
import { InputError } from './errors.ts';
import { readJsonSource } from './json-source.ts';

/** The outcome of a run, as stored in `*.expected.json`. */
export interface Outcome {
  screen: string[];
  apiCalls: string[];
  hostMessages: string[];
}

const PARTS: (keyof Outcome)[] = ['screen', 'apiCalls', 'hostMessages'];

/** Folds runs of identical lines into one `line (×N)`, so a day of polls stays readable. */
export function collapseRepeats(lines: readonly string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < lines.length; ) {
    let end = index + 1;
    while (end < lines.length && lines[end] === lines[index]) end++;
    result.push(end - index > 1 ? `${lines[index]} (×${end - index})` : lines[index]!);
    index = end;
  }
  return result;
}

/** One line of a diff: kept, removed or added. */
interface Edit {
  mark: ' ' | '-' | '+';
  text: string;
}

/** The most lines an expected outcome's part may hold (a day's run collapses to a few hundred). */
export const MAX_OUTCOME_LINES = 50_000;
/** The largest middle (rows × columns) the exact diff compares; past it the middle is shown as replaced. */
const MAX_DIFF_CELLS = 4_000_000;

/**
 * A unified-style diff of two line lists: `-` expected, `+` actual, two lines of context. The lines
 * both lists start and end with are matched first; the longest-common-subsequence table is built only
 * for what is left, and only while it is small: a larger middle is shown as all removed, then all
 * added, so memory and time stay linear in the lines.
 */
export function diffLines(expected: readonly string[], actual: readonly string[], context = 2): string[] {
  let head = 0;
  while (head < expected.length && head < actual.length && expected[head] === actual[head]) head++;
  let tail = 0;
  while (tail < expected.length - head && tail < actual.length - head && expected[expected.length - 1 - tail] === actual[actual.length - 1 - tail]) tail++;
  // Concatenated, not spread into push: a spread of 400,000 lines overflows the stack.
  const edits = expected
    .slice(0, head)
    .map((text): Edit => ({ mark: ' ', text }))
    .concat(middleEdits(expected.slice(head, expected.length - tail), actual.slice(head, actual.length - tail)))
    .concat(expected.slice(expected.length - tail).map((text): Edit => ({ mark: ' ', text })));
  const near = (index: number) => edits.slice(Math.max(0, index - context), index + context + 1).some((edit) => edit.mark !== ' ');
  const out: string[] = [];
  let skipped = false;
  edits.forEach((edit, index) => {
    if (edit.mark === ' ' && !near(index)) {
      if (!skipped) out.push('  …');
      skipped = true;
      return;
    }
    skipped = false;
    out.push(`${edit.mark} ${edit.text}`);
  });
  return out;
}

/** The edits that turn `expected` into `actual`: exact (the LCS table) while rows × columns is small. */
function middleEdits(expected: readonly string[], actual: readonly string[]): Edit[] {
  const rows = expected.length;
  const cols = actual.length;
  if (rows * cols > MAX_DIFF_CELLS) return expected.map((text): Edit => ({ mark: '-', text })).concat(actual.map((text): Edit => ({ mark: '+', text })));
  // Longest common subsequence table, from the end.
  const lcs: number[][] = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) lcs[i]![j] = expected[i] === actual[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const edits: Edit[] = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && expected[i] === actual[j]) {
      edits.push({ mark: ' ', text: expected[i++]! });
      j++;
    } else if (i < rows && (j === cols || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) edits.push({ mark: '-', text: expected[i++]! });
    else edits.push({ mark: '+', text: actual[j++]! });
  }
  return edits;
}

/** The differences between an expected and an actual outcome, as text; empty when they agree. */
export function compareOutcomes(expected: Outcome, actual: Outcome): string {
  const sections: string[] = [];
  for (const part of PARTS) {
    if (JSON.stringify(expected[part]) === JSON.stringify(actual[part])) continue;
    sections.push(`${part} differs (- expected, + actual):`, ...diffLines(expected[part], actual[part]));
  }
  return sections.join('\n');
}

/** Reads an expected outcome file. */
export function readOutcome(file: string): Outcome {
  const source = readJsonSource(file);
  const data = source.value as Record<string, unknown> | null;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new InputError(file, 1, 'an expected outcome is { "screen": [...], "apiCalls": [...], "hostMessages": [...] }');
  for (const part of PARTS) {
    const value = data[part];
    if (!Array.isArray(value) || !value.every((line) => typeof line === 'string')) {
      throw new InputError(file, source.lineOf([part]), `"${part}" must be a list of lines (strings)`);
    }
    if (value.length > MAX_OUTCOME_LINES) throw new InputError(file, source.lineOf([part]), `"${part}" holds ${value.length} lines; an outcome holds at most ${MAX_OUTCOME_LINES}`);
  }
  return { screen: data.screen as string[], apiCalls: data.apiCalls as string[], hostMessages: data.hostMessages as string[] };
}
