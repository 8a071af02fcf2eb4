// @vitest-environment happy-dom
/**
 * Every state of the panel under a pseudo-locale (test/support/pseudo-locale.ts), with the shipped
 * plugins and a plugin of a third party's with its own words (the guide's Saved plugin): no text on
 * screen, and no accessible name, may have skipped translation, except the notes' own data. Then
 * every source string the views asked for must be translated in French and Arabic, by the language
 * file or by the plugins' words, plurals with as many forms as the language has.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import sample from '../fixtures/notes-sample.json';
import fr from '../fixtures/languages/fr-v1.1.json';
import ar from '../fixtures/languages/ar-v1.1.json';
import { defaultPlugins } from '../plugins/index.ts';
import { defaultViews } from '../plugins/views.ts';
import { saveAction } from '../fixtures/plugins/saved.ts';
import { bulkApproveRequested } from '../plugins/actions/approve.ts';
import { profileReceived } from '../plugins/actions/reply/profile.ts';
import { REPLY_MESSAGES } from '../plugins/actions/reply/send.ts';
import { failureStatus } from '../plugins/lib/reload.ts';
import { NoteSchema, parseEach } from '../src/api/schema.ts';
import type { PanelEvent } from '../src/core/events.ts';
import { createRegistry, failedEvents, queueEntry, type PanelApi } from '../src/core/index.ts';
import { toCoreNote } from '../src/sync/context.ts';
import { NotificationsPanel } from '../src/ui/Panel.tsx';
import { testCore } from './support/core.ts';
import { dataStrings, pseudoLocale, untranslatedText } from './support/pseudo-locale.ts';

const notes = parseEach(NoteSchema, sample.notes).items.map(toCoreNote);
const data = dataStrings(sample);
const comment = notes.find((note) => note.type === 'comment')!;
const { i18n, asked } = pseudoLocale();
// The shipped plugins, whose strings are the language files', and one that brings its own words.
const PLUGINS = [...defaultPlugins, saveAction];

function show(events: PanelEvent[] = [], withNotes = true, wpcom?: PanelApi) {
  cleanup();
  const harness = testCore({ plugins: PLUGINS, open: true, start: Date.parse(notes[0]!.timestamp) + 30_000, ...(withNotes ? { notes } : {}), ...(wpcom ? { wpcom } : {}) });
  act(() => {
    for (const event of events) harness.core.append(event);
  });
  // With the shipped view modules, whose words (a reply's caption) are the language files' too.
  render(<NotificationsPanel core={harness.core} i18n={i18n} views={defaultViews} host={{ openUrl: () => {}, appOrigin: 'https://app.example' }} />);
  return harness;
}

const untranslated = () => untranslatedText(document.body, data);

// Every tab the plugins give the bar.
const FILTERS = createRegistry(PLUGINS).tabs.map((tab) => tab.name);

describe('the pseudo-locale check', () => {
  it('reports words that skipped translation, in text and in accessible names, and passes marks, data, numbers and keys', () => {
    cleanup();
    render(
      <div>
        <p>⟦Marked⟧ and plain words</p>
        <button type="button" aria-label="Close it">×</button>
        <span title="⟦Spam⟧ (⇧S)">{data[0]}</span>
        <span>12 · ⟦Reply to ⟧</span>
      </div>,
    );
    expect(untranslated()).toEqual(['p: and plain words', '[aria-label]: Close it']);
  });
});

describe('the pseudo-locale finds no untranslated text', () => {
  it('while loading, and in every empty filter', () => {
    show([], false);
    expect(untranslated(), 'loading').toEqual([]);
    for (const name of FILTERS) {
      const { core } = show([{ type: 'notes/received', notes: [], listIds: [], complete: true }, { type: 'notes/unreadPageReceived', notes: [], ended: true }], false);
      act(() => void core.append({ type: 'filter/chosen', name }));
      expect(untranslated(), `empty ${name}`).toEqual([]);
    }
  });

  it('when the list fails to load, and offline', () => {
    show([{ type: 'notes/loadFailed', message: 'HTTP 500', background: false }], false);
    expect(untranslated().filter((text) => !text.includes('HTTP 500')), 'load error').toEqual([]);
    show([{ type: 'connectivity/changed', online: false }]);
    expect(untranslated(), 'offline').toEqual([]);
  });

  it('in every filter of the list, with rows ticked, the help open, searching and the Sites menu', () => {
    const { core } = show();
    for (const name of FILTERS) {
      act(() => void core.append({ type: 'filter/chosen', name }));
      expect(untranslated(), `the ${name} list`).toEqual([]);
    }
    act(() => {
      core.append({ type: 'filter/chosen', name: 'all' });
      core.append({ type: 'check/toggled', id: notes[1]!.id });
      core.append({ type: 'check/toggled', id: notes[2]!.id });
    });
    expect(document.querySelector('.wpnc__bulk')).not.toBeNull();
    expect(untranslated(), 'rows ticked').toEqual([]);
    act(() => void core.append({ type: 'check/cleared' }));
    act(() => void core.append({ type: 'shortcuts/popoverToggled' }));
    expect(document.querySelector('.wpnc__shortcuts-popover li')).not.toBeNull();
    expect(untranslated(), 'the keyboard help').toEqual([]);
    act(() => void core.append({ type: 'shortcuts/popoverClosed' }));
    act(() => void core.append({ type: 'settings/toggled' }));
    expect(document.querySelector('.wpnc__settings-popover .wpnc__setting')).not.toBeNull();
    expect(untranslated(), 'the settings').toEqual([]);
    act(() => void core.append({ type: 'settings/closed' }));
    act(() => {
      core.append({ type: 'search/opened' });
      core.append({ type: 'search/changed', query: 'wojcik' });
    });
    expect(untranslated(), 'a search with a match').toEqual([]);
    act(() => void core.append({ type: 'search/changed', query: 'nobody-at-all' }));
    expect(untranslated(), 'a search with none').toEqual([]);
    act(() => void core.append({ type: 'search/closed' }));
    fireEvent.click(document.querySelector('.wpnc__sites-button')!);
    expect(document.querySelector('[role="menu"]')).not.toBeNull();
    expect(untranslated(), 'the Sites menu').toEqual([]);
  });

  it('with every note open, a reply tried empty, a status and an undo bar', () => {
    const { core } = show();
    for (const note of notes) {
      act(() => void core.append({ type: 'note/selected', id: note.id }));
      expect(untranslated(), `note ${note.id} (${note.type}) open`).toEqual([]);
    }
    // Once /me said the user wrote the comment a reply answers, its caption says "Your comment:".
    act(() => void core.append(profileReceived.make(null, { profile: { id: 1000000, username: 'hiro' } })));
    act(() => void core.append({ type: 'note/selected', id: 3499999997 }));
    expect(untranslated(), "a reply to the user's own comment open").toEqual([]);
    act(() => void core.append({ type: 'note/selected', id: comment.id }));
    fireEvent.click(document.querySelector('.wpnc__reply-send')!);
    expect(untranslated(), 'Send tried on an empty reply').toEqual([]);
    act(() => void core.append({ type: 'status/shown', message: 'Reply posted!', kind: 'success', durationMs: 12_000 }));
    fireEvent.keyDown(window, { key: 't' });
    expect(document.querySelector('.wpnc__undo')).not.toBeNull();
    expect(untranslated(), 'an undo bar and a status').toEqual([]);
  });
});

/** A platform client every call of which fails with a server error (not a network one, which would queue it). */
function failingApi(): PanelApi {
  const error = Object.assign(new Error('HTTP 500'), { statusCode: 500 });
  const call: ProxyHandler<() => unknown> = {
    get: (_target, property) => (property === 'then' ? (_resolve: unknown, reject: (reason: unknown) => void) => reject(error) : client),
    apply: () => client,
  };
  const client: PanelApi = new Proxy(() => {}, call) as unknown as PanelApi;
  return client;
}

const statusText = () => document.querySelector('.wpnc__status')?.textContent ?? '';
const undoKinds = defaultPlugins.flatMap((plugin) => (plugin.kind === 'action' ? Object.keys(plugin.undoTexts ?? {}) : []));
const comments = notes.filter((note) => note.type === 'comment');

describe('the pseudo-locale finds no untranslated text in what the plugins and the sync engine say', () => {
  it.each(undoKinds)('the undo bar of %s, for one note and for several, then its undone status', async (kind) => {
    for (const ids of [[comment.id], notes.slice(0, 3).map((note) => note.id)]) {
      const { core } = show();
      act(() => void core.append({ type: 'undo/started', id: ids[0]!, kind, ids }));
      expect(document.querySelector('.wpnc__undo-message')?.textContent, `${kind} of ${ids.length}`).toMatch(/^⟦/u);
      expect(untranslated(), `the undo bar of ${kind} for ${ids.length}`).toEqual([]);
      await act(async () => {
        core.append({ type: 'undo/cancelled', id: ids[0]! });
        await core.effects.idle();
      });
      expect(statusText(), `${kind} of ${ids.length} undone`).toMatch(/^⟦/u);
      expect(untranslated(), `${kind} of ${ids.length} undone`).toEqual([]);
    }
  });

  it('a reply posted (with its link), failed or refused as a duplicate', () => {
    const { core } = show([{ type: 'note/selected', id: comment.id }]);
    const statuses: PanelEvent[] = [
      { type: 'status/shown', message: REPLY_MESSAGES.posted, kind: 'success', link: { url: 'https://example.com/comment-1', label: REPLY_MESSAGES.link } },
      failureStatus(REPLY_MESSAGES.failed),
      failureStatus(REPLY_MESSAGES.duplicate),
    ];
    for (const status of statuses) {
      act(() => void core.append(status));
      expect(statusText()).toMatch(/^⟦/u);
      expect(untranslated(), status.type === 'status/shown' ? status.message : '').toEqual([]);
    }
    expect(document.querySelector('.wpnc__status a')).toBeNull(); // the last status has no link
  });

  it("each queued action's failure and gone statuses, and counted failures of bulk steps", async () => {
    const { core } = show();
    for (const action of core.registry.actions) {
      if (!action.queue) continue;
      for (const on of [true, false]) {
        const entry = queueEntry(action.name, comment.id, on, action.queue.keeps, null, 0, 1);
        const gone = action.queue.goneMessage?.(entry);
        const said = [...failedEvents(action.queue, entry, 'HTTP 500'), ...(gone ? [failureStatus(gone)] : [])].filter((event) => event.type === 'status/shown');
        for (const status of said) {
          act(() => void core.append(status));
          expect(untranslated(), `${action.name} ${on ? 'on' : 'off'}: ${status.message}`).toEqual([]);
        }
      }
    }
    expect(comments.length).toBeGreaterThanOrEqual(2);
    const ids = comments.map((note) => note.id);
    // The sample's comments are approved, so the bulk approve is not offered: its event (and its undo's) is appended.
    const steps = ['spam-all', 'trash-all', true, false] as const;
    for (const step of steps) {
      const failing = show([], true, failingApi()).core;
      await act(async () => {
        if (typeof step === 'boolean') failing.append(bulkApproveRequested.make(null, { ids, approved: step }));
        else {
          for (const id of ids) failing.append({ type: 'check/toggled', id });
          expect(failing.performBulk(step), step).toBe(true);
          failing.append({ type: 'undo/closed', id: failing.state.peek().undo!.id });
        }
        await failing.effects.idle();
      });
      const name = typeof step === 'boolean' ? (step ? 'approve' : 'unapprove') : step;
      expect(failing.state.peek().status, name).toMatchObject({ kind: 'failure', count: ids.length });
      expect(statusText(), name).toMatch(/^⟦/u);
      expect(untranslated(), `${name} failed`).toEqual([]);
    }
  });
});

type LanguageFile = { locale_data: { messages: Record<string, unknown> } };
const PLURAL_FORMS = { fr: 2, ar: 6 } as const;

/** The strings the views asked for that `messages` does not translate, or not in all `forms` plural forms. */
function untranslatedIn(messages: Record<string, unknown>, forms: number): string[] {
  const missing: string[] = [];
  for (const { text, plural } of asked.values()) {
    const found = messages[text];
    if (!Array.isArray(found) || found.some((form) => typeof form !== 'string' || form === '')) missing.push(text);
    else if (plural !== undefined && found.length !== forms) missing.push(`${text} (${found.length} of ${forms} plural forms)`);
  }
  return missing;
}

/** What translates the panel in `language`: the language file, and the plugins' words where it has none. */
const translations = (plugins: typeof PLUGINS, language: 'fr' | 'ar', file: unknown) => ({ ...createRegistry(plugins).words(language), ...(file as LanguageFile).locale_data.messages });

describe('the French and Arabic files and the plugins\' words', () => {
  afterAll(() => expect(asked.size, 'the states above asked for strings').toBeGreaterThan(60));
  for (const [language, file] of [['fr', fr], ['ar', ar]] as const) {
    it(`${language} translates every string the views asked for, plurals in all ${PLURAL_FORMS[language]} forms`, () => {
      expect(untranslatedIn(translations(PLUGINS, language, file), PLURAL_FORMS[language])).toEqual([]);
    });
  }

  it('a string of a plugin that it did not translate is caught', () => {
    expect(asked.has('Nothing saved yet.'), 'the Saved tab was drawn empty').toBe(true);
    const { 'Nothing saved yet.': _left, ...fewer } = saveAction.words!.ar!;
    const forgetful = { ...saveAction, words: { ...saveAction.words, ar: fewer } };
    expect(untranslatedIn(translations([...defaultPlugins, forgetful], 'ar', ar), PLURAL_FORMS.ar)).toEqual(['Nothing saved yet.']);
  });
});
