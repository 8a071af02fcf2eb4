import { useSignals } from '@preact/signals-react/runtime';
import type { ComponentType, ReactNode } from 'react';
import { noteFlags } from '../core/blocks.ts';
import type { PanelCore } from '../core/core.ts';
import type { Note } from '../core/note.ts';
import type { PartProps } from '../views.ts';
import { usePanel } from './context.ts';
import { NoteBoundary } from './ErrorBoundary.tsx';

/**
 * A plugin's part, contained as every call into a plugin is: one that throws while drawn is reported
 * to the faults ledger (logged once, naming the plugin and the part) and leaves an empty place, and
 * the row or note around it goes on; a new copy of its note tries it again. A plugin switched off
 * draws no part. Only registered plugins' parts are ever asked for: a module of another is not drawn.
 */
export function drawPart<P extends PartProps>(core: PanelCore, plugin: string, part: string, Part: ComponentType<P>, props: P): ReactNode {
  const { faults } = core.registry;
  if (faults.off.has(plugin)) return null;
  return (
    <NoteBoundary key={plugin} note={props.note} part={part} logger={core.services.logger} fallback={null} report={(error) => faults.report(plugin, `${part} part`, error)}>
      <Part {...props} />
    </NoteBoundary>
  );
}

/** The row or header parts for a note: a note type's on its own notes, an action's on every note. */
function NoteParts({ note, slot }: { note: Note; slot: 'row' | 'header' }) {
  useSignals();
  const { core, i18n, views } = usePanel();
  const { registry } = core;
  const drawn = views?.filter((view) => view[slot] && (registry.action(view.plugin) || registry.noteTypeFor(note).name === view.plugin));
  // Without parts, no read of the state: the row does not draw again on every event.
  if (!drawn?.length) return null;
  const props = { note, state: core.state.value, flags: noteFlags(note), i18n };
  return drawn.map((view) => drawPart(core, view.plugin, slot, view[slot]!, props));
}

/** The plugins' parts in a note's row. */
export const RowParts = (props: { note: Note }) => <NoteParts note={props.note} slot="row" />;

/** The plugins' parts in the open note's header. */
export const HeaderParts = (props: { note: Note }) => <NoteParts note={props.note} slot="header" />;
