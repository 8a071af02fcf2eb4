/**
 * Spam and trash share their shape: the button starts an undo (the note hides behind the undo bar for
 * 4500 ms), and only when the core commits it do the API calls run, a few at a time; each note that
 * succeeds goes, each that fails comes back, and the status says how many failed.
 */
import {
  defineAction, lazyModule, queueEntry,
  type EffectContext, type QueueableRequest, type QueueEntry, type RemovalKind,
} from '../../src/core/index.ts';
import { holdOrSend } from './on-demand.ts';
import { noteTarget } from './target.ts';

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
  /** The API call that carries the removal out, on the comment an entry names. */
  execute(context: EffectContext, entry: QueueEntry): Promise<unknown>;
  /** For a call not safe to repeat: whether the removal already took effect (see QueueableRequest.landed). */
  landed?(context: EffectContext, entry: QueueEntry): Promise<boolean>;
  failureMessage: string;
  /** Singular and plural (with %d) of the message when some notes of a bulk step fail. */
  bulkFailureMessage: readonly [string, string];
}

/** Builds the spam or trash action. */
export function defineRemoval(options: RemovalOptions) {
  const { kind, landed } = options;
  const request: QueueableRequest = {
    keeps: 'hidden',
    send: (entry, context) => options.execute(context, entry),
    succeeded: (entry) => [{ type: 'note/removalSucceeded', id: entry.noteId, kind }],
    failed: (entry, message) => [{ type: 'note/removalFailed', id: entry.noteId, kind, message }],
    failureMessage: () => options.failureMessage,
    ...(landed ? { landed: (entry: QueueEntry, context: EffectContext) => landed(context, entry) } : {}),
  };
  return defineAction({
    queue: request,
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
        const notes = (event.ids ?? [event.id]).flatMap((id) => context.state().notes[id] ?? []);
        const entries = notes.map((note) => queueEntry(kind, note.id, true, 'hidden', noteTarget(note), context.clock.now(), event.seq));
        return holdOrSend(context, entries, async () => (await commit.get()).commitRemoval(options, entries, context));
      },
    },
  });
}
