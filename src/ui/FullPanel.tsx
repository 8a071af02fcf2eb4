// The panel as the library exports it: every view in the same bundle (see views.tsx).
import { BulkToolbar } from './BulkToolbar.tsx';
import { DetailStack as NoteDetail } from './DetailStack.tsx';
import { EmptyState } from './EmptyState.tsx';
import { FilterPreviews } from './FilterPreviews.tsx';
import { ShortcutsHelp } from './ShortcutsHelp.tsx';
import { SettingsContent as Settings } from './SettingsContent.tsx';
import { SiteMenu } from './SiteMenu.tsx';
import { UndoBar } from './UndoBar.tsx';
import { NotificationsPanel as Panel, type NotificationsPanelProps } from './Panel.tsx';
import { LaterViewsContext } from './views.tsx';

const views = { NoteDetail, BulkToolbar, ShortcutsHelp, FilterPreviews, SiteMenu, UndoBar, EmptyState, Settings, lazy: false };

/** The notifications panel, with the open note and bulk toolbar drawn at once. */
export function NotificationsPanel(props: NotificationsPanelProps) {
  return (
    <LaterViewsContext.Provider value={views}>
      <Panel {...props} />
    </LaterViewsContext.Provider>
  );
}
