/**
 * `notes-panel/testing`: test a plugin without the panel's repository. A core on a virtual clock
 * (`createTestCore`), or one synced to the mock platform in-process (`createTestPanel`), in Node,
 * happy-dom or jsdom, with any test runner (it asserts nothing itself). No React here: drawing the
 * panel is `notes-panel/testing/react`.
 */
export { createTestCore, TEST_START, type TestCore, type TestCoreOptions } from './core.ts';
export { createTestPanel, requestLines, type TestPanel, type TestPanelOptions } from './platform.ts';
export type { VirtualClock } from '../src/core/clock.ts';
export type { MockPlatform } from '../mock/platform.ts';
