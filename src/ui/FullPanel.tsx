// The panel as the library exports it: every view in the same bundle (see eager-views.ts).
import { BulkToolbar } from './BulkToolbar.tsx';
import { EagerViewsContext, type EagerViews } from './eager-views.ts';
import { EmptyState } from './EmptyState.tsx';
import { NoteDetail } from './NoteDetail.tsx';
import { ShortcutsHelp } from './ShortcutsHelp.tsx';
import { UndoBar, UndoMessage } from './UndoBar.tsx';
import { NotificationsPanel as Panel, type NotificationsPanelProps } from './Panel.tsx';

const views: EagerViews = { NoteDetail, BulkToolbar, ShortcutsHelp, UndoBar, UndoMessage, EmptyState };

/** The notifications panel, with the open note and bulk toolbar drawn at once. */
export function NotificationsPanel(props: NotificationsPanelProps) {
  return (
    <EagerViewsContext.Provider value={views}>
      <Panel {...props} />
    </EagerViewsContext.Provider>
  );
}
