// The side-by-side benchmark's host page (served at /side): a plain page with the panel's slot,
// 480 px wide and 960 px while the panel shows a note beside its list, as the benchmark's own host
// page (site.ts). Nothing is mounted until the benchmark asks; each mount returns when it began.

/** The host page; `__side.ours()` and `__side.anchor(notes)` mount a panel open and return the time (absolute ms). */
export const SIDE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Side by side</title>
<style>
body { margin: 0; font: 15px/1.5 sans-serif; }
#slot { position: fixed; top: 48px; right: 0; bottom: 0; width: 480px; background: #fff; }
#slot.is-wide { width: 960px; }
#slot iframe { border: 0; width: 100%; height: 100%; }
</style></head>
<body>
<main><h1>A page with a notifications panel</h1></main>
<div id="slot"></div>
<script type="module">
import { mountNotesPanel } from '/host/notes-host.js';
const slot = document.getElementById('slot');
const now = () => performance.timeOrigin + performance.now();
const wide = (on) => slot.classList.toggle('is-wide', on);
window.__side = {
  // Ours as a platform page mounts it (the host SDK), opened at once.
  ours() {
    const at = now();
    mountNotesPanel({ container: slot, src: '/panel.html' + location.search, onWidescreen: wide }).open();
    return at;
  },
  // The old panel in a frame of its own, as its standalone app ran, mounted open; focused as ours is on open.
  anchor(notes) {
    const at = now();
    const frame = Object.assign(document.createElement('iframe'), { src: '/anchor/panel.html?notes=' + notes, title: 'Notifications' });
    slot.append(frame);
    frame.focus();
    return at;
  },
};
addEventListener('message', (event) => {
  if (event.origin === location.origin && event.data && event.data.type === 'anchorWidescreen') wide(event.data.wide === true);
});
</script>
</body></html>`;
