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

/** A unified-style diff of two line lists: `-` expected, `+` actual, two lines of context. */
export function diffLines(expected: readonly string[], actual: readonly string[], context = 2): string[] {
  // Longest common subsequence table, from the end.
  const rows = expected.length;
  const cols = actual.length;
  const lcs: number[][] = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) lcs[i]![j] = expected[i] === actual[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const edits: { mark: ' ' | '-' | '+'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && expected[i] === actual[j]) {
      edits.push({ mark: ' ', text: expected[i++]! });
      j++;
    } else if (i < rows && (j === cols || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) edits.push({ mark: '-', text: expected[i++]! });
    else edits.push({ mark: '+', text: actual[j++]! });
  }
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
  }
  return { screen: data.screen as string[], apiCalls: data.apiCalls as string[], hostMessages: data.hostMessages as string[] };
}
