// `render` draws a note with the real UI on the server: the row without a selection, then the
// row and the detail view with it selected. From the command line: command-line.slow.ts.
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
});
