/**
 * Spam and trash share their shape: the button starts an undo (the note hides behind the undo bar for
 * 4500 ms), and only when the core commits it do the API calls run, a few at a time; each note that
 * succeeds goes, each that fails comes back, and the status says how many failed.
 */
import {
  defineAction, errorMessage, holdInQueue, isNetworkError, queueEntry, queueOrFail,
  type EffectContext, type Note, type PanelEvent, type QueueableRequest, type QueueEntry, type RemovalKind,
} from '../../src/core/index.ts';
import { settleEach } from './pool.ts';
import { failureStatus } from './reload.ts';
import { noteTarget } from './target.ts';

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
  /** The status message naming it when the comment is gone before it was sent from the offline queue. */
  goneMessage: string;
  failureMessage: string;
  /** Singular and plural (with %d) of the message when some notes of a bulk step fail. */
  bulkFailureMessage: readonly [string, string];
}

/** Builds the spam or trash action. */
export function defineRemoval(options: RemovalOptions) {
  const { kind } = options;
  const request: QueueableRequest = {
    keeps: 'hidden',
    send: (entry, context) => options.execute(context, entry),
    succeeded: (entry) => [{ type: 'note/removalSucceeded', id: entry.noteId, kind }],
    failed: (entry, message) => [{ type: 'note/removalFailed', id: entry.noteId, kind, message }],
    failureMessage: () => options.failureMessage,
    goneMessage: () => options.goneMessage,
  };
  /** Sends the removals now, a few at a time; a network failure queues its note instead. */
  async function removeNow(toSend: QueueEntry[], events: PanelEvent[], count: number, context: EffectContext): Promise<PanelEvent[]> {
    const { succeeded, failed } = await settleEach(toSend, (entry) => options.execute(context, entry));
    events.push(...succeeded.map((entry): PanelEvent => ({ type: 'note/removalSucceeded', id: entry.noteId, kind })));
    let failures = 0;
    for (const { item: entry, error } of failed) {
      // No connection: it waits in the queue, the note still hidden.
      if (isNetworkError(error)) {
        events.push(...queueOrFail(context.state(), request, entry));
        continue;
      }
      failures++;
      context.logger.error(`${kind} of note ${entry.noteId} failed: ${errorMessage(error)}`, error);
      events.push({ type: 'note/removalFailed', id: entry.noteId, kind, message: errorMessage(error) });
    }
    if (failures === 0) return events;
    if (count === 1) return [...events, failureStatus(options.failureMessage)];
    const [message, plural] = options.bulkFailureMessage;
    return [...events, failureStatus(message, { plural, count: failures })];
  }

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
      'undo/committed': (event, context) => {
        if (event.kind !== kind) return undefined;
        const notes = (event.ids ?? [event.id]).map((id) => context.state().notes[id]).filter((note): note is Note => note !== undefined);
        const events: PanelEvent[] = [];
        const toSend: QueueEntry[] = [];
        for (const note of notes) {
          const entry = queueEntry({ action: kind, noteId: note.id, on: true, request, target: noteTarget(note) }, context.clock.now(), event.seq);
          const held = holdInQueue(context.state(), request, entry);
          if (held) events.push(...held);
          else toSend.push(entry);
        }
        // Queued ones are answered at once, so the queue keeps the order the user acted in.
        return toSend.length === 0 ? events : removeNow(toSend, events, notes.length, context);
      },
    },
  });
}
