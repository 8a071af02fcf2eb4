/**
 * Reply drafts kept across visits (reply.ts declares these): each draft is saved as `reply_{id}`
 * while typed, expires 24 hours after it was last saved, and goes once its reply is posted. When the
 * plugin is registered (with the core, or later with the first-open chunk) the drafts of earlier
 * visits come back, older ones dropped.
 */
import { cleanStorage, LIMITS, noteIdOfKey, readDraft, STORAGE_KEYS, writeDraft, type EffectContext, type EffectTable, type PanelEvent } from '../../src/core/index.ts';
import { replyState, type Draft } from './reply-state.ts';

/** Starts the timer that expires a draft 24 hours after it was saved (unless saved again since). */
function scheduleExpiry(context: EffectContext, id: number | string, savedAt: number): void {
  const due = savedAt + LIMITS.draftExpiryMs + 1 - context.clock.now();
  context.timers.schedule(`draft:${id}`, Math.max(0, due), () => {
    const draft = replyState.read(context.state()).drafts[id];
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
