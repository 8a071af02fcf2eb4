/**
 * Spam and trash share their shape: the button starts an undo (the note hides behind the undo bar for
 * 4500 ms), and only when the core commits it does the API call run; success removes the note,
 * failure restores it and says so.
 */
import { defineAction, errorMessage, type EffectContext, type Note, type PanelEvent, type UndoKind } from '../../src/core/index.ts';
import { failureStatus } from './reload.ts';
import { noteTarget, required } from './target.ts';

/** What differs between spam and trash. */
export interface RemovalOptions {
  kind: UndoKind;
  flag: string;
  label: string;
  key: string;
  description: string;
  /** The API call that carries the removal out. */
  execute(context: EffectContext, note: Note): Promise<unknown>;
  failureMessage: string;
}

/** Builds the spam or trash action. */
export function defineRemoval(options: RemovalOptions) {
  return defineAction({
    name: options.kind,
    flag: options.flag,
    label: options.label,
    // The kinds (spam, trash) are also the names of their icons.
    icon: options.kind,
    shortcut: { key: options.key, description: options.description, scope: 'detail' },
    undo: options.kind,
    // A note already behind the undo bar cannot be removed twice.
    predicate: ({ state, note }) => state.undo?.id !== note.id,
    perform: ({ note }) => [{ type: 'undo/started', id: note.id, kind: options.kind }],
    track: (context) => ({ name: options.kind, properties: { note_type: context.note.type } }),
    effects: {
      'undo/committed': async (event, context): Promise<PanelEvent[] | undefined> => {
        if (event.kind !== options.kind) return undefined;
        const note = context.state().notes[event.id];
        if (!note) return undefined;
        try {
          await options.execute(context, note);
        } catch (error) {
          context.logger.error(`${options.kind} of note ${event.id} failed: ${errorMessage(error)}`, error);
          return [
            { type: 'note/removalFailed', id: event.id, kind: options.kind, message: errorMessage(error) },
            failureStatus(options.failureMessage),
          ];
        }
        return [{ type: 'note/removalSucceeded', id: event.id, kind: options.kind }];
      },
    },
  });
}

/** The comment API object a removal works on. */
export function commentOf(context: EffectContext, note: Note) {
  const { siteId, commentId } = noteTarget(note);
  return context.wpcom.site(required(siteId, 'site', note.id)).comment(required(commentId, 'comment', note.id));
}
