// What the browser benchmark serves: the production build (dist/panel, dist/host) and a plain host
// page that embeds the panel with the host SDK, as a platform page would.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { SIDE_PAGE } from './anchor/page.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PANEL = join(ROOT, 'dist/panel');
const HOST_SDK = join(ROOT, 'dist/host/notes-host.js');

/** Whether `npm run build` has produced what the benchmark serves. */
export function buildExists(): boolean {
  return existsSync(join(PANEL, 'panel.html')) && existsSync(HOST_SDK);
}

// The bell records when it was clicked (the event's own time, so input delay counts) and toggles the
// panel through the SDK; the slot is 480 px wide, 960 px while the panel asks for widescreen, and
// closed it is hidden as docs/embedding.md recommends (visibility: the frame stays laid out).
const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host page</title>
<style>
body { margin: 0; font: 15px/1.5 sans-serif; }
header { display: flex; justify-content: flex-end; align-items: center; height: 48px; padding: 0 16px; background: #101517; }
#bell { position: relative; border: 0; background: none; color: #fff; font-size: 18px; padding: 8px; }
#badge { position: absolute; top: 0; right: 0; font-size: 11px; background: #d63638; border-radius: 8px; padding: 0 4px; }
#slot { position: fixed; top: 48px; right: 0; bottom: 0; width: 480px; visibility: hidden; background: #fff; }
#slot.is-open { visibility: visible; }
#slot:has(iframe.is-widescreen) { width: 960px; }
#slot iframe { border: 0; width: 100%; height: 100%; }
</style></head>
<body>
<header><button id="bell" type="button" aria-label="Notifications">&#128276;<span id="badge" hidden></span></button></header>
<main><h1>A page with the notifications panel</h1></main>
<div id="slot"></div>
<script type="module">
import { mountNotesPanel } from '/host/notes-host.js';
const slot = document.getElementById('slot');
const handle = mountNotesPanel({
  container: slot,
  src: '/panel.html' + location.search,
  badge: document.getElementById('badge'),
  // The bell opens and closes the panel itself; it is not a click outside the panel.
  toggleButton: document.getElementById('bell'),
  onOpenChange: (open) => slot.classList.toggle('is-open', open),
});
const bench = (window.__bench = { clicks: [], longTasks: [] });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) bench.longTasks.push([performance.timeOrigin + entry.startTime, entry.duration]);
}).observe({ type: 'longtask', buffered: true });
document.getElementById('bell').addEventListener('click', (event) => {
  bench.clicks.push(performance.timeOrigin + event.timeStamp);
  handle.toggle();
});
</script>
</body></html>`;

/** A CRC-32 (PNG chunks end with one). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** One PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A raster picture per person (a 64 × 64 PNG, a colour and a lighter disc of its own), standing in
 * for a gravatar as the platform serves them: an SVG avatar is a document of its own in paint.
 */
function avatarPng(name: string): Buffer {
  let hue = 0;
  for (const char of name) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const [r, g, b] = [0, 120, 240].map((offset) => Math.round(128 + 100 * Math.cos(((hue + offset) * Math.PI) / 180)));
  const size = 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inside = (x - 32) ** 2 + (y - 26) ** 2 < 14 ** 2 || (x - 32) ** 2 + (y - 64) ** 2 < 26 ** 2;
      row.set(inside ? [255, 255, 255] : [r!, g!, b!], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** What the side-by-side benchmark adds to the site (bench/browser/anchor/). */
export interface SideOptions {
  /** The old panel's built page, served at `/anchor/`; the side-by-side host page is then at `/side`. */
  anchorDir?: string;
  /**
   * HTML put first in the head of both panels' pages: their probe, run before their own scripts.
   * (An init script does not reliably run in a frame the page creates after its load: Chromium may
   * keep the frame's first blank window for the panel's page.)
   */
  frameHead?: (url: URL) => string;
}

/**
 * Serves the host page at `/`, the SDK at `/host/notes-host.js` and the built panel at `/panel.html`
 * and `/assets/`; with `anchorDir`, also the side-by-side host page at `/side` and the old panel's
 * built page at `/anchor/`.
 */
export async function startSite(options: SideOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const path = url.pathname;
    let file: string | null = null;
    let within = ROOT;
    if (path === '/' || (path === '/side' && options.anchorDir)) {
      response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      response.end(path === '/' ? HOST_PAGE : SIDE_PAGE);
      return;
    }
    const avatar = /^\/avatar\/([\w-]+)\.png$/.exec(path);
    if (avatar) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
      response.end(avatarPng(avatar[1]!));
      return;
    }
    if (path === '/host/notes-host.js') file = HOST_SDK;
    else if (path === '/panel.html' || path.startsWith('/assets/')) file = normalize(join(PANEL, path));
    else if (options.anchorDir && path.startsWith('/anchor/')) {
      within = options.anchorDir;
      file = normalize(join(within, path.slice('/anchor/'.length)));
    }
    if (!file || !file.startsWith(within) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    const head = options.frameHead && extname(file) === '.html' ? options.frameHead(url) : '';
    response.end(head ? readFileSync(file, 'utf8').replace('<head>', `<head>${head}`) : readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
