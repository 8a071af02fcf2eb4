// `npm start`, until the browser demo lands: the headless core loaded with the sample notes,
// shown as text, then driven by the same keys the panel answers (j, k, Enter, Escape, a, u, c, f, l, i).
import { readFileSync } from 'node:fs';
import { renderScreen } from '../cli/screen.ts';
import { createPanelCore } from '../src/core/core.ts';
import type { Note } from '../src/core/note.ts';

const sample = JSON.parse(readFileSync(new URL('../fixtures/notes-sample.json', import.meta.url), 'utf8')) as { notes: Note[]; last_seen_time: string };
// The sample is years old: move it so the newest note is an hour old and the time groups show.
const newest = Math.max(...sample.notes.map((note) => Date.parse(note.timestamp)));
const shift = Date.now() - 3_600_000 - newest;
const notes = sample.notes.map((note, index) => ({ ...note, timestamp: new Date(Date.parse(note.timestamp) + shift - index * 9 * 3_600_000).toISOString() }));
const core = createPanelCore({ locale: 'en' });
core.append({ type: 'viewport/resized', width: 1024, height: 900 });
core.append({ type: 'notes/received', notes, listIds: notes.map((note) => note.id), lastSeenTime: (Date.now() - 30 * 3_600_000) / 1000 });
core.append({ type: 'panel/opened' });
core.append({ type: 'shortcuts/enabled' });

const show = (title: string) => console.log(`\n### ${title}\n${renderScreen(core.state.value, core.select, core.registry)}`);
show('The panel with the sample notes');
for (const [key, what] of [['j', 'j opens the newest note'], ['j', 'j moves to the next'], ['Escape', 'Escape goes back to the list'], ['c', 'c shows comments only'], ['u', 'u shows unread notes']] as const) {
  core.handleKey({ key });
  show(what);
}
console.log('\nThe browser demo (host page with the bell, gallery, live mock platform) replaces this text view; see README.md.');
core.dispose();
