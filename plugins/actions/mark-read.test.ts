// The read toggle only appends marks; the sync engine sends the read call.
import { describe, expect, it } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { actionLabel } from '../lib/label.ts';
import { platformCore, usePlatform } from '../testing/platform.ts';
import { markReadAction } from './mark-read.ts';

usePlatform();

describe('mark as read / unread', () => {
  it('toggles the local read mark and its label', () => {
    const built = platformCore({ notes: [makeNote({ id: 7, read: 1 }), makeNote({ id: 8, read: 0 })] });
    const label = (id: number) => actionLabel(markReadAction, built.state().notes[id]!, built.state());
    expect(label(7)).toBe('Mark as unread');
    expect(label(8)).toBe('Mark as read');
    built.core.perform('mark-read', 7);
    expect(built.state().reads[7]).toBe(false);
    expect(built.core.select.unreadCount.value).toBe(2);
    built.core.perform('mark-read', 8);
    built.core.perform('mark-read', 7);
    expect(built.core.select.unreadCount.value).toBe(0);
    expect(label(7)).toBe('Mark as unread');
  });
});
