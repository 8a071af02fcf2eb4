// The plugins' view parts in the CLI's text screens (`run`): each part drawn on the server with
// React and read as its text, contained as in the panel (a part that throws is reported to its
// plugin's faults and shows nothing). Imports React: only `run` and `render` load it.
import { createI18n } from '@wordpress/i18n';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { noteFlags } from '../src/core/blocks.ts';
import type { Block, Note } from '../src/core/note.ts';
import type { Registry } from '../src/core/registry.ts';
import type { PanelState } from '../src/core/state.ts';
import type { PluginViews } from '../src/views.ts';
import type { ScreenParts } from './screen.ts';
import { cliViews } from './views.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** What a screen reader would read first of some markup: its text, else its first label. */
function textOf(markup: string): string {
  const text = markup.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
  return text.replace(/\s+/g, ' ').trim() || (/aria-label="([^"]*)"/.exec(markup)?.[1] ?? '');
}

/** The text screens' parts of these view modules, for a core's registry. */
export function screenParts(views: readonly PluginViews[], registry: Registry): ScreenParts {
  const i18n = createI18n();
  const draw = <P extends object>(plugin: string, part: string, Part: ComponentType<P>, props: P): string => {
    if (registry.faults.off.has(plugin)) return '';
    try {
      return textOf(renderToStaticMarkup(createElement(Part, props)));
    } catch (error) {
      registry.faults.report(plugin, `${part} part`, error);
      return '';
    }
  };
  const noteParts = (slot: 'row' | 'header', note: Note, state: PanelState) =>
    views
      .filter((view) => view[slot] && (registry.action(view.plugin) || registry.noteTypeFor(note).name === view.plugin))
      .map((view) => draw(view.plugin, slot, view[slot]!, { note, state, flags: noteFlags(note), i18n }))
      .filter(Boolean);
  return {
    row: (note, state) => noteParts('row', note, state),
    header: (note, state) => noteParts('header', note, state),
    block(note: Note, state: PanelState, block: Block, kind: string) {
      const plugin = registry.noteTypeFor(note).name;
      const Part = views.find((view) => view.plugin === plugin)?.blocks?.[kind];
      return Part ? draw(plugin, `${kind} block`, Part, { note, state, flags: noteFlags(note), i18n, block }) : null;
    },
  };
}

/** The parts `replay`'s screens show: the shipped view modules' and `extra`'s, as `run`'s screens do. */
export function replayParts(extra: readonly PluginViews[] = []): (registry: Registry) => ScreenParts {
  const views = cliViews(extra);
  return (registry) => screenParts(views, registry);
}
