/**
 * Reply drafts kept across visits (reply.ts declares these): the text typed in each box, saved as
 * `reply_{id}` while typed; it expires 24 hours after it was last saved, and goes once its reply is
 * posted. When the plugin is registered (with the core, or later with the first-open chunk) the
 * drafts of earlier visits come back, older ones dropped.
 */
import {
  cleanStorage,
  defineState,
  isRecord,
  LIMITS,
  noteIdOfKey,
  readDraft,
  STORAGE_KEYS,
  without,
  writeDraft,
  type EffectContext,
  type EffectTable,
  type NoteContext,
  type PanelEvent,
} from '../../../src/core/index.ts';
import { boxState } from './box.ts';

/** A saved reply draft (`reply_{id}` in storage). */
export interface Draft {
  text: string;
  savedAt: number;
}

/** The drafts' part of the reply slice. */
export interface DraftFields {
  drafts: Record<string, Draft>;
}

const drop = (slice: DraftFields, ids: readonly (number | string)[]): DraftFields => {
  const drafts = without(slice.drafts, ids);
  return drafts === slice.drafts ? slice : { ...slice, drafts };
};

/** The drafts, folded into the reply slice (state.ts). */
export const draftState = defineState<DraftFields>('reply', {
  init: () => ({ drafts: {} }),
  on: {
    // Whitespace is kept while typing (a reply may start with a line break); storage skips blank drafts.
    'reply/draftChanged': (slice, event) => ({
      ...slice,
      drafts: event.text === '' ? without(slice.drafts, [event.id]) : { ...slice.drafts, [event.id]: { text: event.text, savedAt: event.at } },
    }),
    'reply/draftsRestored': (slice, event) => ({ ...slice, drafts: { ...event.drafts, ...slice.drafts } }),
    'clock/draftsExpired': (slice, event) => drop(slice, event.ids),
    'reply/posted': (slice, event) => drop(slice, [event.id]),
    // Leaving a blank box resets it, and its whitespace goes with it.
    'reply/blurred': (slice, event, _state, previous) => (event.blank && boxState.read(previous).replies[event.id]?.phase === 'active' ? drop(slice, [event.id]) : slice),
  },
  check: (value) => isRecord(value) && isRecord(value.drafts),
  // Notes that left the panel take their drafts with them (a draft restored for a note not loaded yet stays).
  left: (slice, ids) => drop(slice, ids),
});

/** The events a change of the box's text appends. */
export function typeDraft(text: string, { note }: NoteContext): PanelEvent[] {
  return [{ type: 'reply/draftChanged', id: note.id, text }];
}

/** Starts the timer that expires a draft 24 hours after it was saved (unless saved again since). */
function scheduleExpiry(context: EffectContext, id: number | string, savedAt: number): void {
  const due = savedAt + LIMITS.draftExpiryMs + 1 - context.clock.now();
  context.timers.schedule(`draft:${id}`, Math.max(0, due), () => {
    const draft = draftState.read(context.state()).drafts[id];
    return draft && draft.savedAt === savedAt ? { type: 'clock/draftsExpired', ids: [Number(id)] } : null;
  });
}

/** The effects reply.ts names: storage and expiry follow the drafts. */
export const draftEffects: EffectTable = {
  'reply/draftChanged': (event, context) => {
    writeDraft(context.storage, event.id, event.text, event.at);
    if (event.text.trim() === '') context.timers.cancel(`draft:${event.id}`);
    else scheduleExpiry(context, event.id, event.at);
  },
  'reply/draftsRestored': (event, context) => {
    for (const [id, draft] of Object.entries(event.drafts)) scheduleExpiry(context, id, draft.savedAt);
  },
  'reply/posted': (event, context) => {
    writeDraft(context.storage, event.id, '', event.at);
    context.timers.cancel(`draft:${event.id}`);
  },
  'clock/draftsExpired': (event, context) => {
    for (const id of event.ids) writeDraft(context.storage, id, '', event.at);
  },
};

/** The drafts saved by earlier visits, those older than 24 hours dropped, as the event that restores them. */
export function restoreDrafts(context: EffectContext): PanelEvent[] {
  cleanStorage(context.storage, { now: context.clock.now() });
  const drafts: Record<string, Draft> = {};
  for (const key of context.storage.keys()) {
    const id = noteIdOfKey(key);
    if (id === null || key !== STORAGE_KEYS.replyDraft(id)) continue;
    const draft = readDraft(context.storage, id);
    if (draft) drafts[id] = draft;
  }
  return Object.keys(drafts).length ? [{ type: 'reply/draftsRestored', drafts }] : [];
}
