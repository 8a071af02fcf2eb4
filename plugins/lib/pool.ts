/** Many platform calls at once, a few at a time, so a bulk action never floods the platform. */

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
