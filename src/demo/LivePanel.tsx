import { useState } from 'react';
import wpcom, { createFetchHandler } from '../api/index.ts';
import { createPanelCore } from '../core/core.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { createWebSocketConnector, registerSync } from '../sync/index.ts';
import { NotificationsPanel } from '../ui/FullPanel.tsx';
import { useDisposer } from '../ui/use-disposer.ts';

const disposeLive = (live: { core: { dispose(): void }; sync: { dispose(): void } }) => {
  live.sync.dispose();
  live.core.dispose();
};
import { MOCK_API } from './config.ts';

/** The panel embedded as a React component (no iframe), live against the mock platform. */
export function LivePanel() {
  const [live] = useState(() => {
    const client = wpcom('local-demo-token', createFetchHandler({ baseUrl: MOCK_API, token: 'local-demo-token' }));
    const core = createPanelCore({ wpcom: client, plugins: defaultPlugins });
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
