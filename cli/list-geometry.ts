// The harness's text screen has no layout to measure, so it says what a list of SPEC's 90 px rows
// would measure at the tab's viewport height: a run then pages as such a panel would. The browser's
// list (src/ui/NoteList.tsx) measures its real rows instead (docs/spec-differences.md).
import type { Disposer } from '../src/core/index.ts';
import type { PanelCore } from '../src/core/core.ts';

/** SPEC §9's height of a row, the harness's stand-in for a measured one. */
const SPEC_ROW_PX = 90;

/**
 * Appends `list/measured` whenever the filter, its row count or the height changes what it says, as
 * a list of `rowPx` rows in the panel's height would (tests pass other row heights).
 */
export function reportTextListGeometry(core: PanelCore, rowPx = SPEC_ROW_PX): Disposer {
  return core.bus.onAny((event) => {
    if (event.type === 'list/measured') return;
    const { ui } = core.state.peek();
    const rows = core.select.visibleNotes.peek().length;
    if (rows === 0) return;
    const canScroll = rows * rowPx > ui.viewportHeight;
    const last = ui.listMeasured;
    if (last && last.filter === ui.filterName && last.rows === rows && last.canScroll === canScroll) return;
    core.append({ type: 'list/measured', filter: ui.filterName, rows, canScroll });
  });
}
