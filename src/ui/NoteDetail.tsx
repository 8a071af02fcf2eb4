import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import type { Block, Note } from '../core/note.ts';
import { safeHttpUrl } from '../core/safe-url.ts';
import { blockKinds, composerOf, noteView, userBlockActions } from '../core/plugin-views.ts';
import { ActionBar } from './ActionBar.tsx';
import { NewTabLink } from './NewTabLink.tsx';
import { ReplyBox } from './ReplyBox.tsx';
import { CantShow, NoteBoundary } from './ErrorBoundary.tsx';
import { UserBlockButton } from './UserBlockButton.tsx';
import { usePanel } from './context.ts';
import { NoteHeader } from './NoteHeader.tsx';
import { TextBlock } from './TextBlock.tsx';
import { focusWithRetry } from './focus.ts';
import { useTooltip } from './use-tooltip.tsx';
import { UserBlock } from './UserBlock.tsx';
import { OwnBlock } from './OwnBlock.tsx';
import { isBlockKind } from '../core/blocks.ts';
import { isPending } from '../core/queue.ts';
import { neighbours } from '../core/visible.ts';
import { Icon, type IconName } from './icons/index.ts';

/** The open note's title's id (a neighbour's has an id of its own). */
export const DETAIL_TITLE_ID = 'wpnc-detail-title';

/** The open note: title, previous/next, back, header, body blocks and actions. */
export function NoteDetail(props: {
  note: Note;
  /** False for a note the panel was created with open: no focus stealing from the page. */
  takeFocus?: boolean;
  /** False for a neighbour drawn underneath the open note (DetailStack.tsx): it takes no focus and no landmark name of its own. */
  shown?: boolean;
}) {
  useSignals();
  const { core, i18n } = usePanel();
  const { note } = props;
  const state = core.state.value;
  // This note's own neighbours (it may be a neighbour itself, drawn underneath the open one).
  const { previous, next } = neighbours(core.select.visibleNotes.value, note.id);
  const shown = props.shown ?? true;
  const ownTitleId = useId();
  const titleId = shown ? DETAIL_TITLE_ID : ownTitleId;
  const heading = useRef<HTMLHeadingElement>(null);
  const body = (note.body ?? []).filter((block): block is Block => Boolean(block));
  const { registry } = core;
  const kinds = blockKinds(registry, note, body);
  // What the plugins add: classes (unapproved, a reply in a thread), link lines.
  const view = noteView(registry, note, state);
  const links = view.links.filter((link) => safeHttpUrl(link.url) !== null);
  const blockActions = userBlockActions(registry, note);
  // Navigation is off while a plugin is busy with this note (a reply on its way, SPEC §8: back when it fails).
  const navigationOff = registry.isBusy(state, note.id);
  const composer = composerOf(registry, note, state);

  // Opening a note moves focus to its heading, so screen readers start reading there.
  const takeFocus = (props.takeFocus ?? true) && shown;
  useEffect(() => {
    if (takeFocus) return focusWithRetry(() => heading.current, core.services.clock);
  }, [note.id, takeFocus, core]);

  const back = () => core.append({ type: 'note/unselected' });
  const open = (id: number) => core.append({ type: 'note/selected', id });
  // A neighbour has a class of its own (styled alike): `.wpnc__detail` is the open note alone.
  const classes = [shown ? 'wpnc__detail' : 'wpnc__neighbour', ...view.classes].join(' ');
  return (
    // A named section is a region landmark, so screen-reader users can jump straight to the note.
    <section className={classes} aria-labelledby={titleId}>
      <div className="wpnc__detail-nav">
        <button type="button" className="wpnc__sr-only" disabled={navigationOff} onClick={back}>
          {i18n.__('Back to notifications')}
        </button>
        <button type="button" className="wpnc__back" disabled={navigationOff} onClick={back}>
          <Icon name="back" size={18} className="wpnc__icon-mirrored" />
          {i18n.__('Back')}
        </button>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="wpnc__detail-title" dir="auto">
          {note.title || note.subject?.[0]?.text || note.type}
        </h2>
        <NavArrow label={i18n.__('Previous notification')} icon="up" target={navigationOff ? null : previous} open={open} />
        <NavArrow label={i18n.__('Next notification')} icon="down" target={navigationOff ? null : next} open={open} />
      </div>
      <NoteHeader note={note} marks={view.headerMarks} />
      <div className="wpnc__body">
        {body.map((block, index) => {
          const kind = kinds[index]!;
          return (
            <div key={index} className="wpnc__body-row">
              {kind === 'user' ? <UserBlock block={block} /> : isBlockKind(kind) ? <TextBlock block={block} kind={kind} /> : <OwnBlock note={note} state={state} block={block} kind={kind} />}
              {kind === 'user' ? blockActions.map((action) => <UserBlockButton key={action.name} action={action} block={block} note={note} state={state} />) : null}
            </div>
          );
        })}
      </div>
      {links.map((link) => (
        <p key={link.url} className="wpnc__replied">
          <NewTabLink href={link.url}>{i18n.__(link.text)}</NewTabLink>
        </p>
      ))}
      {isPending(state, note.id) ? (
        <p className="wpnc__pending-note">
          <span className="wpnc__pending" aria-hidden="true">{i18n.__('Pending')}</span> {i18n.__("Pending: will be sent when you're back online")}
        </p>
      ) : null}
      <ActionBar note={note} state={state} />
      {composer ? (
        <NoteBoundary note={note} part="reply box" logger={core.services.logger} fallback={<CantShow className="wpnc__cant-show" />}>
          <ReplyBox key={note.id} note={note} composer={composer.composer} />
        </NoteBoundary>
      ) : null}
    </section>
  );
}

/** The previous or next arrow, disabled at the ends of the list; its name shows as a tooltip. */
function NavArrow(props: { label: string; icon: IconName; target: Note | null; open: (id: number) => void }) {
  const { target, open } = props;
  const { trigger, tooltip } = useTooltip(props.label);
  return (
    <span className="wpnc__tip">
      <button type="button" className="wpnc__nav-arrow" aria-label={props.label} disabled={!target} onClick={() => target && open(target.id)} {...trigger}>
        <Icon name={props.icon} size={18} />
      </button>
      {tooltip}
    </span>
  );
}
