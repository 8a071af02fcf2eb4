/**
 * A toggle with an optimistic value per note, as approve and like are: its request fact shows the
 * value at once (an override, reset 10 s after the request and kept while the call waits queued),
 * the call goes out after any earlier one for the same note (an undo waits for what it reverts) or
 * waits in the offline queue, the note reloads once it went through, and a refusal (the failed fact)
 * takes the value back. Undo asks for the value the note shows now.
 */
import {
  defineOverride, queueEntry, sendOrQueue,
  type ActionContext, type ActionDeclaration, type EffectContext, type Note, type NoteTarget, type OverrideOptions,
  type PanelEvent, type PanelState, type PluginEvent, type QueueableRequest, type QueueEntry,
} from '../../src/core/index.ts';
import { inOrder } from './in-order.ts';
import { reloadNote } from './reload.ts';
import { noteTarget } from './target.ts';

/** What differs between toggles. */
export interface ToggleOptions<Field extends string> {
  /** Asks for a value for note `id`: the button, its key, an undo. Its plugin's name is the action's, and names its undo kinds (`approve`, `unapprove`). */
  requested: PluginEvent<Record<Field, boolean>>;
  /** The request's field that holds the value (approve's `approved`); tracking names it so too. */
  field: Field;
  /** Says the platform refused the value for note `id`. */
  failed: PluginEvent<{ message: string }>;
  /** The override's name (what its queued entries keep), its reset, and any further facts that ask for a value (approve's bulk request). */
  override: Pick<OverrideOptions, 'name' | 'reset'> & Partial<Pick<OverrideOptions, 'requested'>>;
  /** Whether the note's own copy says on, when it has no override. */
  flagged(note: Note): boolean;
  /** What its queue entries name (the note's site, post and comment when absent). */
  target?(note: Note): NoteTarget;
  /** The call, from a queue entry alone (the note may be gone by then), and what the status says when it fails. */
  request: Pick<QueueableRequest, 'send' | 'failureMessage' | 'goneMessage'>;
}

/** Builds a toggle's override and request, and its part of the action. */
export function defineToggle<Field extends string>(options: ToggleOptions<Field>) {
  const { requested, field, failed } = options;
  const name = requested.plugin;
  const override = defineOverride(name, {
    ...options.override,
    requested: {
      ...options.override.requested,
      [requested.key]: (event) => {
        const fact = requested.read(event);
        return fact?.id != null ? { ids: [fact.id], value: fact.data[field] } : null;
      },
    },
    failed: {
      [failed.key]: (event) => {
        const id = failed.read(event)?.id;
        return id == null ? null : [id];
      },
    },
  });
  const request: QueueableRequest = {
    ...options.request,
    keeps: options.override.name,
    succeeded: (entry, context) => reloadNote(context, entry.noteId),
    failed: (entry, message) => [failed.make(entry.noteId, { message })],
    reset: (entry, timers) => override.scheduleReset(timers, entry.noteId),
  };
  /** Whether the note is on now: its override first, then its own copy. */
  const isOn = (state: PanelState, note: Note) => override.of(state, note.id) ?? options.flagged(note);
  const isOnNow = ({ state, note }: ActionContext) => isOn(state, note);
  const ask = (noteId: number, on: boolean) => requested.make(noteId, { [field]: on } as Record<Field, boolean>);
  /** Runs `task` after every earlier call of this toggle for the note: an undo waits for what it reverts. */
  const inTurn = <T>(context: EffectContext, noteId: number, task: () => Promise<T>) => inOrder(context, `${name}:${noteId}`, task);
  /** A request as the offline queue keeps it (and as `request` sends it). */
  const entry = (note: Note, on: boolean, context: EffectContext, seq: number): QueueEntry =>
    queueEntry(name, note.id, on, options.override.name, (options.target ?? noteTarget)(note), context.clock.now(), seq);
  return {
    override,
    request,
    isOn,
    entry,
    inTurn,
    /** The toggle's part of the action: spread it into `defineAction`. */
    action: {
      isOn: isOnNow,
      perform: (context) => [ask(context.note.id, !isOnNow(context))],
      undo: (context) => ({ kind: isOnNow(context) ? `un${name}` : name, revert: [ask(context.note.id, isOnNow(context))] }),
      track: (context) => ({ name, properties: { [field]: !isOnNow(context), note_type: context.note.type } }),
      facts: [requested, failed],
      effects: {
        // SPEC §4: the override resets 10 s after the request.
        ...requested.effect(({ id, data, seq }, context) => {
          if (id === null) return undefined;
          override.scheduleReset(context.timers, id);
          return inTurn(context, id, async (): Promise<PanelEvent[]> => {
            const note = context.state().notes[id];
            return note ? sendOrQueue(context, request, entry(note, data[field], context, seq)) : [];
          });
        }),
      },
      // The offline queue sends a waiting request with the same call.
      queue: request,
      stateField: override,
    } satisfies Partial<ActionDeclaration>,
  };
}
