// The keyboard help's chunk (src/ui/lazy-views.ts): its content and stylesheet.
import './shortcuts.css';

export { ShortcutsHelp } from './ShortcutsHelp.tsx';
