// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note, SuggestionUser } from '../../src/core/note.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote, makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';
import { suggestionsReceived } from '../../plugins/actions/reply/reply.ts';

const rules: axe.RuleObject = {
  // Best practice, off by default: every part of the panel must sit in a named landmark.
  region: { enabled: true },
};

/** The frame's document as panel.html serves it (a main landmark with a visually hidden h1), so the
 *  page-level rules judge the panel's real page. */
let root: HTMLElement;
beforeEach(() => {
  document.documentElement.lang = 'en';
  document.title = 'Notifications';
  document.body.replaceChildren();
  const main = document.createElement('main');
  const heading = document.createElement('h1');
  heading.className = 'wpnc__sr-only';
  heading.textContent = 'Notifications';
  root = document.createElement('div');
  main.append(heading, root);
  document.body.append(main);
});

/**
 * Runs axe on the whole document (the panel is all it holds): the region rule only looks at the
 * page, so a run limited to the container would never report content outside a landmark.
 */
async function expectNoViolations(what: string) {
  const results = await axe.run(document, { rules });
  const report = results.violations
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    .join('\n');
  expect(results.violations, `axe violations on ${what}:\n${report}`).toHaveLength(0);
}

function setup(notes?: Note[]) {
  const harness = testCore({ plugins: defaultPlugins, open: true, ...(notes ? { notes } : {}) });
  render(
    <NotificationsPanel core={harness.core} host={{ openUrl: vi.fn(), retry: vi.fn(), appOrigin: 'https://app.example', siteUrl: 'https://blog.example/' }} />,
    { container: root },
  );
  return harness;
}

const row = (id: number) => screen.getAllByRole('button').find((button) => button.dataset.noteId === String(id))!;

/** A list with comments, a like and a follow, across two time groups. */
function mixedNotes(): Note[] {
  return [
    ...makeNotes(2),
    makeNote({
      id: 10,
      type: 'like',
      timestamp: '2025-12-30T10:00:00Z',
      subject: [{ text: 'Ann liked your post' }],
      body: [{ text: 'Ann', type: 'user', meta: { ids: { user: 11, site: 110 } }, actions: { follow: false } }],
    }),
    makeNote({
      id: 11,
      type: 'follow',
      read: 1,
      timestamp: '2025-11-01T10:00:00Z',
      subject: [{ text: 'Bo subscribed to your blog' }],
      body: [{ text: 'Bo', type: 'user', meta: { ids: { user: 12, site: 120 } }, actions: { follow: true } }],
    }),
  ];
}

const users: SuggestionUser[] = [
  { ID: 1, user_login: 'alice', name: 'Alice Liddell', image_URL: 'https://gravatar.example/alice.png' },
  { ID: 2, user_login: 'alfred', name: 'Alfred Pennyworth' },
];

// axe walks the whole jsdom tree: about 3 s a state on a quiet 2-core machine, so the default 5 s is too tight
// when the machine is busy (a timed-out run leaves axe running and fails the next test with "Axe is already running").
describe('accessibility (axe-core in jsdom)', { timeout: 30_000 }, () => {
  it('the list has no violations', async () => {
    setup(mixedNotes());
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.getAllByRole('button').filter((button) => button.dataset.noteId)).toHaveLength(4);
    await expectNoViolations('the list');
  });

  it('the detail of a comment has no violations', async () => {
    setup(mixedNotes());
    fireEvent.click(row(1));
    expect(screen.getByRole('heading', { name: 'Note 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Actions' })).toBeTruthy();
    await expectNoViolations('the detail of a comment');
  });

  it('the empty state has no violations', async () => {
    const { core } = setup();
    act(() => {
      core.append({ type: 'notes/received', notes: [], listIds: [], complete: true });
    });
    expect(screen.getByText('No notifications yet.')).toBeTruthy();
    await expectNoViolations('the empty state');
  });

  it('the error view has no violations', async () => {
    const { core } = setup();
    act(() => {
      core.append({ type: 'notes/loadFailed', message: 'Network error', background: false });
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await expectNoViolations('the error view');
  });

  it('the reply box open with suggestions showing has no violations', async () => {
    const { core } = setup(mixedNotes());
    act(() => {
      core.append(suggestionsReceived.make(70, { users }));
    });
    fireEvent.click(row(1));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Reply to Ada…' }), 'Thanks @al');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await expectNoViolations('the reply box with suggestions');
  });
});
