/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated host page origins the iframe app accepts messages from. */
  readonly VITE_NOTES_HOST_ORIGINS?: string;
  /** Origin of the platform's app pages (reader, settings). */
  readonly VITE_NOTES_APP_ORIGIN?: string;
  /** The demo's local platform (set by `npm start`). */
  readonly VITE_MOCK_API?: string;
  /** How often the demo's platform makes a note, in seconds (set by `npm start`). */
  readonly VITE_NOTE_EVERY_SECONDS?: string;
}
