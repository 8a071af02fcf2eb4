// The undo bar's chunk (src/ui/lazy-views.ts): the bar and its stylesheet. What it says is also
// announced by the first open's own live region (src/ui/UndoRegion.tsx).
import './undo.css';

export { UndoBar, UndoMessage } from './UndoBar.tsx';
