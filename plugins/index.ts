/** The panel's own plugins, in the order their buttons show. */
import type { Plugin } from '../src/core/index.ts';
import { approveAction } from './actions/approve.ts';
import { likeAction } from './actions/like.ts';
import { spamAction } from './actions/spam.ts';
import { trashAction } from './actions/trash.ts';

/** Every note type and action of the spec, note types first, actions in button order. */
export const defaultPlugins: readonly Plugin[] = [approveAction, likeAction, spamAction, trashAction];
