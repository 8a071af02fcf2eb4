/**
 * In-memory stand-ins for two browser APIs the tabs use, Web Locks and BroadcastChannel, shared by
 * the "tabs" of one test: messages are structured-cloned and delivered in a later microtask to
 * every other open channel of the name (never back to the sender), and an exclusive lock goes to
 * the next waiting request once its holder's callback settles or its tab closes.
 */
import type { TabChannel, TabLocks } from '../tabs.ts';

type Listener = (event: { data: unknown }) => void;

interface OpenChannel {
  tab: number;
  name: string;
  listeners: Listener[];
}

interface Waiting {
  tab: number;
  granted(): boolean;
  grant(): void;
  release(): void;
}

/** One browser profile: `tab()` gives each tab its `navigator.locks` and `BroadcastChannel`. */
export function createBrowserTabs() {
  const channels = new Set<OpenChannel>();
  const locks = new Map<string, Waiting[]>();
  const closed = new Set<number>();
  const posted: unknown[] = [];
  let tabs = 0;

  function next(name: string): void {
    const queue = locks.get(name) ?? [];
    queue[0]?.grant();
  }

  function tab() {
    const tabId = ++tabs;
    const BroadcastChannel = class implements TabChannel {
      readonly #open: OpenChannel;
      constructor(name: string) {
        this.#open = { tab: tabId, name, listeners: [] };
        if (!closed.has(tabId)) channels.add(this.#open);
      }
      postMessage(message: unknown): void {
        if (!channels.has(this.#open)) return;
        const data = structuredClone(message);
        posted.push(data);
        for (const other of channels) {
          if (other === this.#open || other.name !== this.#open.name) continue;
          queueMicrotask(() => {
            if (channels.has(other)) for (const listener of other.listeners) listener({ data: structuredClone(data) });
          });
        }
      }
      addEventListener(_type: 'message', listener: Listener): void {
        this.#open.listeners.push(listener);
      }
      close(): void {
        channels.delete(this.#open);
      }
    };
    const tabLocks: TabLocks = {
      request(name, callback) {
        return new Promise((resolve, reject) => {
          const queue = locks.get(name) ?? [];
          locks.set(name, queue);
          let granted = false;
          const entry: Waiting = {
            tab: tabId,
            granted: () => granted,
            grant() {
              if (granted) return;
              granted = true;
              queueMicrotask(() => {
                Promise.resolve(callback(null)).then(resolve, reject).finally(entry.release);
              });
            },
            release() {
              const index = queue.indexOf(entry);
              if (index < 0) return;
              queue.splice(index, 1);
              if (index === 0) next(name);
            },
          };
          queue.push(entry);
          if (queue.length === 1) entry.grant();
        });
      },
      async query() {
        const held = [...locks].flatMap(([name, queue]) => (queue[0]?.granted() ? [{ name, mode: 'exclusive', clientId: `client${queue[0].tab}` }] : []));
        return { held };
      },
    };
    return {
      id: tabId,
      locks: tabLocks,
      BroadcastChannel,
      /** The tab closes: its channels stop, and its locks (held or waited for) go to the next tab. */
      close() {
        closed.add(tabId);
        for (const open of [...channels]) if (open.tab === tabId) channels.delete(open);
        for (const queue of locks.values()) for (const entry of queue.filter((waiting) => waiting.tab === tabId)) entry.release();
      },
    };
  }

  return {
    tab,
    /** Every message posted so far, as sent (for tests that read the traffic). */
    posted,
    /**
     * A page that speaks on channel `name` as tab `id` of protocol `version` and answers pings
     * addressed to it saying it leads, as a live lease leader does (a frozen tab waking, or a page
     * that plays one).
     */
    answerAs(name: string, id: string, version: number) {
      const page = tab();
      const channel = new page.BroadcastChannel(name);
      const post = (message: Record<string, unknown>) => channel.postMessage({ v: version, from: id, ...message });
      channel.addEventListener('message', ({ data }) => {
        const message = data as Record<string, unknown>;
        if (message.kind === 'ping' && message.to === id) post({ kind: 'pong', to: message.from, nonce: message.nonce, leading: true });
      });
      return { post, close: () => page.close() };
    },
    /** Posts `data` on channel `name` as a page outside the panel would. */
    forge(name: string, data: unknown): void {
      const page = tab();
      const channel = new page.BroadcastChannel(name);
      channel.postMessage(data);
      channel.close();
    },
  };
}
