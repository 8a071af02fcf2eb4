/** The panel's own plugins: every note type and action of the spec. */
import type { Plugin } from '../src/core/index.ts';
import { defaultActions } from './actions/index.ts';
import { defaultNoteTypes } from './notes/index.ts';

/** Everything the panel registers by default. */
export const defaultPlugins: readonly Plugin[] = [...defaultNoteTypes, ...defaultActions];

// Each one by name too (`notes-panel/plugins`), for a panel that takes some and adds its own.
export * from './actions/index.ts';
export * from './notes/index.ts';
