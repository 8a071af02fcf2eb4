// Which source files one `a` press enters, and how often: V8's precise coverage around the press
// alone (the core, the shipped plugins, the mock platform over the API client; the UI is not drawn).
// `npx tsx bench/press-walk.ts` — the closing note of issue 30 quotes its figures.
import { Session } from 'node:inspector/promises';
import { createPanelCore, createVirtualClock, type Note } from '../src/core/index.ts';
import { defaultPlugins } from '../plugins/index.ts';
import wpcom, { createFetchHandler } from '../src/api/index.ts';
import { createMockFetch, createMockPlatform } from '../mock/index.ts';

const clock = createVirtualClock(Date.UTC(2026, 0, 1, 12));
const platform = createMockPlatform({ clock });
const client = wpcom(createFetchHandler({ fetch: createMockFetch(platform.handlers) }));
// Each slice's handlers counted as the press runs them (a slice is called only for the events it names).
const sliceCalls = new Map<string, number>();
let counting = false;
for (const plugin of defaultPlugins) {
  const field = plugin.stateField;
  if (!field) continue;
  for (const [key, handler] of Object.entries(field.on)) {
    if (!handler) continue;
    field.on[key] = (value, event, state, previous) => {
      if (counting) sliceCalls.set(`${plugin.name} ${key}`, (sliceCalls.get(`${plugin.name} ${key}`) ?? 0) + 1);
      return handler(value, event, state, previous);
    };
  }
}
const core = createPanelCore({ wpcom: client, plugins: defaultPlugins, clock });
const list = await client.req.get({ path: '/notifications/', apiVersion: '1.1' }, { number: 50, fields: 'id,type,unread,read,timestamp,subject,body,meta,title,note_hash,url,icon,noticon,header' });
const { notes } = list as { notes: Note[] };
core.append({ type: 'notes/received', notes, listIds: notes.map((note) => note.id) });
core.append({ type: 'panel/opened' });
core.append({ type: 'shortcuts/enabled' });
const comment = core.select.visibleNotes.value.find((note) => core.registry.offeredActions(note, core.state.value).some((action) => action.name === 'approve'));
if (!comment) throw new Error('no comment offering approval in the sample');
core.append({ type: 'note/selected', id: comment.id });
await core.effects.idle();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
counting = true;
const outcome = core.handleKey({ key: 'a' });
if (!outcome.handled) throw new Error(`the press was not handled: ${outcome.reason}`);
await core.effects.idle();
clock.advance(10_000);
await core.effects.idle();
counting = false;
const { result } = await session.post('Profiler.takePreciseCoverage');
await session.post('Profiler.stopPreciseCoverage');

const root = new URL('../', import.meta.url).href;
const entered = result
  .filter((script) => script.url.startsWith(root) && !script.url.includes('node_modules') && !script.url.includes('/bench/'))
  .map((script) => ({
    file: script.url.slice(root.length),
    calls: script.functions.filter((fn) => fn.functionName !== '' || fn.ranges[0]!.startOffset > 0).reduce((sum, fn) => sum + (fn.ranges[0]!.count > 0 ? fn.ranges[0]!.count : 0), 0),
  }))
  .filter((entry) => entry.calls > 0)
  .sort((a, b) => b.calls - a.calls);
const ours = entered.filter((entry) => !entry.file.startsWith('mock/') && !entry.file.startsWith('src/api/'));
console.log(`an \`a\` press (and its 10 s reset) entered ${ours.length} files of the core, sync and plugins (${entered.length} with the API client and mock); calls a file:`);
for (const entry of entered) console.log(`  ${entry.calls.toString().padStart(6)}  ${entry.file}`);
const totalSliceCalls = [...sliceCalls.values()].reduce((sum, calls) => sum + calls, 0);
console.log(`slice handlers called: ${totalSliceCalls} (by plugin and event key):`);
for (const [where, calls] of [...sliceCalls].sort((a, b) => b[1] - a[1])) console.log(`  ${calls.toString().padStart(6)}  ${where}`);
core.dispose();
platform.dispose();
