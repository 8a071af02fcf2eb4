import type { BlockKind } from '../core/blocks.ts';
import type { Block } from '../core/note.ts';

/** One block of note text, styled by its kind. Rich ranges render through the rich-text module. */
export function TextBlock(props: { block: Block; kind: BlockKind }) {
  const text = typeof props.block.text === 'string' ? props.block.text : '';
  return <div className={`wpnc__block is-${props.kind}`}>{text}</div>;
}
