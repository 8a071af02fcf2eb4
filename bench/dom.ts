// One jsdom window for every jsdom benchmark, its DOM classes copied onto globalThis (React and the
// app read them from there). The address is a loopback panel page, so the app honours `?api=`.
import { JSDOM } from 'jsdom';

const GLOBALS = [
  'window', 'document', 'navigator', 'localStorage', 'HTMLElement', 'HTMLIFrameElement', 'Node', 'Element', 'Text',
  'KeyboardEvent', 'MouseEvent', 'FocusEvent', 'Event', 'MessageEvent', 'StorageEvent', 'MutationObserver',
  'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame',
];

/** The fake platform's origin, as the panel page's `?api=` names it. */
export const API = 'http://127.0.0.1:9';
const PAGE = `http://127.0.0.1:8080/panel.html?api=${encodeURIComponent(API)}`;

let dom: JSDOM | null = null;

/** The shared window, created on the first call. */
export function installDom(): JSDOM {
  if (dom) return dom;
  dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true, url: PAGE });
  const globals = globalThis as Record<string, unknown>;
  for (const key of GLOBALS) globals[key] = (dom.window as unknown as Record<string, unknown>)[key];
  // The realtime channel never answers: the panel polls, as when a socket hangs at connect.
  globals.WebSocket = class SilentSocket {
    addEventListener() {}
    close() {}
  };
  return dom;
}
