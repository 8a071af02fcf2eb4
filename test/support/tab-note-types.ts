// Note types that put comments, follows and likes in tabs of those names, as the shipped ones do
// (plugins/notes/): for the core's own tests, which learn of note types from the registry alone.
import { defineNoteType, type NoteTypeDeclaration } from '../../src/core/plugin.ts';
import type { TabDeclaration } from '../../src/core/tabs.ts';

const ofType = (type: string, filter: string, tab?: TabDeclaration): NoteTypeDeclaration =>
  defineNoteType({ name: type.replace('_', '-'), matches: (note) => note.type === type, header: () => 'subject', filter, ...(tab ? { tab } : {}) });

/** comment → Comments (c), follow → Subscribers (f), like and comment_like → Likes (l). */
export const TAB_NOTE_TYPES: readonly NoteTypeDeclaration[] = [
  ofType('comment', 'comments', { name: 'comments', label: 'Comments', shortcut: { key: 'c', description: 'Show comments' } }),
  ofType('follow', 'follows', { name: 'follows', label: 'Subscribers', shortcut: { key: 'f', description: 'Show subscribers' } }),
  ofType('like', 'likes', { name: 'likes', label: 'Likes', shortcut: { key: 'l', description: 'Show likes' } }),
  ofType('comment_like', 'likes'),
];
