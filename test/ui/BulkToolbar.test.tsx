// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote, makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';
import { approvals } from '../../plugins/actions/approve.ts';

function setup(notes = makeNotes(9)) {
  const harness = testCore({ plugins: defaultPlugins, open: true, notes });
  render(<NotificationsPanel core={harness.core} host={{ openUrl: () => {}, appOrigin: 'https://app.example' }} />);
  return harness;
}

const rows = () => screen.queryAllByRole('button').filter((button) => button.hasAttribute('data-note-id'));
const checkbox = (id: number) => document.querySelector<HTMLElement>(`[data-check-id="${id}"]`)!;
const toolbar = () => screen.queryByRole('toolbar', { name: 'Selected notifications' });
const politeText = () => [...document.querySelectorAll('[aria-live="polite"]')].map((element) => element.textContent).join(' | ');

describe('the bulk toolbar', () => {
  it('shows with the first tick: the count and only the actions every ticked note allows', () => {
    const notes = [...makeNotes(3), makeNote({ id: 9, type: 'like', timestamp: '2026-01-01T09:00:00Z', actions: {} })];
    setup(notes);
    expect(toolbar()).toBeNull();
    fireEvent.click(checkbox(1));
    fireEvent.click(checkbox(2));
    expect(checkbox(1).getAttribute('aria-checked')).toBe('true');
    const bar = toolbar()!;
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    const names = within(bar).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    const snooze = ['Snooze for an hour', 'Snooze until tomorrow'];
    expect(names).toEqual(['Select all 4', 'Approve', 'Spam', 'Trash', ...snooze, 'Mark as read', 'Clear selection']);
    fireEvent.click(checkbox(9));
    expect(within(toolbar()!).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Select all 4', ...snooze, 'Mark as read', 'Clear selection']);
    fireEvent.click(within(toolbar()!).getByRole('button', { name: 'Select all 4' }));
    expect(within(toolbar()!).getByText('4 selected')).toBeTruthy();
    fireEvent.click(within(toolbar()!).getByRole('button', { name: 'Clear selection' }));
    expect(toolbar()).toBeNull();
  });

  it('Shift+click on a checkbox ticks the range', () => {
    setup();
    fireEvent.click(checkbox(2));
    fireEvent.click(checkbox(5), { shiftKey: true });
    expect([1, 2, 3, 4, 5, 6].map((id) => checkbox(id).getAttribute('aria-checked'))).toEqual(['false', 'true', 'true', 'true', 'true', 'false']);
  });

  it('spam of 7 is one step: one undo bar says so, and Undo brings all 7 back', () => {
    const { state } = setup();
    for (const id of [1, 2, 3, 4, 5, 6, 7]) fireEvent.click(checkbox(id));
    fireEvent.click(within(toolbar()!).getByRole('button', { name: 'Spam' }));
    expect(rows().map((row) => row.dataset.noteId)).toEqual(['8', '9']);
    const bars = document.querySelectorAll<HTMLElement>('.wpnc__undo');
    expect(bars).toHaveLength(1);
    expect(within(bars[0]!).getByText('7 comments marked as spam')).toBeTruthy();
    expect(politeText()).toContain('7 comments marked as spam');
    expect(toolbar()).toBeNull();
    fireEvent.click(within(bars[0]!).getByRole('button', { name: 'Undo' }));
    expect(rows()).toHaveLength(9);
    expect(state().ui.selectedNoteId).toBeNull();
    expect(politeText()).toContain('Undone: 7 comments are back.');
  });

  it('when an action takes the toolbar away, focus goes to the rows it acted on, not to the page', () => {
    setup();
    fireEvent.click(checkbox(3));
    fireEvent.click(checkbox(4));
    const read = within(toolbar()!).getByRole('button', { name: 'Mark as read' });
    read.focus();
    fireEvent.click(read);
    expect(toolbar()).toBeNull();
    expect(document.activeElement?.getAttribute('data-note-id')).toBe('3');
    fireEvent.click(checkbox(5));
    const trash = within(toolbar()!).getByRole('button', { name: 'Trash' });
    trash.focus();
    fireEvent.click(trash);
    expect(document.activeElement?.textContent).toBe('Undo');
  });

  it('the toolbar is one tab stop; the arrow keys move along it without opening notes', () => {
    const { state } = setup();
    fireEvent.click(checkbox(1));
    const buttons = within(toolbar()!).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    expect(state().ui.selectedNoteId).toBeNull();
  });
});

describe('the undo bar for actions already sent', () => {
  it('approve in the detail view: the bar shows at the panel foot, is announced, and Undo keeps focus where it was', () => {
    const { core, state } = setup();
    act(() => {
      core.append({ type: 'note/selected', id: 2 });
    });
    const approve = screen.getByRole('button', { name: 'Approve' });
    approve.focus();
    fireEvent.click(approve);
    const bar = document.querySelector<HTMLElement>('.wpnc__undo.is-panel')!;
    expect(within(bar).getByText('Comment approved')).toBeTruthy();
    expect(politeText()).toContain('Comment approved');
    // The bar did not take focus.
    expect(document.activeElement).toBe(approve);
    within(bar).getByRole('button', { name: 'Undo' }).focus();
    fireEvent.click(within(bar).getByRole('button', { name: 'Undo' }));
    expect(approvals.read(state())[2]).toBe(false);
    expect(document.querySelector('.wpnc__undo')).toBeNull();
    expect(document.activeElement).toBe(approve);
    expect(politeText()).toContain('Undone: the comment is unapproved again.');
  });

  it('Ctrl+Z from the list undoes a spam made in the detail view, and the note opens again', () => {
    const { core, state } = setup();
    act(() => {
      core.append({ type: 'note/selected', id: 2 });
    });
    fireEvent.keyDown(window, { key: 's' });
    expect(state().ui.selectedNoteId).toBe(3);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(state().ui.selectedNoteId).toBe(2);
    expect(rows()).toHaveLength(9);
  });

  it('at a narrow width spam sends the view back to the list, and the Undo in the note’s place has the focus', () => {
    const { core } = setup();
    act(() => {
      core.append({ type: 'viewport/resized', width: 500, height: 800 });
      core.append({ type: 'note/selected', id: 2 });
    });
    fireEvent.keyDown(window, { key: 's' });
    expect(document.activeElement?.textContent).toBe('Undo');
    expect(document.activeElement?.closest('.wpnc__list')).not.toBeNull();
  });

  it('Undo of a bulk spam puts focus on the first restored row', async () => {
    setup();
    for (const id of [3, 4]) fireEvent.click(checkbox(id));
    fireEvent.click(within(toolbar()!).getByRole('button', { name: 'Spam' }));
    const undo = document.activeElement as HTMLElement;
    expect(undo.textContent).toBe('Undo');
    fireEvent.click(undo);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement?.getAttribute('data-note-id')).toBe('3');
  });
});
