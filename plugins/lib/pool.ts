/** Many platform calls at once, a few at a time, so a bulk action never floods the platform. */
import { errorMessage, holdInQueue, isNetworkError, type EffectContext, type PanelEvent, type QueueableRequest, type QueueEntry } from '../../src/core/index.ts';

/** Calls in flight at once for one bulk action. */
export const BULK_CONCURRENCY = 3;

/** Runs `task` for every item, at most `limit` at a time; says which items failed and why. */
export async function settleEach<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  limit = BULK_CONCURRENCY,
): Promise<{ succeeded: T[]; failed: { item: T; error: unknown }[] }> {
  const succeeded: T[] = [];
  const failed: { item: T; error: unknown }[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
        succeeded.push(item);
      } catch (error) {
        failed.push({ item, error });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return { succeeded, failed };
}

/**
 * A bulk step's calls, through the offline queue, as `sendOrQueue` sends one: entries it holds
 * (offline, an undo of a waiting one) are answered at once, the rest sent a few at a time (by `send`,
 * the request's own call when absent); a network failure queues its entry. Any other failure is
 * logged as `step` of its note and answered with the request's `failed`; `failures` counts them, for
 * the action's status message. What follows a success (`succeeded`) comes after every call, a few at
 * a time too.
 */
export async function sendEach(
  context: EffectContext,
  entries: readonly QueueEntry[],
  request: QueueableRequest,
  step: string,
  send = (entry: QueueEntry) => request.send(entry, context),
) {
  const events: PanelEvent[] = [];
  const toSend = entries.filter((entry) => {
    const held = holdInQueue(context.state(), entry);
    if (held) events.push(...held);
    return !held;
  });
  const { succeeded, failed } = await settleEach(toSend, send);
  let failures = 0;
  for (const { item: entry, error } of failed) {
    if (isNetworkError(error)) {
      events.push({ type: 'queue/added', entry });
      continue;
    }
    failures++;
    context.logger.error(`${step} of note ${entry.noteId} failed: ${errorMessage(error)}`, error);
    events.push(...request.failed(entry, errorMessage(error)));
  }
  await settleEach(succeeded, async (entry) => events.push(...(await request.succeeded(entry, context))));
  return { events, failures };
}
