// `render <note.json>`: one note as the React UI draws it, on the server, for inspection: the list
// with its row, then the same with the note open (row and detail view side by side, as wide).
// Imports the UI, which imports .css: load this module only after cli/css-loader.ts has run.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NoteSchema, parseEach } from '../src/api/schema.ts';
import { createVirtualClock } from '../src/core/clock.ts';
import { createPanelCore } from '../src/core/core.ts';
import { createMemoryLogger } from '../src/core/logger.ts';
import { noteTime } from '../src/core/note.ts';
import { toCoreNote } from '../src/sync/context.ts';
import { NotificationsPanel } from '../src/ui/FullPanel.tsx';
import { InputError } from './errors.ts';
import { readJsonSource } from './json-source.ts';
import { cliPlugins } from './plugins.ts';
import { cliViews } from './views.ts';
import type { PluginViews } from '../src/views.ts';
import type { Plugin } from '../src/core/plugin.ts';
import { STYLESHEETS } from '../src/ui/stylesheets.ts';

/** Options of `render`. */
export interface RenderOptions {
  /** Which note of a list file; default the first. */
  id?: number;
  /** Plugins besides the shipped ones (--plugin). */
  plugins?: readonly Plugin[] | undefined;
  /** View modules besides the shipped ones (--plugin): their parts are drawn. */
  views?: readonly PluginViews[] | undefined;
}

const SHEETS = STYLESHEETS.map((sheet) => `../src/ui/${sheet}`);

/** The note to render: a note object, or one of a list response / array of notes. */
function pickNote(file: string, options: RenderOptions) {
  const source = readJsonSource(file);
  const data = source.value;
  let entries: unknown[] = [data];
  let pathOf = (_index: number): (string | number)[] => [];
  if (Array.isArray(data)) [entries, pathOf] = [data, (index) => [index]];
  else if (data !== null && typeof data === 'object' && Array.isArray((data as { notes?: unknown }).notes)) {
    [entries, pathOf] = [(data as { notes: unknown[] }).notes, (index) => ['notes', index]];
  }
  const index = options.id === undefined ? 0 : entries.findIndex((entry) => Number((entry as { id?: unknown } | null)?.id) === options.id);
  if (index < 0 || entries.length === 0) throw new InputError(file, null, options.id === undefined ? 'holds no note' : `holds no note with id ${options.id}`);
  const { items, dropped } = parseEach(NoteSchema, [entries[index]]);
  if (dropped[0] || !items[0]) throw new InputError(file, source.lineOf(pathOf(index)), `malformed note: ${dropped[0]?.reason ?? 'unreadable'}`);
  return toCoreNote(items[0]);
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

// The page is for looking at: a stylesheet that moved makes it plainer, not unusable.
function readStylesheet(sheet: string): string {
  try {
    return readFileSync(new URL(sheet, import.meta.url), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return `/* ${sheet} not found */`;
  }
}

/**
 * The panel drops a picture that fails to load, so its avatar's initials show; a static page has no
 * React to do that, so this one listener does (an offline reader saw broken-image icons over them).
 * Errors do not bubble: it listens in the capture phase, from the head, before any image loads.
 */
const DROP_FAILED_IMAGES = `<script>document.addEventListener('error', (event) => { if (event.target instanceof HTMLImageElement) event.target.remove(); }, true);</script>`;

/** Renders the note's row (nothing selected) and its detail (selected) as one HTML page. */
export function renderNote(file: string, options: RenderOptions = {}): string {
  const note = pickNote(file, options);
  // An hour after the note, so it sits under "Today" with a relative time, as a fresh note does.
  const clock = createVirtualClock((noteTime(note) || Date.UTC(2026, 0, 1, 12)) + 3_600_000);
  const core = createPanelCore({ plugins: cliPlugins(options.plugins), clock, logger: createMemoryLogger() });
  core.append({ type: 'notes/received', notes: [note], listIds: [note.id], complete: true });
  core.append({ type: 'panel/opened' });
  const markup = () => renderToStaticMarkup(createElement(NotificationsPanel, { core, host: { openUrl: () => {} }, views: cliViews(options.views) }));
  const list = markup();
  core.append({ type: 'note/selected', id: note.id });
  const detail = markup();
  core.dispose();
  const style = SHEETS.map(readStylesheet).join('\n');
  const title = escapeHtml(`note ${note.id} (${note.type})`);
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${style}</style>${DROP_FAILED_IMAGES}</head><body>`,
    `<h2>${title}: in the list, nothing selected</h2>`,
    list,
    `<h2>${title}: selected (row and detail view)</h2>`,
    detail,
    '</body></html>',
    '',
  ].join('\n');
}
