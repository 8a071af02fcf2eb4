/**
 * `notes-panel/views`: a plugin's view module, the React half of a plugin, kept apart so that the
 * plugin's declaration (`notes-panel/core`) stays free of React. It gives components for the parts
 * the panel leaves to plugins: a row's part, a part of the open note's header, the blocks of its own
 * kinds (a note type's `blockKinds`), and an action's own button or panel. The panel draws each one
 * inside a boundary of its plugin (src/ui/view-parts.tsx), and the CLI's `render` and `run` too.
 */
import type { I18n } from '@wordpress/i18n';
import type { ComponentType } from 'react';
import type { Block } from './core/note.ts';
import type { NoteContext } from './core/plugin.ts';

export { BlockText, type BlockTextProps } from './ui/block-text.tsx';

/** What every part is drawn with: the note, the state (read your slice with `slice.read(state)`), the note's flags and the panel's translations. */
export interface PartProps extends NoteContext {
  /** The panel's translations: shown strings go through `i18n.__`. */
  i18n: I18n;
}

/** A block part's props: the block of the plugin's own kind, besides the note's. */
export interface BlockPartProps extends PartProps {
  block: Block;
}

/** An action part's props: its label now (translated), and `perform`, which runs the action on the note through the core. */
export interface ActionPartProps extends PartProps {
  label: string;
  perform(): void;
}

/** A plugin's view module: its parts, each optional, drawn for the registered plugin of that name. */
export interface PluginViews {
  kind: 'views';
  /** The note type's or action's name. A note type's row and header parts show on its own notes; an action's on every note. */
  plugin: string;
  /** Drawn in each row after its marks, inside the row's button: text only, no controls. */
  row?: ComponentType<PartProps>;
  /** Drawn in the open note's header, after its marks. */
  header?: ComponentType<PartProps>;
  /** A note type's own block kinds (its `blockKinds`), each drawn by its component. */
  blocks?: Readonly<Record<string, ComponentType<BlockPartProps>>>;
  /** An action's own button or panel, drawn in the action bar in place of its button. */
  action?: ComponentType<ActionPartProps>;
}

/** Declares a plugin's view module; the kind tag is added for you. */
export function definePluginViews(views: Omit<PluginViews, 'kind'>): PluginViews {
  return { kind: 'views', ...views };
}
