/** The shipped plugins' view modules (`notes-panel/views`), drawn by the panel for the registered ones. */
import type { PluginViews } from '../src/views.ts';
import { snoozeViews, wakeNowViews } from './actions/snooze-view.tsx';
import { commentViews } from './notes/comment-view.tsx';

export const defaultViews: readonly PluginViews[] = [snoozeViews, wakeNowViews, commentViews];

export { commentViews, snoozeViews, wakeNowViews };
