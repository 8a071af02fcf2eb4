// What the side-by-side benchmark's site puts first in each panel's page.
import { describe, expect, it } from 'vitest';
import { sideFrameHead } from './run.ts';

const notes = new Map([[3, JSON.stringify({ lastSeenTime: 1, notes: [{ id: 1, subject: [{ text: 'a </script><b>' }] }] })]]);
const head = (path: string) => sideFrameHead(new URL(`http://127.0.0.1:1${path}`), notes);

describe('sideFrameHead', () => {
  it('gives the old panel’s page its probe and the notes asked for, whole, in one script element', () => {
    const script = head('/anchor/panel.html?notes=3');
    expect(script.match(/<\/script>/g)).toEqual(['</script>']);
    expect(script.endsWith('</script>')).toBe(true);
    const set = /window\.__benchNotesJson = (.*);<\/script>$/.exec(script.replace(/\s+<\/script>$/, '</script>'));
    expect(JSON.parse(JSON.parse(set![1]!) as string)).toEqual(JSON.parse(notes.get(3)!));
    expect(script).toContain('"/anchor/panel.html"');
  });

  it('gives ours its probe without notes (it gets them from the mock platform), and other pages nothing', () => {
    expect(head('/panel.html?api=x')).toContain('".wpnc__row-subject"');
    expect(head('/panel.html?api=x')).not.toContain('__benchNotesJson');
    expect(head('/')).toBe('');
    expect(head('/side')).toBe('');
  });
});
