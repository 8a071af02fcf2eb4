// `render` draws a note with the real UI on the server: the row without a selection, then the
// row and the detail view with it selected.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../cli/errors.ts';
import { renderNote } from '../../cli/render.ts';

const sections = (html: string) => html.split(/<h2>[^<]*<\/h2>/).slice(1);

describe('render', () => {
  it('renders a comment: its row, then its detail view with the offered actions', () => {
    const [list, detail] = sections(renderNote('fixtures/notes/comment.json'));
    expect(list).toContain('Ana Wójcik');
    expect(list).not.toContain('>Approved<');
    expect(detail).toContain('>Approved<');
    expect(detail).toContain('>Reply<');
    expect(detail).toContain('Back to notifications');
  });

  it('picks a note from a list file by id, and names the line of a malformed one', () => {
    expect(renderNote('fixtures/notes-sample.json', { id: 3499999981 })).toContain('Daily writing prompt');
    expect(() => renderNote('fixtures/notes-sample.json', { id: 1 })).toThrow(new InputError('fixtures/notes-sample.json', null, 'holds no note with id 1'));
    expect(() => renderNote('fixtures/scenarios/malformed-notes.json')).toThrow(/malformed-notes\.json:\d+: malformed note/);
  });

  it('works from the command line, where the UI\'s .css imports need the loader hook', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'render', 'fixtures/notes/comment.json'], { encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^<!doctype html>/);
    expect(result.stdout).toContain('note 3499999998 (comment)');
  });
});
