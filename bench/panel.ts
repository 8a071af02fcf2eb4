// The whole panel as a host mounts it, in jsdom: the iframe app's own composition (startPanelApp:
// core, plugins, sync, API client over fetch, host bridge, translations, the lazily imported views)
// against a fake platform, timed until the notes' text is in the DOM; then j/k steps until the DOM
// shows the note the core moved to.
import type { MockNote } from '../mock/index.ts';
import type { PanelApp } from '../src/frame/app.ts';
import { benchState, subjectText } from './notes.ts';
import { createRestProxyFrame } from '../mock/rest-proxy.ts';
import { serveProxyFrame } from '../test/support/proxy-frame.ts';
import type { WebSocketConstructor } from '../src/sync/realtime.ts';
import { API, installDom } from './dom.ts';
import { profiled } from './profile.ts';
import { settled, trackActivity } from './settle.ts';
import { describe, median, percentile, spread, startTimer, type Timing } from './stats.ts';

/** One platform per note count; its list answer is serialised up front, so the server's time is not the panel's. */
interface Platform {
  notes: MockNote[];
  listText: Uint8Array<ArrayBuffer>;
  hashes: { last_seen_time: number; notes: { id: number; note_hash: number }[] };
}

const encode = (value: unknown): Uint8Array<ArrayBuffer> => new TextEncoder().encode(JSON.stringify(value));
const json = (value: unknown, status = 200) => new Response(encode(value), { status, headers: { 'content-type': 'application/json' } });

function platformOf(count: number): Platform {
  const state = benchState(count);
  const notes = state.listNotes({ number: count });
  const last = state.lastSeenTime();
  return {
    notes,
    listText: encode({ last_seen_time: last, number: notes.length, notes }),
    hashes: { last_seen_time: last, notes: notes.slice(0, 200).map(({ id, note_hash }) => ({ id, note_hash })) },
  };
}

/**
 * The platform over `fetch`. A full list request answers with all N notes, whatever `number` it
 * asked (the product asks for 10 and pages up to 200: N notes in one answer is the heaviest list a
 * panel can be given); the id,note_hash poll gets the `number` it asks for, up to 200, as the mock
 * platform answers. Read and seen calls succeed; /me answers a profile.
 */
function installFetch(current: () => Platform): void {
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const platform = current();
    if (request.method === 'GET' && url.pathname === '/rest/v1.1/notifications/' && !url.searchParams.has('before')) {
      const number = Math.min(200, Number(url.searchParams.get('number') ?? 10));
      const body = url.searchParams.get('fields') === 'id,note_hash' ? encode({ ...platform.hashes, notes: platform.hashes.notes.slice(0, number) }) : platform.listText;
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    // Read and seen succeed at once: the mock's own handlers would spend the server's time in this thread.
    if (request.method === 'POST' && url.pathname.endsWith('/notifications/read')) return json({ success: true });
    if (request.method === 'POST' && url.pathname.endsWith('/notifications/seen')) return json({ success: true, last_seen_time: platform.hashes.last_seen_time });
    if (request.method === 'POST' && url.pathname.endsWith('/seen-posts/seen/blog/new')) return json({ success: true });
    // The reply box asks who is replying once; unanswered, it would ask again later.
    if (request.method === 'GET' && url.pathname === '/rest/v1.1/me') return json({ ID: 1, username: 'bench', display_name: 'Bench User', avatar_URL: '' });
    return json({ error: 'unknown_path', message: `${request.method} ${url.pathname}` }, 404);
  };
}

/** Resolves when `ready()` holds, checked after every DOM change under `root`. */
function when(root: HTMLElement, ready: () => boolean, what: string, timeoutMs = 20_000, poll = false): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (poll) {
      // Not a DOM change: check after each macrotask.
      const deadline = performance.now() + timeoutMs;
      const check = () => {
        if (ready()) resolve();
        else if (performance.now() > deadline) reject(new Error(`timed out waiting until ${what}`));
        else setImmediate(check);
      };
      return setImmediate(check);
    }
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`timed out waiting until ${what}`));
    }, timeoutMs);
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

// The checks after each key press find their elements from ids and walk down or up from there:
// a class lookup from the root would walk the whole panel in jsdom, the harness's cost, not the panel's.

/** The open note's text: the section around its heading. */
function openNoteText(document: Document): string {
  let element: Element | null = document.getElementById('wpnc-detail-title');
  while (element && !element.classList.contains('wpnc__detail')) element = element.parentElement;
  return element?.textContent ?? '';
}

/** The note id of the list's selected row (the list's rows are its tab panel's list items). */
function selectedRowId(document: Document): string | null {
  const items = document.getElementById('wpnc-note-list')?.firstElementChild?.firstElementChild?.children ?? [];
  for (const item of items) {
    const row = item.lastElementChild;
    if (row?.classList.contains('is-selected')) return row.getAttribute('data-note-id');
  }
  return null;
}

/** The first rows show the first notes' subjects, in order. */
function rowsShow(root: HTMLElement, notes: readonly MockNote[]): boolean {
  // Live collections, not selectors: jsdom's selector engine would cost more than the panel.
  const subjects = root.getElementsByClassName('wpnc__row-subject');
  if (subjects.length < 5) return false;
  for (let index = 0; index < 5; index++) if (subjects[index]!.textContent !== subjectText(notes[index]!)) return false;
  return true;
}

/** Runs the whole-panel benchmark; `runs` rounds, each size once per round (interleaved). */
export async function benchPanel(runs: number, parts: { mount?: boolean; keys?: boolean; counts?: number[] } = {}): Promise<string[]> {
  const { mount: timeMounts = true, keys: timeKeys = true, counts = [100, 1000, 5000] } = parts;
  const dom = installDom();
  const win = dom.window as unknown as Window;
  const { startPanelApp } = await import('../src/frame/app.ts');
  await import('../src/frame/mount-ui.tsx'); // the views' module loaded once, as after the first open
  let platform = platformOf(1);
  installFetch(() => platform);
  // The app reaches the platform as it ships: through the rest-proxy frame its origin serves (here
  // the mock's emulated frame behind the hidden iframe, relaying to the fetch above).
  serveProxyFrame(win, createRestProxyFrame({ apiUrl: API, wsUrl: API.replace(/^http/, 'ws'), WebSocket: globalThis.WebSocket as unknown as WebSocketConstructor, fetch: (input, init) => globalThis.fetch(input, init) }), API);
  const activity = trackActivity(win);
  const platforms = new Map([100, 1000, 5000].map((count) => [count, platformOf(count)]));
  const errors: unknown[] = [];
  const quiet = { debug: console.debug, warn: console.warn, error: console.error };
  console.debug = () => {};
  console.warn = () => {};
  console.error = (...args: unknown[]) => void errors.push(args);

  /**
   * Starts the app as the iframe does at page load: sync fetches the notes for the host's badge while
   * the panel is closed. `open` then opens it as the host's togglePanel does; both wait for the rows.
   */
  const start = async (count: number): Promise<{ app: PanelApp; root: HTMLElement; loadMs: number; listening: Promise<void> }> => {
    platform = platforms.get(count)!;
    win.localStorage.clear();
    const root = win.document.createElement('div');
    win.document.body.append(root);
    const started = performance.now();
    const app = await startPanelApp(root, win, { hostOrigins: ['https://wordpress.com'], appOrigin: 'https://wordpress.com' });
    await when(root, () => app.core.state.peek().client.hasLoaded, 'the notes are loaded', 20_000, true);
    const loadMs = performance.now() - started;
    // The panel's mount effect reports the viewport, then listens for keys: after it, keys work.
    const listening = new Promise<void>((resolve) => {
      const off = app.core.bus.on('viewport/resized', () => {
        off();
        resolve();
      });
    });
    return { app, root, loadMs, listening };
  };
  const open = async (app: PanelApp, root: HTMLElement): Promise<Timing> => {
    const timer = startTimer();
    app.core.append({ type: 'panel/opened' });
    app.core.append({ type: 'shortcuts/enabled' });
    await when(root, () => rowsShow(root, platform.notes), 'the first notes\' rows show');
    return timer();
  };
  const mount = async (count: number) => {
    const started = await start(count);
    return { ...started, timing: await profiled('open', () => open(started.app, started.root)) };
  };
  const unmount = ({ app, root }: { app: PanelApp; root: HTMLElement }) => {
    app.dispose();
    root.remove();
  };

  /** As a host sees it: from starting the app (core, sync, API client) with the panel open to the newest notes' rows. */
  const hostMount = async (count: number): Promise<{ app: PanelApp; root: HTMLElement; timing: Timing }> => {
    platform = platforms.get(count)!;
    win.localStorage.clear();
    const root = win.document.createElement('div');
    win.document.body.append(root);
    const timer = startTimer();
    const app = await startPanelApp(root, win, { hostOrigins: ['https://wordpress.com'], appOrigin: 'https://wordpress.com' });
    app.core.append({ type: 'panel/opened' });
    await when(root, () => rowsShow(root, platform.notes), 'the newest notes\' rows show');
    return { app, root, timing: timer() };
  };

  const warm = await mount(100);
  unmount(warm);
  const mounts = new Map<number, Timing[]>();
  const loads = new Map<number, number[]>();
  const hostMounts = new Map<number, Timing[]>();
  unmount(await hostMount(100));
  for (let run = 0; run < (timeMounts ? runs : 0); run++) {
    for (const count of counts) {
      globalThis.gc?.();
      const mounted = await mount(count);
      mounts.set(count, [...(mounts.get(count) ?? []), mounted.timing]);
      loads.set(count, [...(loads.get(count) ?? []), mounted.loadMs]);
      unmount(mounted);
      await settled(activity, () => Promise.resolve());
      globalThis.gc?.();
      const hosted = await profiled('mount', () => hostMount(count));
      hostMounts.set(count, [...(hostMounts.get(count) ?? []), hosted.timing]);
      await settled(activity, () => hosted.app.core.effects.idle());
      unmount(hosted);
    }
  }

  /** One press: ms until the DOM shows the next note, and until everything the press started has settled. */
  const press = async (root: HTMLElement, app: PanelApp, key: string, wide: boolean): Promise<{ dom: number; settled: number }> => {
    const started = performance.now();
    win.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key, bubbles: true }));
    const id = app.core.state.peek().ui.selectedNoteId;
    const note = platform.notes.find((candidate) => candidate.id === id);
    const expected = note ? subjectText(note) : '';
    const shown = () => {
      if (!openNoteText(win.document).includes(expected)) return false;
      return !wide || selectedRowId(win.document) === String(id);
    };
    // The DOM is checked after each change (a MutationObserver's records come as a microtask), so
    // the first figure is when the note showed, not when the harness next looked.
    let domMs = shown() ? performance.now() - started : 0;
    if (!domMs) {
      await when(root, shown, `note ${id} shows after ${key}`);
      domMs = performance.now() - started;
    }
    await settled(activity, () => app.core.effects.idle());
    return { dom: domMs, settled: performance.now() - started };
  };
  const presses = 200;
  const steps = new Map<string, Timing[]>();
  const perPress = new Map<string, { dom: number[]; settled: number[] }>();
  for (let run = 0; run < (timeKeys ? runs : 0); run++) {
    for (const count of counts.filter((count) => count !== 100)) {
      for (const [width, name] of [[500, 'narrow'], [1024, 'wide']] as const) {
        const mounted = await mount(count);
        const { app, root } = mounted;
        await mounted.listening;
        app.core.append({ type: 'viewport/resized', width, height: 768 });
        const unobserve = activity.observe(root);
        for (let index = 0; index < 30; index++) await press(root, app, 'j', width >= 800);
        globalThis.gc?.();
        const timer = startTimer();
        const label = `${name} at ${count.toLocaleString('en')}`;
        const times = perPress.get(label) ?? { dom: [], settled: [] };
        perPress.set(label, times);
        await profiled('keys', async () => {
          for (let index = 0; index < presses; index++) {
            const { dom: domMs, settled: settledMs } = await press(root, app, index % 50 < 25 ? 'j' : 'k', width >= 800);
            times.dom.push(domMs);
            times.settled.push(settledMs);
          }
        });
        const { wall, cpu } = timer();
        steps.set(label, [...(steps.get(label) ?? []), { wall: wall / presses, cpu: cpu / presses }]);
        unobserve();
        unmount(mounted);
      }
    }
  }
  Object.assign(console, quiet);
  const rows: string[] = [];
  for (const [count, times] of mounts) rows.push(`open with ${count.toLocaleString('en')} notes synced (mount until their text shows): ${describe(times, 1)}`);
  for (const [count, times] of loads) rows.push(`background load of ${count.toLocaleString('en')} notes at start (fetch, parse, validate, fold; panel closed): ${median(times).toFixed(1)} ms (${spread(times, 1)})`);
  for (const [count, times] of hostMounts) rows.push(`mount as a host sees it, ${count.toLocaleString('en')} notes in one list answer (start the app, panel open, until the newest rows show: fetch, JSON, schema, fold, render): ${describe(times, 1)}`);
  for (const [label, times] of perPress) {
    const run = steps.get(label) ?? [];
    rows.push(`j/k step with its effects, ${label}: median ${median(times.settled).toFixed(2)} ms a press (p90 ${percentile(times.settled, 0.9).toFixed(2)}), to the DOM ${median(times.dom).toFixed(2)} ms; mean a press per run ${describe(run, 2)}`);
  }
  rows.push(`${runs} runs, interleaved, ${presses} presses a run; React ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build`);
  if (errors.length) rows.push(`console errors during the runs: ${errors.length} (first: ${String((errors[0] as unknown[])[1])})`);
  return rows;
}
