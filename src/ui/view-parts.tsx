import { useSignals } from '@preact/signals-react/runtime';
import { Component, type ComponentType, type ReactNode } from 'react';
import { noteFlags } from '../core/blocks.ts';
import type { PanelCore } from '../core/core.ts';
import type { Faults } from '../core/faults.ts';
import type { Logger } from '../core/logger.ts';
import type { Note } from '../core/note.ts';
import type { Registry } from '../core/registry.ts';
import type { PluginViews } from '../views.ts';
import { usePanel } from './context.ts';

/**
 * One plugin part, contained as every call into a plugin is: a part that throws while drawn is
 * reported to the faults ledger (logged once, naming the plugin and the part) and leaves an empty
 * place; the row or note around it goes on. A plugin switched off draws no part.
 */
class PartBoundary extends Component<{ faults: Faults; plugin: string; part: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.faults.report(this.props.plugin, `${this.props.part} part`, error);
  }

  override render() {
    return this.state.failed || this.props.faults.off.has(this.props.plugin) ? null : this.props.children;
  }
}

/** A plugin's part `Part` drawn with `props`, inside its boundary. */
export function drawPart<P extends object>(core: PanelCore, plugin: string, part: string, Part: ComponentType<P>, props: P): ReactNode {
  return (
    <PartBoundary key={`${plugin}-${part}`} faults={core.registry.faults} plugin={plugin} part={part}>
      <Part {...props} />
    </PartBoundary>
  );
}

/** The view modules of registered plugins; one naming no registered plugin is left out, said once. */
export function registeredViews(registry: Registry, views: readonly PluginViews[], logger: Logger): PluginViews[] {
  return views.filter((view) => {
    const known = registry.action(view.plugin) || registry.noteTypes.some((type) => type.name === view.plugin);
    if (!known) logger.warn(`view parts of ${view.plugin}: no such plugin is registered, not drawn`);
    return known;
  });
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
