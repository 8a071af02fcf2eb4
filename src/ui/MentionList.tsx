import type { RefObject } from 'react';
import type { MentionOption } from '../core/plugin.ts';
import { safeHttpUrl } from '../core/safe-url.ts';
import { Avatar } from './Avatar.tsx';
import { usePanel } from './context.ts';

/** Moves the highlighted option by `step`, wrapping around at both ends. */
export function moveHighlight(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}

/** The reply box's mention list (the composer's `mentions` slot): each person's avatar, name and login. */
export function MentionList(props: {
  id: string;
  options: readonly MentionOption[];
  highlight: number;
  list: RefObject<HTMLUListElement | null>;
  choose(index: number): void;
}) {
  const { i18n } = usePanel();
  const { id, options, highlight, list, choose } = props;
  return (
    <ul ref={list} id={id} className="wpnc__suggestions" role="listbox" aria-label={i18n.__('Mention suggestions')}>
      {options.map((option, index) => (
        <li
          key={option.id}
          data-login={option.login}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === highlight}
          className={index === highlight ? 'is-selected' : undefined}
          onMouseDown={(event) => {
            event.preventDefault();
            choose(index);
          }}
        >
          <Avatar src={safeHttpUrl(option.avatarUrl)} name={option.name} seed={`user:${option.id}`} size={24} />
          <span className="wpnc__suggestion-name" dir="auto">
            {option.name}
          </span>
          {option.name !== option.login ? <span className="wpnc__suggestion-login">@{option.login}</span> : null}
        </li>
      ))}
    </ul>
  );
}
