import { useEffect, useRef, useState } from 'react';
import { mountNotesPanel, type NotesPanelHandle } from '../frame/host/index.ts';
import { NOTE_EVERY_SECONDS, panelSrc } from './config.ts';

/** A platform-like page with a masterbar bell that opens the panel in its iframe. */
export function HostPage() {
  const frameSlot = useRef<HTMLDivElement>(null);
  const badge = useRef<HTMLSpanElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const [panel, setPanel] = useState<NotesPanelHandle | null>(null);
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<string | null>(null);

  useEffect(() => {
    if (!frameSlot.current) return;
    const handle = mountNotesPanel({
      container: frameSlot.current,
      src: panelSrc(new URLSearchParams(location.search).get('locale') ?? 'en', new URLSearchParams(location.search).get('theme')),
      panelOrigin: location.origin,
      badge: badge.current,
      toggleButton: bell.current,
      onOpenChange: setOpen,
      onNavigate: (message) => setLast(`${message.action} ${JSON.stringify({ ...message, action: undefined })}`),
      // The demo offers desktop notifications (issue 34); `?notify=off` leaves them out (most browser tests).
      desktopNotifications: new URLSearchParams(location.search).get('notify') !== 'off',
    });
    setPanel(handle);
    return () => handle.destroy();
  }, []);

  // The SDK focuses the iframe as it opens, but the frame slot is still hidden until React renders
  // `is-open`, so that focus is lost; give it again once the slot shows, or keys stay here.
  useEffect(() => {
    if (open) panel?.iframe.focus();
  }, [open, panel]);

  return (
    <div className="demo-host">
      <header className="demo-masterbar">
        <span className="demo-brand">My Blog</span>
        <nav className="demo-nav">
          <a href="/gallery">Gallery</a>
          <a href="/live">Panel without iframe</a>
        </nav>
        <button ref={bell} type="button" className="demo-bell" aria-expanded={open} onClick={() => panel?.toggle()}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
          </svg>
          <span className="demo-sr-only">Notifications</span>
          <span ref={badge} className="demo-badge" hidden />
        </button>
      </header>
      <main className="demo-main">
        <h1>Notifications panel demo</h1>
        <p>
          Click the bell or press <kbd>n</kbd> to open the panel. It talks to a local mock platform, which creates a new
          note {NOTE_EVERY_SECONDS === 1 ? 'every second' : NOTE_EVERY_SECONDS ? `every ${NOTE_EVERY_SECONDS} seconds` : 'now and then'} and pushes it over a WebSocket
          (<code>NOTE_EVERY_SECONDS</code> sets how often).
        </p>
        <p>Inside: <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>Enter</kbd> opens, <kbd>Esc</kbd> goes back, <kbd>a</kbd> approves, <kbd>s</kbd> spams, <kbd>t</kbd> trashes, <kbd>r</kbd> replies, <kbd>i</kbd> lists every shortcut.</p>
        <label className="demo-typing">
          Typing here never toggles the panel: <input placeholder="type n here" />
        </label>
        {last ? <p className="demo-last" role="status">The panel asked the page to: {last}</p> : null}
      </main>
      <div ref={frameSlot} className={`demo-frame${open ? ' is-open' : ''}`} />
    </div>
  );
}
