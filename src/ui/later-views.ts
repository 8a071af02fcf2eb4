// The later views' chunk (src/ui/views.tsx): the open note, the bulk toolbar, the keyboard help, the
// other tabs' previews, the Sites menu, the undo bar, an empty tab's message and the settings popover's content, with their stylesheets, which the list does not need, so the first open
// loads none of them. One chunk, not one per view: the idle preload fetches them all anyway, and
// small chunks with a stylesheet each gzip worse than one.
import './detail.css';
import './rich-text/rich-text.css';
import './bulk-toolbar.css';
import './shortcuts.css';
import './filter-previews.css';
import './site-menu.css';
import './undo.css';
import './settings.css';

// The open note comes with its neighbours drawn underneath (DetailStack.tsx).
export { DetailStack as NoteDetail } from './DetailStack.tsx';
export { BulkToolbar } from './BulkToolbar.tsx';
export { ShortcutsHelp } from './ShortcutsHelp.tsx';
export { FilterPreviews } from './FilterPreviews.tsx';
export { SiteMenu } from './SiteMenu.tsx';
export { UndoBar } from './UndoBar.tsx';
export { EmptyState } from './EmptyState.tsx';
export { SettingsContent as Settings } from './SettingsContent.tsx';
