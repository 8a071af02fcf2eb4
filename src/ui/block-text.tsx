import { createContext, useContext, type ReactNode } from 'react';
import type { BlockKind } from '../core/blocks.ts';
import type { Block } from '../core/note.ts';

/** What `BlockText` draws: a block, styled as a block of a core kind. */
export interface BlockTextProps {
  block: Block;
  kind: BlockKind;
}

/**
 * How the open note draws a block's rich text (TextBlock), given to parts by OwnBlock. A context,
 * not an import: the rich text comes with the open note's chunk, later than the view modules.
 */
export const BlockTextDrawer = createContext<((props: BlockTextProps) => ReactNode) | null>(null);

/**
 * A block's text as the panel draws a block of `kind` (its links, styles and classes), for a block
 * part. Outside the open note (the CLI's screens, a part drawn alone) it is the block's plain text.
 */
export function BlockText(props: BlockTextProps) {
  const draw = useContext(BlockTextDrawer);
  return draw ? draw(props) : props.block.text;
}
