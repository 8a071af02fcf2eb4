/** A realtime connector driven by the test: it records connects and lets the test send events. */
import type { RealtimeConnector, RealtimeEvent } from '../realtime.ts';

/** The fake and its controls. */
export function createFakeRealtime() {
  const channels: { path: string; onEvent: (event: RealtimeEvent) => void; closed: boolean }[] = [];
  const connector: RealtimeConnector = {
    connect(path, onEvent) {
      const channel = { path, onEvent, closed: false };
      channels.push(channel);
      return { close: () => void (channel.closed = true) };
    },
  };
  const last = () => {
    const channel = channels.at(-1);
    if (!channel) throw new Error('nothing connected');
    return channel;
  };
  return {
    connector,
    channels,
    /** Sends an event on the newest channel. */
    send: (event: RealtimeEvent) => last().onEvent(event),
    open: () => last().onEvent({ type: 'open' }),
    push: (noteId: number) => last().onEvent({ type: 'message', data: JSON.stringify({ action: 'push', note_id: noteId }) }),
  };
}
