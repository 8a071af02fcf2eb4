import { noteFlags } from '../core/blocks.ts';
import type { Block, Note } from '../core/note.ts';
import type { PanelState } from '../core/state.ts';
import { usePanel } from './context.ts';
import { BlockTextDrawer, type BlockTextProps } from './block-text.tsx';
import { TextBlock } from './TextBlock.tsx';
import { drawPart } from './view-parts.tsx';

// The kinds already said to have no part, per registry: each is logged once.
const unDrawn = new WeakMap<object, Set<string>>();
// What a part's `BlockText` draws in the panel: the block as the note's own blocks are drawn.
const drawText = (props: BlockTextProps) => <TextBlock {...props} />;

/**
 * A body block of a kind the note type declared itself (`blockKinds`), drawn by its view module's
 * part; without one, as text, and the log says once which plugin lacks it.
 */
export function OwnBlock(props: { note: Note; state: PanelState; block: Block; kind: string }) {
  const { core, i18n, views } = usePanel();
  const { note, block, kind } = props;
  const plugin = core.registry.noteTypeFor(note).name;
  const Part = views?.find((view) => view.plugin === plugin)?.blocks?.[kind];
  // The part may draw text as the panel does (`BlockText`), with this chunk's rich text.
  if (Part) return <BlockTextDrawer.Provider value={drawText}>{drawPart(core, plugin, `${kind} block`, Part, { note, state: props.state, flags: noteFlags(note), i18n, block })}</BlockTextDrawer.Provider>;
  const said = unDrawn.get(core.registry) ?? new Set<string>();
  unDrawn.set(core.registry, said);
  if (!said.has(`${plugin}/${kind}`)) core.services.logger.warn(`plugin ${plugin}: no view part draws its block kind ${kind}; drawn as text`);
  said.add(`${plugin}/${kind}`);
  return <TextBlock block={block} kind="text" />;
}
