// `npx tsx bench/profile-summary.ts .bench/profiles/mount-*.cpuprofile [--top 25]`: the profiles that
// BENCH_PROFILE writes, summed and summarised as text: self time by function and by module, and the
// time spent inside each of the panel's own functions (src/, plugins/) with what they call;
// `--callers 'name module'` adds the stacks under which a function's self time was spent.
import { readFileSync } from 'node:fs';

interface Frame { functionName: string; url: string; lineNumber: number }
interface ProfileNode { id: number; callFrame: Frame; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const callersIndex = args.indexOf('--callers');
const callersOf = callersIndex >= 0 ? args[callersIndex + 1] : undefined;
// PROFILE_INCLUSIVE=regex widens the inclusive table to other code (e.g. 'react-dom|jsdom').
const ownCode = new RegExp(process.env.PROFILE_INCLUSIVE ?? '/(src|plugins)/');
const values = new Set([topIndex, callersIndex].filter((index) => index >= 0).map((index) => index + 1));
const files = args.filter((arg, index) => !arg.startsWith('--') && !values.has(index));

const module = (url: string) => {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (dependency) return dependency[1]!;
  const own = /\/((?:src|plugins|bench|mock)\/.*)$/.exec(path);
  return own ? own[1]! : path.replace(/^.*\//, '');
};
const label = (frame: Frame) => `${frame.functionName || '(anonymous)'} ${module(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

const self = new Map<string, number>();
const byModule = new Map<string, number>();
const inclusive = new Map<string, number>();
const callers = new Map<string, number>();
let total = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = nodes.get(id)!;
    // Idle, and the inspector's own work starting the profiler (it walks the heap's code first).
    if (node.callFrame.functionName === '(idle)' || (node.callFrame.functionName === 'dispatch' && !node.callFrame.url)) return;
    total += ms;
    self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + ms);
    byModule.set(module(node.callFrame.url), (byModule.get(module(node.callFrame.url)) ?? 0) + ms);
    if (callersOf && label(node.callFrame).startsWith(callersOf)) {
      const stack: string[] = [];
      for (let at = parent.get(id); at !== undefined && stack.length < 8; at = parent.get(at)) stack.push(label(nodes.get(at)!.callFrame));
      callers.set(stack.join(' < '), (callers.get(stack.join(' < ')) ?? 0) + ms);
    }
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at)!.callFrame;
      if (!ownCode.test(frame.url)) continue;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n## ${title}`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((ms / total) * 100).toFixed(1).padStart(5)}%  ${(ms / files.length).toFixed(1).padStart(7)} ms/run  ${name}`);
  }
};
console.log(`${files.length} profiles, ${(total / files.length).toFixed(1)} ms sampled a run (idle left out)`);
print('self time by function', self);
print('self time by module', byModule);
print('inclusive time of the panel\'s own functions', inclusive);
if (callersOf) print(`callers of ${callersOf}`, callers);
