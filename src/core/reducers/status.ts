import { LIMITS } from '../state.ts';
import type { Handlers } from './types.ts';

/** The status bar: a message shown, and hidden when its own timer fires. */
export const statusHandlers: Handlers = {
  'status/shown': (state, event) => ({
    ...state,
    status: {
      message: event.message,
      kind: event.kind,
      durationMs: event.durationMs ?? LIMITS.statusMs,
      link: event.link ?? null,
      seq: event.seq,
      ...(event.count !== undefined && event.plural !== undefined ? { plural: event.plural, count: event.count } : {}),
      ...(typeof event.name === 'string' ? { name: event.name.slice(0, 64) } : {}),
    },
  }),
  'clock/statusExpired': (state, event) => (state.status?.seq === event.statusSeq ? { ...state, status: null } : state),
};
