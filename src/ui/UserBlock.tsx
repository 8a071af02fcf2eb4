import type { BlockKind } from '../core/blocks.ts';
import type { Block } from '../core/note.ts';
import { safeHttpUrl } from '../core/safe-url.ts';
import { Avatar } from './Avatar.tsx';
import { TextBlock } from './TextBlock.tsx';
import { UserSite } from './UserSite.tsx';

/** The avatar size of a person in the detail view. */
export const USER_AVATAR_SIZE = 40;

/** Whether a block starts with an avatar image (a person or site), drawn by UserBlock. */
export function startsWithAvatar(block: Block): boolean {
  return (block.media ?? []).some((item) => item?.type === 'image' && (item.indices?.[0] ?? 0) === 0);
}

/**
 * A person in the detail view: their avatar (or initials), then their name as the block's rich
 * text. The avatar comes out of the block's media so it is drawn once, at a size of its own.
 */
export function UserBlock(props: { block: Block; size?: number; kind?: BlockKind }) {
  const { block } = props;
  const media = block.media ?? [];
  // Null entries (a note that skipped the schema) are passed over here and in the rich text.
  const avatar = media.find((item) => item?.type === 'image' && (item.indices?.[0] ?? 0) === 0);
  const rest: Block = { ...block, media: media.filter((item) => item !== avatar) };
  // The same person gets the same colour in the header, the body and the list: seed by their user id.
  const userId = block.meta?.ids?.user ?? block.ranges?.find((range) => range?.type === 'user')?.id ?? block.meta?.ids?.site;
  return (
    <div className="wpnc__user-block">
      <Avatar src={safeHttpUrl(avatar?.url)} name={block.text ?? ''} seed={userId !== undefined ? `user:${userId}` : (block.text ?? '')} size={props.size ?? USER_AVATAR_SIZE} />
      <div className="wpnc__user">
        <TextBlock block={rest} kind={props.kind ?? 'user'} />
        <UserSite block={block} />
      </div>
    </div>
  );
}
