/**
 * Spam and trash share their shape: the button starts an undo (the note hides behind the undo bar for
 * 4500 ms), and only when the core commits it do the API calls run, a few at a time; each note that
 * succeeds goes, each that fails comes back, and the status says how many failed.
 */
import { defineAction, errorMessage, lazyModule, LIMITS, type EffectContext, type Note, type PanelEvent, type RemovalKind } from '../../src/core/index.ts';
import { noteTarget, required } from './target.ts';

/** The calls that carry a committed removal out (removal-commit.ts), loaded on first use. */
const commit = lazyModule(() => import('./removal-commit.ts'));

/** What differs between spam and trash. */
export interface RemovalOptions {
  kind: RemovalKind;
  flag: string;
  label: string;
  key: string;
  description: string;
  /** The key that runs it on every ticked note (scope 'selection'). */
  bulkKey: string;
  bulkDescription: string;
  /** The API call that carries the removal out. */
  execute(context: EffectContext, note: Note): Promise<unknown>;
  failureMessage: string;
  /** Singular and plural (with %d) of the message when some notes of a bulk step fail. */
  bulkFailureMessage: readonly [string, string];
}

/** Builds the spam or trash action. */
export function defineRemoval(options: RemovalOptions) {
  const { kind } = options;
  return defineAction({
    name: kind,
    flag: options.flag,
    label: options.label,
    // The kinds (spam, trash) are also the names of their icons.
    icon: options.kind,
    shortcut: { key: options.key, description: options.description, scope: 'detail' },
    undo: kind,
    // A note already behind the undo bar cannot be removed twice.
    predicate: ({ state, note }) => !(state.undo?.ids.includes(note.id) && state.undo.kind === kind),
    perform: ({ note }) => [{ type: 'undo/started', id: note.id, kind }],
    track: (context) => ({ name: kind, properties: { note_type: context.note.type } }),
    bulk: [{
      name: `${kind}-all`,
      label: options.label,
      shortcut: { key: options.bulkKey, description: options.bulkDescription },
      applies: () => true,
      perform: (contexts) => [{ type: 'undo/started', id: contexts[0]!.note.id, ids: contexts.map(({ note }) => note.id), kind }],
      track: `${kind}_bulk`,
    }],
    effects: {
      // The calls load when the undo bar shows, 4.5 s before they can run.
      'undo/started': (event) => void (event.kind === kind && commit.preload()),
      'undo/committed': async (event, context) => {
        if (event.kind !== kind) return undefined;
        try {
          return (await commit.get()).commitRemoval(options, event, context);
        } catch (error) {
          // Not even the code to send it arrived (offline): the notes come back, nothing is lost.
          context.logger.error(`${kind} could not run: ${errorMessage(error)}`, error);
          const ids = event.ids ?? [event.id];
          return [
            ...ids.map((id): PanelEvent => ({ type: 'note/removalFailed', id, kind, message: errorMessage(error) })),
            { type: 'status/shown', message: options.failureMessage, kind: 'failure', durationMs: LIMITS.statusFailureMs },
          ];
        }
      },
    },
  });
}

/** The comment API object a removal works on. */
export function commentOf(context: EffectContext, note: Note) {
  const { siteId, commentId } = noteTarget(note);
  return context.wpcom.site(required(siteId, 'site', note.id)).comment(required(commentId, 'comment', note.id));
}
