import { describe, expect, it } from 'vitest';
import type { Note } from '../../core/note.ts';
import { parseDesktopMessage } from '../host/desktop.ts';
import { MESSAGE_TYPE } from '../protocol.ts';
import { groupNotification, notificationText, NOTIFY_LIMITS, notifyKindOf, platformIcon, singleNotification } from './content.ts';

const FSI = '\u2068';
const PDI = '\u2069';

const note = (partial: Partial<Note> = {}): Note => ({ id: 7, type: 'comment', timestamp: '2026-01-01T00:00:00Z', ...partial });

describe('notification text', () => {
  it('is plain, collapsed and isolated', () => {
    expect(notificationText('  Maya\ncommented\t on <b>x</b>  ', 80)).toBe(`${FSI}Maya commented on <b>x</b>${PDI}`);
  });

  it('drops controls and direction overrides that would leak past the isolate', () => {
    expect(notificationText('a\u202Eb\u2069c\u0000d\u200F', 80)).toBe(`${FSI}abcd${PDI}`);
  });

  it('caps the length in UTF-16 units, as the host page counts it, with an ellipsis and never half an emoji', () => {
    const text = notificationText('😀'.repeat(100), 10);
    expect(text.slice(1, -1)).toBe(`${'😀'.repeat(4)}…`);
    expect(notificationText('a😀'.repeat(50), 10).slice(1, -1)).toBe('a😀a😀a😀…');
  });

  it('makes a title of 90 emoji that the host page accepts (it was refused as malformed, and nothing showed)', () => {
    const title = notificationText('🎉'.repeat(90), NOTIFY_LIMITS.titleChars);
    const checked = parseDesktopMessage({ type: MESSAGE_TYPE, action: 'notify', tag: 'notes-panel-7', title, body: '', icon: undefined, noteId: 7 });
    expect(checked).toMatchObject({ action: 'notify', title });
  });

  it('leaves empty and non-string text empty', () => {
    expect(notificationText('   ', 10)).toBe('');
    expect(notificationText(42, 10)).toBe('');
  });
});

describe('the icon', () => {
  it('is an https picture of the platform', () => {
    expect(platformIcon('https://0.gravatar.com/avatar/x?s=96')).toBe('https://0.gravatar.com/avatar/x?s=96');
    expect(platformIcon('https://i0.wp.com/a.png')).toBe('https://i0.wp.com/a.png');
  });

  it('is refused over http, from other hosts, with credentials or a port, and for non-URLs', () => {
    for (const url of ['http://0.gravatar.com/a', 'https://gravatar.com.evil.example/a', 'https://evilwp.com/a', 'https://u:p@wp.com/a', 'https://wp.com:444/a', 'javascript:alert(1)', 'data:image/png;base64,AA', 'nope', 3]) {
      expect(platformIcon(url), String(url)).toBeUndefined();
    }
  });
});

describe('kinds', () => {
  it('sorts comments awaiting approval apart from the others', () => {
    expect(notifyKindOf(note({ body: [{ text: '' }, { text: 'c', actions: { 'approve-comment': false } }] }), 'comments')).toBe('approval');
    expect(notifyKindOf(note({ body: [{ text: 'c', actions: { 'approve-comment': true } }] }), 'comments')).toBe('comment');
    expect(notifyKindOf(note(), 'comments')).toBe('comment');
  });

  it('names likes, subscribers, achievements and the rest by the tab their note type puts them in', () => {
    expect(notifyKindOf(note({ type: 'comment_like' }), 'likes')).toBe('like');
    expect(notifyKindOf(note({ type: 'follow' }), 'follows')).toBe('follow');
    expect(notifyKindOf(note({ type: 'x', body: [{ text: '', media: [{ type: 'badge', indices: [0, 0], url: 'https://s.wp.com/b.png' }] }] }), null)).toBe('achievement');
    expect(notifyKindOf(note({ type: 'new_post' }), null)).toBe('other');
    // The type's name says nothing: a comment no note type files under Comments is another kind.
    expect(notifyKindOf(note({ type: 'comment' }), null)).toBe('other');
    expect(notifyKindOf(note({ type: 'mention' }), 'comments')).toBe('comment');
  });
});

describe('content', () => {
  it('says the note\'s headline and excerpt, with its avatar, and opens that note', () => {
    const content = singleNotification(note({ subject: [{ text: 'Maya commented' }, { text: 'Lovely!' }], icon: 'https://0.gravatar.com/avatar/m' }));
    expect(content).toEqual({ tag: 'notes-panel-7', title: `${FSI}Maya commented${PDI}`, body: `${FSI}Lovely!${PDI}`, icon: 'https://0.gravatar.com/avatar/m', noteId: 7 });
  });

  it('falls back to the note\'s title, and shows no foreign icon', () => {
    const content = singleNotification(note({ title: 'New Comment', icon: 'https://evil.example/a.png' }));
    expect(content.title).toBe(`${FSI}New Comment${PDI}`);
    expect(content.icon).toBeUndefined();
  });

  it('groups under the kind\'s tag, naming the latest note, and opens the list', () => {
    expect(groupNotification('like', '3 new notifications', note({ subject: [{ text: 'Luis liked your post' }] }))).toEqual({
      tag: 'notes-panel-like', title: `${FSI}3 new notifications${PDI}`, body: `${FSI}Luis liked your post${PDI}`, icon: undefined, noteId: null,
    });
  });
});
