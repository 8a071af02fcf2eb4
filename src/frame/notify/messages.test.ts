import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHostMessage } from '../protocol.ts';

const TYPE = 'notesIframeMessage';

describe('the host\'s desktop-notification messages, in the panel', () => {
  it('take a known permission and a note id or null', () => {
    expect(parseHostMessage({ type: TYPE, action: 'notifyPermission', permission: 'granted' })).toEqual({ ok: true, message: { action: 'notifyPermission', permission: 'granted' } });
    expect(parseHostMessage({ type: TYPE, action: 'openNote', noteId: 7 })).toEqual({ ok: true, message: { action: 'openNote', noteId: 7 } });
    expect(parseHostMessage({ type: TYPE, action: 'openNote', noteId: null })).toEqual({ ok: true, message: { action: 'openNote', noteId: null } });
  });

  it('refuse anything else', () => {
    for (const data of [
      { type: TYPE, action: 'notifyPermission', permission: 'yes' },
      { type: TYPE, action: 'notifyPermission' },
      { type: TYPE, action: 'openNote', noteId: '7' },
      { type: TYPE, action: 'openNote', noteId: 0 },
      { type: TYPE, action: 'openNote' },
    ]) {
      expect(parseHostMessage(data).ok, JSON.stringify(data)).toBe(false);
    }
  });
});

// Every string the desktop-notification views and notifier show (src/ui/desktop-view.tsx, desktop.ts).
const STRINGS = [
  'Get desktop notifications', 'No thanks', 'Desktop notifications', 'Blocked by your browser', 'Comments awaiting approval',
  'Comments', 'Likes', 'Subscribers', 'Achievements', 'Everything else', '%d new notification',
];

describe('the desktop-notification strings', () => {
  for (const locale of ['fr', 'ar']) {
    it(`are translated into ${locale}, the group title in every plural form`, () => {
      const file = JSON.parse(readFileSync(new URL(`../../../fixtures/languages/${locale}-v1.1.json`, import.meta.url), 'utf8')) as { locale_data: { messages: Record<string, string[] | Record<string, string>> } };
      const messages = file.locale_data.messages;
      const forms = Number(/nplurals=(\d+)/.exec(String((messages[''] as Record<string, string>)['plural-forms']))?.[1]);
      for (const text of STRINGS) expect(messages[text], `${locale}: ${text}`).toBeDefined();
      expect(messages['%d new notification']).toHaveLength(forms);
    });
  }
});
