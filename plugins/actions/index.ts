/** The panel's actions, in the order their buttons show, as the platform's panel lays them out. */
import type { Plugin } from '../../src/core/index.ts';
import { answerPromptAction } from './answer-prompt.ts';
import { approveAction } from './approve.ts';
import { editAction } from './edit.ts';
import { followAction } from './follow.ts';
import { likeAction } from './like.ts';
import { markReadAction } from './mark-read.ts';
import { replyAction } from './reply/reply.ts';
import { snoozeAction } from './snooze.ts';
import { snoozeTomorrowAction } from './snooze-tomorrow.ts';
import { wakeNowAction } from './snooze-wake-now.ts';
import { spamAction } from './spam.ts';
import { trashAction } from './trash.ts';

export const defaultActions: readonly Plugin[] = [
  replyAction,
  likeAction,
  approveAction,
  editAction,
  answerPromptAction,
  spamAction,
  trashAction,
  followAction,
  snoozeAction,
  snoozeTomorrowAction,
  wakeNowAction,
  markReadAction,
];

export { answerPromptAction, approveAction, editAction, followAction, likeAction, markReadAction, replyAction, snoozeAction, snoozeTomorrowAction, spamAction, trashAction, wakeNowAction };
