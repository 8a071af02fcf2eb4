/**
 * The reply plugin's one slice of state, made of its features' parts: each note's box (box.ts) and
 * draft (drafts.ts), the mention suggestions (mentions.ts) and who is replying (profile.ts). Each
 * part owns some fields of the slice and folds the events it names; an event that several parts
 * name is folded by each in turn, each keeping to its own fields.
 */
import { defineState, type ComposerBox, type NoteContext, type SliceHandler, type StateField } from '../../../src/core/index.ts';
import { boxState, type BoxFields } from './box.ts';
import { draftState, type DraftFields } from './drafts.ts';
import { mentionState, type MentionFields } from './mentions.ts';
import { profileState, type ProfileFields } from './profile.ts';

/** Everything the reply plugin keeps. */
export type ReplySlice = BoxFields & DraftFields & MentionFields & ProfileFields;

const parts: readonly StateField<Partial<ReplySlice>>[] = [boxState, draftState, mentionState, profileState];

// A part's answer over the slice: the part spreads the slice it was given, and any field it left out is kept.
const merged = (slice: ReplySlice, answer: Partial<ReplySlice>): ReplySlice => (answer === slice ? slice : { ...slice, ...answer });

/** Every part's handler of each event, run in turn. */
function foldInTurn(): Record<string, SliceHandler<ReplySlice>> {
  const keys = new Set(parts.flatMap((part) => Object.keys(part.on)));
  return Object.fromEntries(
    [...keys].map((key) => {
      const handlers = parts.flatMap((part) => part.on[key] ?? []);
      const fold: SliceHandler<ReplySlice> = (slice, event, state, previous) => handlers.reduce((next, handler) => merged(next, handler(next, event, state, previous)), slice);
      return [key, fold];
    }),
  );
}

/** The reply plugin's slice (reply.ts registers it). */
export const replyState = defineState<ReplySlice>('reply', {
  init: () => Object.assign({}, ...parts.map((part) => part.init())),
  on: foldInTurn(),
  // A replayed log's header may hold anything here, or an older shape: it starts afresh unless every part reads it.
  check: (value) => parts.every((part) => part.check?.(value) ?? true),
  left: (slice, ids, state) => parts.reduce((next, part) => (part.left ? merged(next, part.left(next, ids, state)) : next), slice),
  busyNotes: (slice) => parts.flatMap((part) => part.busyNotes?.(slice) ?? []),
});

/** What the reply box of a note shows now. */
export function replyBox({ note, state }: NoteContext): ComposerBox {
  const box = boxState.read(state).replies[note.id];
  return { phase: box?.phase ?? 'idle', text: draftState.read(state).drafts[note.id]?.text ?? '', focusKey: box };
}
