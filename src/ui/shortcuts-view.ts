// The keyboard help's chunk (src/ui/views.tsx): its content and stylesheet.
import './shortcuts.css';

export { ShortcutsHelp } from './ShortcutsHelp.tsx';
