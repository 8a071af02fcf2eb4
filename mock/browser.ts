/**
 * `notes-panel/mock` in a browser (the package's default condition; Node gets index.ts). The same
 * platform without what needs Node: no server on a port, no WebSocket server, no reading of
 * arbitrary files. The package build bundles this entry with the shipped sample notes and
 * scenarios, so `createMockPlatform()` and `scenario: 'api-500s'` work as they do in Node.
 *
 * In a page: `createFetchHandler({ fetch: createMockFetch(platform.handlers) })` for the API client
 * and `platform.localRealtime` as `registerSync`'s realtime connector.
 */
export { createMockState, type MockState, type MockStateOptions, type NoteChange, type ListQuery } from './state.ts';
export { ME, type MockActions, type CommentView, type LikeView } from './actions.ts';
export { parseNotesInput, type NotesSeed } from './load.ts';
export { contentHash, isoSeconds, noteSeconds, type MockBlock, type MockNote } from './notes.ts';
export { MockApiError, duplicateComment } from './errors.ts';
export { createHandlers, type HandlersOptions } from './handlers.ts';
export { DEFAULT_BASE_URL } from './respond.ts';
export {
  createFaultInjector,
  parseScenario,
  type FaultInjector,
  type FaultRule,
  type FaultScenario,
  type RealtimeStep,
} from './faults.ts';
export { REALTIME_PATH as CHANNEL_PATH } from '../src/sync/constants.ts';
export type { Timers } from './timers.ts';
export { createLocalRealtime, type LocalRealtime, type LocalRealtimeEvent } from './local-realtime.ts';
export { createNoteGenerator, type NoteGenerator, type NoteGeneratorOptions } from './generator.ts';
export { buildNote, GENERATED_TYPES, type GeneratedType } from './note-factory.ts';
export { createMockPlatform, type ClockOption, type MockPlatform, type MockPlatformOptions } from './platform.ts';
export { createMockFetch } from './fetch.ts';
