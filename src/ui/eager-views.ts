import { createContext, type ComponentType } from 'react';
import type { FilterName, UndoKind } from '../core/events.ts';
import type { Note } from '../core/note.ts';
import type { UndoState } from '../core/state.ts';

/** The views the iframe loads on demand, given up front. */
export interface EagerViews {
  NoteDetail: ComponentType<{ note: Note; takeFocus?: boolean }>;
  BulkToolbar: ComponentType;
  ShortcutsHelp: ComponentType;
  UndoBar: ComponentType<{ undo: UndoState; placement: 'row' | 'panel' }>;
  UndoMessage: ComponentType<{ kind: UndoKind; count: number }>;
  EmptyState: ComponentType<{ filter: FilterName }>;
}

/**
 * Set by the library's panel (FullPanel.tsx), which bundles every view: a host app, a server render
 * or the CLI then draws an open note in the same pass, never a loading state. The iframe app leaves
 * it unset, so its first open loads no detail code (src/ui/lazy-views.ts).
 */
export const EagerViewsContext = createContext<EagerViews | null>(null);
