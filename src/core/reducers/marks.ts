import { markSelectedRead, setReads } from './selection.ts';
import { without, type Handlers } from './types.ts';

/** Read marks. (Approval, like and follow states are their actions' own: src/core/overrides.ts, plugins/actions/follow.ts.) */
export const marksHandlers: Handlers = {
  'note/markedRead': (state, event) => setReads(state, event.ids, true),
  'note/markedUnread': (state, event) => setReads(state, event.ids, false),
  'note/readMarkCleared': (state, event) => markSelectedRead({ ...state, reads: without(state.reads, event.ids) }),
};
