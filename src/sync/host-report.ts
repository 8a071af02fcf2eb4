/** Tells the host page how many notes are new, so its bell shows the right count. */
import { errorMessage } from '../core/index.ts';
import type { HostMessage, SyncContext } from './context.ts';

/** Sends one message to the host (postMessage to the parent in the iframe). */
export type SendToHost = (message: HostMessage) => void;

/** The message for a count: `render` with the newest new note's type, or `renderAllSeen`. */
export function renderMessage(numNew: number, latestType: string | null): HostMessage {
  if (numNew === 0) return { type: 'notesIframeMessage', action: 'renderAllSeen' };
  return { type: 'notesIframeMessage', action: 'render', num_new: numNew, latest_type: latestType };
}

/** Builds the reporter called after each fetch and each change of the last-seen time. */
export function createHostReporter(context: SyncContext, sendToHost: SendToHost | undefined): () => void {
  let firstRender = true;
  return () => {
    if (!sendToHost) return;
    const { select } = context.core;
    // A user who has never seen anything (last-seen 0) would otherwise get a bell counting every
    // note they ever had on the very first load.
    const forcedZero = firstRender && context.state().client.lastSeenTime === 0;
    firstRender = false;
    const count = forcedZero ? 0 : select.newCount.value;
    // The newest new note, not the oldest one the replaced panel reported (REFERENCE §6).
    const message = renderMessage(count, select.newestNewNote.value?.type ?? null);
    try {
      sendToHost(message);
    } catch (error) {
      context.logger.warn(`sending ${message.action} to the host failed: ${errorMessage(error)}`, error);
    }
  };
}
