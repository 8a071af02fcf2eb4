/**
 * Every English message the shipped plugins and the sync engine hand the UI (labels, shortcut
 * descriptions, undo texts, queue and reply statuses, placeholders) has a French and an Arabic entry,
 * a plural in as many forms as the language has. They are collected from what the code declares and
 * says, not listed here, so a message added later is caught too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fr from '../fixtures/languages/fr-v1.1.json';
import ar from '../fixtures/languages/ar-v1.1.json';
import sample from '../fixtures/notes-sample.json';
import { defaultPlugins } from '../plugins/index.ts';
import { REPLY_MESSAGES } from '../plugins/actions/reply/send.ts';
import { REPLIED_TEXT } from '../plugins/notes/comment.ts';
import { NoteSchema, parseEach } from '../src/api/schema.ts';
import { createMemoryLogger, createRegistry, createSharedMemoryStorage, FALLBACK_UNDO_TEXTS, initialState, noteFlags, queueEntry, type UndoTexts } from '../src/core/index.ts';
import { toCoreNote } from '../src/sync/context.ts';
import { GONE_OTHER, MAYBE_SENT, NOT_KEPT } from '../src/sync/queue.ts';
import { QUEUE_KEY } from '../src/sync/queue-store.ts';
import { usePlatform } from '../plugins/testing/platform.ts';
import { makeNote } from './support/notes.ts';
import { START, openOfflineTab } from './support/offline-tab.ts';

/** A source string and, for `_n`, its plural. */
interface Message {
  text: string;
  plural?: string | undefined;
}

const PLURAL_FORMS = { fr: 2, ar: 6 } as const;
const LANGUAGES = [['fr', fr], ['ar', ar]] as const;
const registry = createRegistry(defaultPlugins);
const notes = parseEach(NoteSchema, sample.notes).items.map(toCoreNote);

const counted = ([text, plural]: readonly [string, string]): Message => ({ text, plural });
const undoMessages = (texts: UndoTexts): Message[] => [counted(texts.done), counted(texts.undone)];

/** What the registry of the shipped plugins declares for people to read. */
function declared(): Message[] {
  const found: Message[] = [...undoMessages(FALLBACK_UNDO_TEXTS), { text: REPLIED_TEXT }];
  const state = initialState();
  for (const action of registry.actions) {
    const labels = typeof action.label === 'string' ? [action.label] : [action.label.off, action.label.on];
    found.push(...labels.map((text) => ({ text })));
    for (const bulk of action.bulk ?? []) {
      found.push({ text: bulk.label });
      if (bulk.shortcut) found.push({ text: bulk.shortcut.description });
    }
    for (const kind of Object.keys(action.undoTexts ?? {})) found.push(...undoMessages(registry.undoTexts(kind)!));
    for (const on of [true, false]) {
      const entry = queueEntry(action.name, 1, on, action.queue?.keeps ?? 'approval', null, START, 1);
      const failure = action.queue?.failureMessage(entry);
      if (failure) found.push({ text: failure });
      const gone = action.queue?.goneMessage?.(entry);
      if (gone) found.push({ text: gone });
    }
    for (const note of notes) {
      const placeholder = action.composer?.placeholder({ note, state, flags: noteFlags(note) });
      if (placeholder) found.push({ text: placeholder.message });
    }
  }
  found.push(...registry.help.map((entry) => ({ text: entry.description })));
  // The tabs: their labels and empty states (the core's and the note types').
  for (const tab of registry.tabs) {
    found.push({ text: tab.label });
    if (tab.empty) found.push({ text: tab.empty.message }, ...(tab.empty.link ? [{ text: tab.empty.link.text }] : []));
  }
  return found;
}

const platform = usePlatform();
const stored = (fields: Record<string, unknown>) => ({ key: `k-${JSON.stringify(fields)}`, action: 'approve', noteId: 1, on: true, keeps: 'approval', siteId: 70, postId: 2, commentId: 1, at: START, ...fields });

/** What the sync engine says in the status bar: offline, back online, a replay sent, steps whose note is gone. */
async function syncStatuses(): Promise<Message[]> {
  const served = [1, 2].map((id) => makeNote({ id, timestamp: new Date(START - id * 60_000).toISOString() }));
  for (const note of served) platform.serveNote(note);
  const storage = createSharedMemoryStorage().tab(createMemoryLogger());
  // Read marks for notes the platform never had: the read request's own "gone" messages.
  storage.set(QUEUE_KEY, JSON.stringify([stored({ action: 'mark-read', keeps: 'read', noteId: 998 }), stored({ action: 'mark-read', keeps: 'read', on: false, noteId: 999 })]));
  const tab = await openOfflineTab({ storage, online: false });
  tab.network.set(true); // the stored marks are dropped as gone
  await tab.settle();
  tab.network.set(false); // offline
  await tab.settle();
  tab.network.set(true); // back online, nothing waiting
  await tab.settle();
  tab.network.set(false);
  tab.core.perform('approve', 1);
  tab.core.perform('like', 2);
  await tab.settle();
  tab.network.set(true); // back online, sending 2 waiting actions; then every one was sent
  await tab.settle();
  const said = tab.events.flatMap((event) => (event.type === 'status/shown' ? [{ text: event.message, plural: event.plural }] : []));
  tab.close();
  // And what it says when storage fails (test/offline-queue-storage.test.ts makes it say them).
  return [...said, { text: GONE_OTHER }, { text: NOT_KEPT }, { text: MAYBE_SENT }];
}

function missingFrom(file: { locale_data: { messages: Record<string, unknown> } }, forms: number, messages: readonly Message[]): string[] {
  const missing = new Set<string>();
  for (const { text, plural } of messages) {
    const entry = file.locale_data.messages[text];
    if (!Array.isArray(entry) || entry.some((form) => typeof form !== 'string' || form === '')) missing.add(text);
    else if (plural !== undefined && entry.length !== forms) missing.add(`${text} (${entry.length} of ${forms} plural forms)`);
  }
  return [...missing];
}

describe('the texts of the plugins and the sync engine', () => {
  const plugins = declared();

  it('are collected from every action, undo kind, queue, composer and shortcut', () => {
    const texts = new Set(plugins.map((message) => message.text));
    // Spot checks that the collection reaches each kind of declaration.
    for (const text of ['Approve', 'Liked', 'Mark the selected comments as spam', 'Comment marked as spam', 'Undone: the comment is back.', 'Subscribed', 'Reply to post…', 'Your approval was not sent: the comment no longer exists.', 'Could not like this. Please try again.', 'Edit the comment', 'Answer the prompt', 'Subscribers', 'Show likes', 'No new likes to show yet.']) {
      expect(texts, text).toContain(text);
    }
    expect(plugins.filter((message) => message.plural !== undefined).length).toBeGreaterThanOrEqual(20);
  });

  let statuses: Message[] = [];
  beforeAll(async () => {
    statuses = await syncStatuses();
  });

  it('include what the sync engine says, and the reply statuses', () => {
    expect(statuses.map((status) => status.text)).toEqual(expect.arrayContaining([
      "You're offline. Actions will be sent when you're back online.",
      "You're back online.",
      'Back online: sending %d waiting action.',
      'Every waiting action was sent.',
      'Marking a notification as read was not sent: it no longer exists.',
      'Marking a notification as unread was not sent: it no longer exists.',
    ]));
  });

  for (const [language, file] of LANGUAGES) {
    it(`are all in the ${language} file, plurals in all ${PLURAL_FORMS[language]} forms`, () => {
      const replies = Object.values(REPLY_MESSAGES).map((text) => ({ text }));
      expect(missingFrom(file, PLURAL_FORMS[language], [...plugins, ...statuses, ...replies])).toEqual([]);
    });
  }
});
