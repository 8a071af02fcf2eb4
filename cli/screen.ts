// What the panel would show, as plain text: used by `npm start` today and by `replay` / `run`.
import { actionLabel } from '../plugins/lib/label.ts';
import { isBlockKind } from '../src/core/blocks.ts';
import type { Block, Note } from '../src/core/note.ts';
import type { Registry } from '../src/core/registry.ts';
import { blockKinds, noteView, rowSummary } from '../src/core/plugin-views.ts';
import type { Selectors } from '../src/core/selectors.ts';
import type { PanelState, UndoState } from '../src/core/state.ts';
import { TIME_GROUP_LABELS, groupNotes } from '../src/core/time-groups.ts';
import { ENGLISH_PLURALS, undoMessage } from '../src/core/undo-message.ts';
import { isUnread } from '../src/core/visible.ts';

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The plugins' view parts as text (cli/part-text.ts): a row's and a header's, and a block of a plugin's kind (null: none draws it). */
export interface ScreenParts {
  row(note: Note, state: PanelState): string[];
  header(note: Note, state: PanelState): string[];
  block(note: Note, state: PanelState, block: Block, kind: string): string | null;
}

/** Each part's text as the row's marks are shown. */
const bracketed = (texts: readonly string[]) => texts.map((text) => ` [${clip(oneLine(text), 40)}]`).join('');

function detail(note: Note, state: PanelState, registry: Registry, parts?: ScreenParts): string[] {
  const type = registry.noteTypeFor(note);
  const lines = [`== ${oneLine(note.title) || note.type} · note ${note.id} (${type.name}, ${type.header(note)} header) ==`];
  lines.push(oneLine(note.subject?.[0]?.text) + bracketed(parts?.header(note, state) ?? []));
  const blocks = (note.body ?? []).filter((block) => Boolean(block));
  blockKinds(registry, note, blocks).forEach((kind, index) => {
    const text = isBlockKind(kind) ? null : parts?.block(note, state, blocks[index]!, kind);
    lines.push(`  [${kind}] ${clip(oneLine(text ?? blocks[index]!.text), 100)}`);
  });
  const actions = registry.offeredActions(note, state).map((action) => `[${actionLabel(action, note, state)}]`);
  lines.push(`  actions: ${actions.length ? actions.join(' ') : '(none)'}`);
  return lines;
}

// The bar's words as the panel says them. A kind no action gave texts says the fallback "Done", so
// the line names the kind: a plugin author sees which one lacks its words.
function undoLine(undo: UndoState, registry: Registry, state: PanelState): string {
  // A logged snapshot may lack ids (the log's schema allows it): the step is then its one note.
  const count = Array.isArray(undo.ids) ? undo.ids.length : 1;
  const words = undoMessage(ENGLISH_PLURALS, registry, undo.kind, count, state);
  const untold = registry.undoTexts(undo.kind) ? '' : `; no undo texts for kind ${undo.kind}`;
  return `undo bar: ${words} [Undo] (note ${undo.id}, ${undo.phase}${untold})`;
}

/** Renders the panel's screen from a state and its selectors; `parts`, the plugins' view parts (`run`'s). */
export function renderScreen(state: PanelState, select: Selectors, registry: Registry, parts?: ScreenParts): string {
  const { ui } = state;
  const lines: string[] = [];
  // The bar's tabs (select.tabs), by their English labels: a plugin's tab shows as the panel's bar shows it.
  const tabs = select.tabs.value.map(({ name, label }) => (name === ui.filterName ? `[${label}]` : ` ${label} `));
  lines.push(`${tabs.join(' ')}   unread ${select.unreadCount.value} · new ${select.newCount.value} · ${state.client.realtime}`);
  // Only when narrowed, so the screens of feeds that never search read as before.
  if (select.narrowed.value) {
    const narrowing = [ui.searchQuery.trim() ? `search "${ui.searchQuery.trim()}"` : '', ui.siteId !== null ? `site ${ui.siteId}` : ''].filter(Boolean).join(' · ');
    const found = select.fillingView.value ? 'searching older notifications…' : `${select.visibleNotes.value.length} matching`;
    lines.push(`${narrowing}: ${found}`);
  }
  if (ui.loadError) lines.push(`! could not load notifications: ${ui.loadError}`);
  else if (ui.isLoading) lines.push('… loading');
  else if (select.visibleNotes.value.length === 0) lines.push('(no notifications in this view)');
  for (const group of groupNotes(select.visibleNotes.value, state.now, select.listTime.value)) {
    lines.push(`── ${TIME_GROUP_LABELS[group.key]} ──`);
    for (const note of group.notes) {
      const marker = note.id === ui.selectedNoteId ? '>' : isUnread(state, note) ? '●' : ' ';
      const marks = noteView(registry, note, state).marks.map((mark) => ` [${clip(oneLine(mark.text), 20)}]`).join('') + bracketed(parts?.row(note, state) ?? []);
      lines.push(` ${marker} ${clip(oneLine(note.subject?.[0]?.text) || `(${note.type})`, 90)}${marks}`);
      const excerpt = oneLine(rowSummary(registry, note)?.text);
      if (excerpt) lines.push(`     ${clip(excerpt, 88)}`);
    }
  }
  if (select.showsTheEnd.value) lines.push('The End');
  if (state.undo) lines.push(undoLine(state.undo, registry, state));
  const selected = select.selectedNote.value;
  if (selected) lines.push('', ...detail(selected, state, registry, parts));
  if (state.status) lines.push('', `status (${state.status.kind}, ${state.status.durationMs} ms): ${state.status.message}${state.status.link ? ` — ${state.status.link.label} ${state.status.link.url}` : ''}`);
  return lines.join('\n');
}
