import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { noteFlags } from '../core/blocks.ts';
import type { PanelEvent } from '../core/events.ts';
import type { Note } from '../core/note.ts';
import type { Composer, NoteContext } from '../core/plugin.ts';
import type { PanelState } from '../core/state.ts';
import { MentionList, moveHighlight } from './MentionList.tsx';
import { usePanel } from './context.ts';
import { focusWithRetry } from './focus.ts';
import { Avatar } from './Avatar.tsx';
import { safeHttpUrl } from '../core/safe-url.ts';
import { fitToText } from './auto-grow.ts';
import { nameText } from './count-text.ts';

const MAX_ROWS = 4;
/** The user's own avatar beside the box: the size of a row's avatar. */
const MY_AVATAR_SIZE = 32;

/** The composer's placeholder, translated, its `%s` filled with the name it gave. */
function placeholderFor(composer: Composer, context: NoteContext, i18n: ReturnType<typeof usePanel>['i18n']): string {
  const { message, name } = composer.placeholder(context);
  const text: string = i18n.__(message);
  return name === undefined ? text : nameText(text, name);
}

const contextOf = (note: Note, state: PanelState): NoteContext => ({ note, state, flags: noteFlags(note) });

/** The reply box, with the @-mention list and the writer's avatar its action's composer offers. */
export function ReplyBox(props: { note: Note; /** The box's state, its own words and the events it appends (the reply action's `composer`). */ composer: Composer }) {
  useSignals();
  const { core, i18n } = usePanel();
  const { note, composer } = props;
  const state = core.state.value;
  const placeholder = placeholderFor(composer, contextOf(note, state), i18n);
  // The box's phase and text live in the action's state (the draft in storage too), so a replay
  // shows what was typed and a posted reply clears it.
  const { phase, text, focusKey } = composer.box(contextOf(note, state));
  // What typing, focus, blur and Send append, from the state as it is when they happen.
  const run = (events: (context: NoteContext) => PanelEvent[]) => {
    for (const event of events(contextOf(note, core.state.peek()))) core.append(event);
  };
  const [caret, setCaret] = useState(0);
  const [highlight, setHighlight] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const listId = useId();
  // The people the action offers for what is typed before the caret, unless the list was dismissed there.
  const mentions = dismissedAt === caret ? null : (composer.mentions?.(text, caret, contextOf(note, state)) ?? null);
  const suggestions = mentions?.options ?? [];
  const list = useRef<HTMLUListElement>(null);
  const showsSuggestions = suggestions.length > 0;
  // The list opens under the text; bring it into view if the detail is scrolled to its end.
  useEffect(() => {
    if (showsSuggestions) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showsSuggestions]);
  // Arrows move the highlight; the option they reach is scrolled into view with it.
  useEffect(() => {
    if (showsSuggestions) list.current?.children[highlight]?.scrollIntoView?.({ block: 'nearest' });
  }, [showsSuggestions, highlight]);
  const submitting = phase === 'submitting';
  const blank = text.trim() === '';
  // Replies are not queued: offline, the text stays a draft (kept in storage) until it can be sent.
  const offline = state.client.offline === true;
  // Why Send does nothing: told to screen readers with the button, shown once Send was tried on an empty box.
  const [triedBlank, setTriedBlank] = useState(false);
  const hint = blank ? i18n.__('Write your response in order to submit') : offline ? i18n.__("You're offline: your reply is kept as a draft. Send it once you're back online.") : null;

  // R (the reply action) and a duplicate-comment failure both bring focus back to the box.
  useEffect(() => {
    if (phase === 'active' || phase === 'failed') return focusWithRetry(() => box.current, core.services.clock);
  }, [phase, focusKey, core]);

  const change = (value: string, position: number) => {
    setCaret(position);
    setHighlight(0);
    setDismissedAt(null);
    setTriedBlank(false);
    run((context) => composer.typed(value, context));
  };
  const submit = () => {
    if (!offline) run((context) => composer.submit(text, context));
  };
  const choose = (index: number) => {
    const option = suggestions[index];
    if (!mentions || !option) return;
    const next = mentions.pick(option);
    change(next.text, next.caret);
    requestAnimationFrame(() => box.current?.setSelectionRange(next.caret, next.caret));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setHighlight(moveHighlight(highlight, event.key === 'ArrowDown' ? 1 : -1, suggestions.length));
        return;
      }
      if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        choose(highlight);
        return;
      }
      if (event.key === 'Escape' || event.key === ' ') {
        if (event.key === 'Escape') event.preventDefault();
        setDismissedAt(caret);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  // Line breaks set the rows where nothing is laid out; in a browser the box follows its wrapped text.
  const rows = Math.min(MAX_ROWS, Math.max(1, text.split('\n').length));
  useLayoutEffect(() => {
    if (box.current) fitToText(box.current, MAX_ROWS);
  }, [text]);
  const writer = composer.avatar?.(contextOf(note, state)) ?? null;
  return (
    <div className={`wpnc__reply is-${phase}`}>
      {writer ? (
        <Avatar
          src={safeHttpUrl(writer.avatarUrl)}
          name={writer.name}
          seed={`user:${writer.id}`}
          size={MY_AVATAR_SIZE}
          /* translators: %s: the signed-in user's name, beside the reply box */
          label={nameText(i18n.__('Replying as %s'), writer.name)}
        />
      ) : null}
      <textarea
        ref={box}
        className="wpnc__reply-input"
        // What the user types finds its own direction; empty, the placeholder follows the panel's.
        dir={text ? 'auto' : undefined}
        rows={rows}
        value={text}
        disabled={submitting}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-autocomplete="list"
        aria-controls={suggestions.length > 0 ? listId : undefined}
        aria-activedescendant={suggestions.length > 0 ? `${listId}-${highlight}` : undefined}
        onFocus={() => run((context) => composer.focused(context))}
        onBlur={() => {
          setDismissedAt(caret);
          run((context) => composer.left(context));
        }}
        onChange={(event) => change(event.target.value, event.target.selectionStart)}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {suggestions.length > 0 ? <MentionList id={listId} options={suggestions} highlight={highlight} list={list} choose={choose} /> : null}
      <button
        type="button"
        className="wpnc__reply-send"
        aria-disabled={blank || submitting || offline}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => (blank ? setTriedBlank(true) : !submitting && submit())}
      >
        {submitting ? i18n.__('Sending…') : i18n.__('Send')}
      </button>
      {hint ? (
        <span id={hintId} className={blank && !triedBlank ? 'wpnc__reply-hint wpnc__sr-only' : 'wpnc__reply-hint'}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
