/** The local mock platform: state, msw handlers, fault scenarios, realtime channel, generator, server. */
export { createMockState, type MockState, type MockStateOptions, type NoteChange, type ListQuery } from './state.ts';
export { ME, type MockActions, type CommentView, type LikeView } from './actions.ts';
export { loadNotesFile, NotesInputError, parseNotesInput, SAMPLE_NOTES_FILE, type NotesInputOptions, type NotesSeed } from './load.ts';
export { contentHash, isoSeconds, noteSeconds, type MockBlock, type MockNote } from './notes.ts';
export { MockApiError, duplicateComment } from './errors.ts';
export { createHandlers, type HandlersOptions } from './handlers.ts';
export { DEFAULT_BASE_URL } from './respond.ts';
export {
  createFaultInjector,
  loadScenario,
  parseScenario,
  SCENARIOS_DIR,
  type FaultInjector,
  type FaultRule,
  type FaultScenario,
  type RealtimeStep,
} from './faults.ts';
export { CHANNEL_PATH, createRealtimeServer, type RealtimeServer, type Timers } from './realtime.ts';
export { createLocalRealtime, type LocalRealtime, type LocalRealtimeEvent } from './local-realtime.ts';
export { createNoteGenerator, type NoteGenerator, type NoteGeneratorOptions } from './generator.ts';
export { buildNote, GENERATED_TYPES, type GeneratedType } from './note-factory.ts';
export { createPlatformFront, type PlatformFront, type PlatformRequest, type RouteResponder, type ScriptedAnswer } from './front.ts';
export { createMockPlatform, type ClockOption, type MockPlatform, type MockPlatformOptions } from './platform.ts';
export { createMockFetch } from './fetch.ts';
export { startMockPlatform, type RunningMockPlatform, type StartOptions } from './server.ts';
export { createRestProxyFrame, type RestProxyFrame, type RestProxyFrameOptions } from './rest-proxy.ts';
