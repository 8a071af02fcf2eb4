/** Which loaded notes the server no longer lists. */
import type { PanelState } from '../core/index.ts';

/**
 * Listed ids missing from a list answer. When the answer was short it holds everything, so every
 * missing id is gone; when it was a full page, only missing ids newer than its oldest note are gone:
 * older ones merely fell out of the window (new notes pushed them down), they were not deleted.
 */
export function vanishedIds(
  state: PanelState,
  serverIds: readonly number[],
  complete: boolean,
  timeOf: (id: number) => number | undefined,
): number[] {
  const listed = new Set(serverIds);
  const missing = state.client.noteList.filter((id) => !listed.has(id) && state.notes[id]);
  if (complete || missing.length === 0) return missing;
  const times = serverIds.map(timeOf).filter((time): time is number => time !== undefined);
  if (times.length === 0) return [];
  const oldest = Math.min(...times);
  return missing.filter((id) => (timeOf(id) ?? -Infinity) > oldest);
}
