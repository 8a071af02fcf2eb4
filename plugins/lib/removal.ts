/**
 * Spam and trash share their shape: the button starts an undo (the note hides behind the undo bar for
 * 4500 ms), and only when the core commits it do the API calls run, a few at a time; each note that
 * succeeds goes, each that fails comes back, and the status says how many failed.
 */
import {
  defineAction, queueEntry,
  type EffectContext, type QueueableRequest, type QueueEntry, type RemovalKind,
} from '../../src/core/index.ts';
import { sendEach } from './pool.ts';
import { failureStatus } from './reload.ts';
import { noteTarget } from './target.ts';

/** What differs between spam and trash. */
export interface RemovalOptions {
  kind: RemovalKind;
  flag: string;
  label: string;
  /** Its key on the open note. */
  shortcut: { key: string; description: string };
  /** The key that runs it on every ticked note (scope 'selection'). */
  bulkShortcut: { key: string; description: string };
  /** The API call that carries the removal out, on the comment an entry names. */
  execute(entry: QueueEntry, context: EffectContext): Promise<unknown>;
  /** For a call not safe to repeat: whether the removal already took effect (see QueueableRequest.landed). */
  landed?(entry: QueueEntry, context: EffectContext): Promise<boolean>;
  failureMessage: string;
  /** The status when its comment no longer exists and it waited in the offline queue. */
  goneMessage: string;
  /** What the undo bar says while it waits (singular, plural with %d). */
  doneText: readonly [string, string];
  /** Singular and plural (with %d) of the message when some notes of a bulk step fail. */
  bulkFailureMessage: readonly [string, string];
}

/** Builds the spam or trash action. */
export function defineRemoval(options: RemovalOptions) {
  const { kind } = options;
  const queue: QueueableRequest = {
    keeps: 'hidden',
    send: options.execute,
    succeeded: (entry) => [{ type: 'note/removalSucceeded', id: entry.noteId, kind }],
    failed: (entry, message) => [{ type: 'note/removalFailed', id: entry.noteId, kind, message }],
    failureMessage: () => options.failureMessage,
    goneMessage: () => options.goneMessage,
    landed: options.landed,
  };
  return defineAction({
    queue,
    name: kind,
    flag: options.flag,
    label: options.label,
    // The kinds (spam, trash) are also the names of their icons.
    icon: kind,
    shortcut: { ...options.shortcut, scope: 'detail' },
    undo: kind,
    undoTexts: { [kind]: { done: options.doneText, undone: ['Undone: the comment is back.', 'Undone: %d comments are back.'] } },
    // A note already behind the undo bar cannot be removed twice.
    predicate: ({ state, note }) => !(state.undo?.ids.includes(note.id) && state.undo.kind === kind),
    perform: ({ note }) => [{ type: 'undo/started', id: note.id, kind, removal: true }],
    track: (context) => ({ name: kind, properties: { note_type: context.note.type } }),
    bulk: [{
      name: `${kind}-all`,
      label: options.label,
      shortcut: options.bulkShortcut,
      applies: () => true,
      tone: 'danger',
      perform: (contexts) => [{ type: 'undo/started', id: contexts[0]!.note.id, ids: contexts.map(({ note }) => note.id), kind, removal: true }],
      track: `${kind}_bulk`,
    }],
    effects: {
      // Runs the removal of every note the committed undo names.
      'undo/committed': async (event, context) => {
        if (event.kind !== kind) return undefined;
        const notes = (event.ids ?? [event.id]).flatMap((id) => context.state().notes[id] ?? []);
        const entries = notes.map((note) => queueEntry(kind, note.id, true, 'hidden', noteTarget(note), context.clock.now(), event.seq));
        const { events, failures } = await sendEach(context, entries, queue, kind);
        if (failures === 0) return events;
        const [message, plural] = options.bulkFailureMessage;
        return [...events, entries.length === 1 ? failureStatus(options.failureMessage) : failureStatus(message, { plural, count: failures })];
      },
    },
  });
}
