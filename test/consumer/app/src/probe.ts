import { createPanelCore, defineNoteType } from 'notes-panel';

export const probe = { createPanelCore, defineNoteType };
