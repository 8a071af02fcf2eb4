import { createI18n } from '@wordpress/i18n';
import { useState } from 'react';
import { createPanelCore } from '../core/core.ts';
import type { Note } from '../core/note.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { saveAction } from '../../fixtures/plugins/saved.ts';
import { shelveAction } from '../../fixtures/plugins/shelf.ts';
import { NotificationsPanel } from '../ui/FullPanel.tsx';
import sample from '../../fixtures/notes-sample.json';
import arabic from '../../fixtures/languages/ar-v1.1.json';
import { NoteSchema, parseEach } from '../api/schema.ts';
import { toCoreNote } from '../sync/context.ts';

const notes: Note[] = parseEach(NoteSchema, sample.notes).items.map(toCoreNote);

/**
 * The panel with two plugins' tabs after the shipped ones (the guide's Saved and Shelved,
 * fixtures/plugins/), the whole sample listed: how a bar of seven tabs looks. `?theme=dark`,
 * `?locale=ar` (right to left) and `?tab=saved` choose the look and the tab shown.
 */
export function PluginTabs() {
  const params = new URLSearchParams(window.location.search);
  const locale = params.get('locale') === 'ar' ? 'ar' : 'en';
  const [i18n] = useState(() => {
    const created = createI18n();
    if (locale === 'ar') created.setLocaleData(arabic.locale_data.messages as never);
    return created;
  });
  const [core] = useState(() => {
    const created = createPanelCore({ plugins: [...defaultPlugins, saveAction, shelveAction], locale });
    // The whole list, so the panel shows The End instead of waiting for older notes no one fetches.
    created.append({ type: 'notes/received', notes, listIds: notes.map((note) => note.id), complete: true });
    created.append({ type: 'panel/opened' });
    for (const note of notes.slice(1, 3)) created.perform('save', note.id);
    created.perform('shelve', notes[3]!.id);
    const tab = params.get('tab');
    if (tab) created.append({ type: 'filter/chosen', name: tab });
    return created;
  });
  return (
    <div className="demo-live">
      <div className="demo-live-panel">
        <NotificationsPanel core={core} i18n={i18n} theme={params.get('theme') === 'dark' ? 'dark' : 'light'} host={{ openUrl: (url) => window.open(url, '_blank', 'noopener') }} />
      </div>
    </div>
  );
}
