// The benchmarks' notes: bench/generator.ts (every common type, comments of 1-4 sentences with replies
// and mentions, likes and follows of 1-8 people, badges), one every 10 minutes back from the start of
// the benchmark (5,000 notes reach back 35 days, so every time group shows); the last hour's six are
// new to the bell.
import { createMockState, type MockNote, type MockState } from '../mock/index.ts';
import { generateNote } from './generator.ts';

const NEWEST = Math.floor(Date.now() / 60_000) * 60_000;
const STEP_MS = 600_000;

/** A mock state holding `count` generated notes, newest first. */
export function benchState(count: number): MockState {
  let time = NEWEST;
  const state = createMockState({ notes: [], clock: () => time });
  for (let index = 0; index < count; index++) {
    time = NEWEST - index * STEP_MS;
    state.createNote({ ...generateNote(index + 1), id: index + 1 });
  }
  time = NEWEST;
  state.markSeen(Math.floor((NEWEST - 3_600_000) / 1000));
  return state;
}

/** The `count` notes as the list endpoint serves them, newest first, with the last-seen time. */
export function benchNotes(count: number): { lastSeenTime: number; notes: MockNote[] } {
  const state = benchState(count);
  return { lastSeenTime: state.lastSeenTime(), notes: state.listNotes({ number: count }) };
}

/** The text a row of note `note` shows first: its subject's first block. */
export function subjectText(note: MockNote): string {
  return String(note.subject[0]?.text ?? '');
}
