import { LIMITS, type PanelState, type ReplyState } from '../state.ts';
import { without, withEntry, type Handlers } from './types.ts';

function reply(state: PanelState, id: number, patch: Partial<ReplyState>): PanelState {
  const current = state.replies[id] ?? { phase: 'idle', retries: 0 };
  return { ...state, replies: withEntry(state.replies, id, { ...current, ...patch }) };
}

function shortcuts(state: PanelState, enabled: boolean): PanelState {
  return { ...state, ui: { ...state.ui, keyboardShortcutsAreEnabled: enabled } };
}

/** Reply box phases, drafts and the status bar. */
export const replyHandlers: Handlers = {
  'reply/activated': (state, event) => reply(state, event.id, { phase: 'active' }),
  // Leaving a blank box resets it, and its whitespace goes with it.
  'reply/blurred': (state, event) =>
    event.blank && state.replies[event.id]?.phase === 'active'
      ? { ...reply(state, event.id, { phase: 'idle' }), drafts: without(state.drafts, [event.id]) }
      : state,
  // Whitespace is kept while typing (a reply may start with a line break); storage skips blank drafts.
  'reply/draftChanged': (state, event) => ({
    ...state,
    drafts: event.text === '' ? without(state.drafts, [event.id]) : withEntry(state.drafts, event.id, { text: event.text, savedAt: event.at }),
  }),
  // Shortcuts and navigation stay off while a reply is on its way.
  'reply/submitted': (state, event) => shortcuts(reply(state, event.id, { phase: 'submitting' }), false),
  'reply/retryScheduled': (state, event) => reply(state, event.id, { retries: event.attempt }),
  'reply/posted': (state, event) =>
    shortcuts({ ...reply(state, event.id, { phase: 'posted', retries: 0 }), drafts: without(state.drafts, [event.id]) }, true),
  'reply/failed': (state, event) => shortcuts(reply(state, event.id, { phase: 'failed', retries: 0 }), true),
  'reply/draftsRestored': (state, event) => ({ ...state, drafts: { ...event.drafts, ...state.drafts } }),
  'clock/draftsExpired': (state, event) => ({ ...state, drafts: without(state.drafts, event.ids) }),

  'status/shown': (state, event) => ({
    ...state,
    status: {
      message: event.message,
      kind: event.kind,
      durationMs: event.durationMs ?? LIMITS.statusMs,
      link: event.link ?? null,
      seq: event.seq,
      ...(event.count !== undefined && event.plural !== undefined ? { plural: event.plural, count: event.count } : {}),
    },
  }),
  'clock/statusExpired': (state, event) => (state.status?.seq === event.statusSeq ? { ...state, status: null } : state),
};
