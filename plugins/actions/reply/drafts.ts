/**
 * Reply drafts kept across visits (reply.ts declares these): the text typed in each box, saved as
 * `reply_{id}` while typed; it expires 24 hours after it was last saved, and goes once its reply is
 * posted. When the plugin is registered (with the core, or later with the first-open chunk) the
 * drafts of earlier visits come back, older ones dropped.
 */
import {
  cleanStorage,
  defineState,
  definePluginEvent,
  isPositiveId,
  isRecord,
  isTime,
  LIMITS,
  noteIdOfKey,
  readFields,
  readDraft,
  STORAGE_KEYS,
  without,
  writeDraft,
  type EffectContext,
  type EffectTable,
  type NoteContext,
  type PanelEvent,
} from '../../../src/core/index.ts';
import { boxLeft, boxState, resetsBox, sendSucceeded } from './box.ts';

/** A saved reply draft (`reply_{id}` in storage). */
export interface Draft {
  text: string;
  savedAt: number;
}

const isDraft = (value: unknown): value is Draft => isRecord(value) && typeof value.text === 'string' && isTime(value.savedAt);
const isDrafts = (value: unknown): value is Record<string, Draft> => isRecord(value) && Object.entries(value).every(([id, draft]) => isPositiveId(Number(id)) && isDraft(draft));

/** The text of note `id`'s box changed (saved as its draft, at the fact's time). */
export const draftTyped = definePluginEvent('reply', 'draftTyped', readFields({ text: 'string' }), { formerly: 'reply/draftChanged' });
/** The drafts of earlier visits, read from storage when the plugin was registered. */
export const draftsLoaded = definePluginEvent('reply', 'draftsLoaded', readFields({ drafts: isDrafts }), { formerly: 'reply/draftsRestored' });
/** Drafts left 24 hours since they were saved. */
export const draftsExpired = definePluginEvent('reply', 'draftsExpired', readFields({ ids: 'ids' }), { formerly: 'clock/draftsExpired' });

/** The drafts' facts, for the action's `facts`. */
export const draftFacts = [draftTyped, draftsLoaded, draftsExpired];

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
    ...draftTyped.on((slice: DraftFields, { id, data, at }) => {
      if (id === null) return slice;
      return { ...slice, drafts: data.text === '' ? without(slice.drafts, [id]) : { ...slice.drafts, [id]: { text: data.text, savedAt: at } } };
    }),
    ...draftsLoaded.on((slice: DraftFields, { data }) => ({ ...slice, drafts: { ...data.drafts, ...slice.drafts } })),
    ...draftsExpired.on((slice: DraftFields, { data }) => drop(slice, data.ids)),
    ...sendSucceeded.on((slice: DraftFields, { id }) => (id === null ? slice : drop(slice, [id]))),
    // Leaving a blank box resets it, and its whitespace goes with it.
    ...boxLeft.on((slice: DraftFields, { id, data }, _state, previous) => (resetsBox(boxState.read(previous), id, data.blank) ? drop(slice, [id!]) : slice)),
  },
  check: (value) => isRecord(value) && isRecord(value.drafts),
  // Notes that left the panel take their drafts with them (a draft restored for a note not loaded yet stays).
  left: (slice, ids) => drop(slice, ids),
});

/** The events a change of the box's text appends. */
export function typeDraft(text: string, { note }: NoteContext): PanelEvent[] {
  return [draftTyped.make(note.id, { text })];
}

/** Starts the timer that expires a draft 24 hours after it was saved (unless saved again since). */
function scheduleExpiry(context: EffectContext, id: number | string, savedAt: number): void {
  const due = savedAt + LIMITS.draftExpiryMs + 1 - context.clock.now();
  context.timers.schedule(`draft:${id}`, Math.max(0, due), () => {
    const draft = draftState.read(context.state()).drafts[id];
    return draft && draft.savedAt === savedAt ? draftsExpired.make(null, { ids: [Number(id)] }) : null;
  });
}

/** Saves note `id`'s draft as `text` (a blank one is none: its expiry goes). */
function save(context: EffectContext, id: number | null, text: string, at: number): void {
  if (id === null) return;
  writeDraft(context.storage, id, text, at);
  if (text.trim() === '') context.timers.cancel(`draft:${id}`);
  else scheduleExpiry(context, id, at);
}

/** The effects reply.ts names: storage and expiry follow the drafts. */
export const draftEffects: EffectTable = {
  ...draftTyped.effect(({ id, data, at }, context) => save(context, id, data.text, at)),
  ...draftsLoaded.effect(({ data }, context) => {
    for (const [id, draft] of Object.entries(data.drafts)) scheduleExpiry(context, id, draft.savedAt);
  }),
  // A posted reply's draft goes.
  ...sendSucceeded.effect(({ id, at }, context) => save(context, id, '', at)),
  ...draftsExpired.effect(({ data, at }, context) => {
    for (const id of data.ids) save(context, id, '', at);
  }),
};

/** The drafts saved by earlier visits, those older than 24 hours dropped, as the fact that restores them. */
export function restoreDrafts(context: EffectContext): PanelEvent[] {
  cleanStorage(context.storage, { now: context.clock.now() });
  const drafts: Record<string, Draft> = {};
  for (const key of context.storage.keys()) {
    const id = noteIdOfKey(key);
    if (id === null || key !== STORAGE_KEYS.replyDraft(id)) continue;
    const draft = readDraft(context.storage, id);
    if (draft) drafts[id] = draft;
  }
  return Object.keys(drafts).length ? [draftsLoaded.make(null, { drafts })] : [];
}
