import { useState } from 'react';
import wpcom, { createFetchHandler } from '../api/index.ts';
import { createPanelCore } from '../core/core.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { faultyAction } from '../../fixtures/plugins/faulty.ts';
import { saveAction } from '../../fixtures/plugins/saved.ts';
import { shelveAction } from '../../fixtures/plugins/shelf.ts';
import { starAction } from '../../fixtures/plugins/starred.ts';
import { createWebSocketConnector, registerSync } from '../sync/index.ts';
import { NotificationsPanel } from '../ui/FullPanel.tsx';
import { useDisposer } from '../ui/use-disposer.ts';

const disposeLive = (live: { core: { dispose(): void }; sync: { dispose(): void } }) => {
  live.sync.dispose();
  live.core.dispose();
};
import { MOCK_API } from './config.ts';

/** The example plugins `?plugin=` adds (repeatable): the guide's tabs, and one that fails every way. */
const EXAMPLE_PLUGINS = { faulty: faultyAction, saved: saveAction, shelf: shelveAction, starred: starAction };

/** The panel embedded as a React component (no iframe), live against the mock platform. */
export function LivePanel() {
  const [live] = useState(() => {
    const client = wpcom('local-demo-token', createFetchHandler({ baseUrl: MOCK_API, token: 'local-demo-token' }));
    const named = new URLSearchParams(window.location.search).getAll('plugin');
    const examples = Object.entries(EXAMPLE_PLUGINS).filter(([name]) => named.includes(name)).map(([, plugin]) => plugin);
    const core = createPanelCore({ wpcom: client, plugins: [...defaultPlugins, ...examples] });
    const sync = registerSync(core, { realtime: createWebSocketConnector({ baseUrl: MOCK_API.replace(/^http/, 'ws') }), document });
    return { core, sync };
  });
  useDisposer(live, disposeLive);
  return (
    <div className="demo-live">
      <p className="demo-live-bar"><a href="/">Back to the demo page</a> · the panel as a React component, without its iframe</p>
      <div className="demo-live-panel">
        <NotificationsPanel
          core={live.core}
          isShowing
          host={{ openUrl: (url) => window.open(url, '_blank', 'noopener'), onListScroll: (scroll) => void live.sync.onListScroll(scroll), retry: () => live.sync.refresh(), markAllRead: () => void live.sync.markAllRead() }}
        />
      </div>
    </div>
  );
}
