import { useState } from 'react';
import { createPanelCore } from '../core/core.ts';
import type { Note } from '../core/note.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { profileReceived } from '../../plugins/actions/reply/reply.ts';
import { NotificationsPanel } from '../ui/FullPanel.tsx';
import sample from '../../fixtures/notes-sample.json';
import { NoteSchema, parseEach } from '../api/schema.ts';
import { toCoreNote } from '../sync/context.ts';

// The sample goes through the schema, as the platform's notes do.
const notes: Note[] = parseEach(NoteSchema, sample.notes).items.map(toCoreNote);

/** The viewer the reply boxes show: the mock platform's signed-in user. */
const VIEWER = { id: 1000000, username: 'hirotanaka', displayName: 'Hiro Tanaka' };

function StaticPanel(props: { note: Note; open: boolean }) {
  const [core] = useState(() => {
    const created = createPanelCore({ plugins: defaultPlugins });
    // The whole list, so the panel shows The End instead of waiting for older notes no one fetches.
    created.append({ type: 'notes/received', notes: [props.note], listIds: [props.note.id], complete: true });
    created.append({ type: 'viewport/resized', width: 420, height: 420 });
    // No platform here to ask who is viewing (each open note's reply box would ask /me, fail and
    // log it): the gallery says so itself, as the platform's answer would.
    created.append(profileReceived.make(null, { profile: VIEWER }));
    if (props.open) created.append({ type: 'note/selected', id: props.note.id });
    return created;
  });
  return (
    <div className="demo-gallery-panel">
      <NotificationsPanel core={core} host={{ openUrl: (url) => window.open(url, '_blank', 'noopener') }} />
    </div>
  );
}

/** Every note type of the sample in list and detail form. */
export function Gallery() {
  const byType = new Map<string, Note>();
  for (const note of notes) if (!byType.has(note.type)) byType.set(note.type, note);
  return (
    <main className="demo-gallery">
      <h1>Note types</h1>
      <p><a href="/">Back to the demo page</a></p>
      {[...byType.entries()].map(([type, note]) => (
        <section key={type} className="demo-gallery-type">
          <h2>{type}</h2>
          <div className="demo-gallery-pair">
            <StaticPanel note={note} open={false} />
            <StaticPanel note={note} open />
          </div>
        </section>
      ))}
    </main>
  );
}
