// An app that installed notes-panel: the React panel against the package's mock platform, running
// in the page (no server), with a note type of its own next to the default ones.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NotificationsPanel, createPanelCore, registerSync } from 'notes-panel';
import wpcom, { createFetchHandler } from 'notes-panel/api';
import { createMockFetch, createMockPlatform, type MockNote } from 'notes-panel/mock';
import { defaultPlugins } from 'notes-panel/plugins';
import 'notes-panel/styles.css';
import { pinAction } from './pin';
import { storeOrderNoteType } from './store-order';

let orderNumber = 1042;
const order = (): Partial<MockNote> => ({
  type: 'store_order',
  subject: [{ text: `New order #${orderNumber}` }, { text: '2 × Mug, 1 × Poster' }],
  body: [
    { text: 'Ada Lovelace', type: 'user', meta: { ids: { user: 7, site: 70 } } },
    { text: `Order #${orderNumber++}: $42.00`, meta: { ids: { order: 1042, site: 70 } } },
  ],
});

// The platform's sample notes, and an order from the shop.
const platform = createMockPlatform();
platform.state.createNote(order());

const client = wpcom('consumer-token', createFetchHandler({ fetch: createMockFetch(platform.handlers) }));
const core = createPanelCore({ wpcom: client, plugins: [...defaultPlugins, storeOrderNoteType, pinAction] });
const sync = registerSync(core, { realtime: platform.localRealtime, document });

const container = document.getElementById('panel');
if (!container) throw new Error('#panel is missing');
createRoot(container).render(
  <StrictMode>
    <button type="button" onClick={() => platform.state.createNote(order())}>
      Simulate an order
    </button>
    <NotificationsPanel
      core={core}
      isShowing
      host={{ openUrl: (url) => window.open(url, '_blank', 'noopener'), onListScroll: (scroll) => void sync.onListScroll(scroll), retry: () => sync.refresh() }}
    />
  </StrictMode>,
);
