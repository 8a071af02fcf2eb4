/**
 * Relays are hints: a page of the origin can hold the leader lock and post in the leader's name, so a
 * visible follower checks every 10 minutes what it holds against the platform's own list (ids and
 * hashes, about 290 bytes). When they disagree it asks the leader to check; when they still disagree after that, the
 * leader is not believed any more and the tab syncs by itself.
 */
import { fetchNoteHashes } from '../api/notifications.ts';
import type { SyncContext } from './context.ts';
import { agreesWith, digestOf } from './relay.ts';

/** The audit's timing. */
export const AUDIT = {
  /** How often a visible follower compares its notes with the platform's list (a hidden one shows nothing to check). */
  everyMs: 600_000,
  /** After a disagreement, how long the leader has to put it right before the tab syncs by itself. */
  graceMs: 10_000,
} as const;

/** What the audit reads and drives in the tabs around it. */
export interface AuditHost {
  /** The leader this tab follows now, or null while it leads or syncs by itself. */
  followed(): string | null;
  /** Asks the leader to check the platform now. */
  askCheck(): void;
  /** The leader's word disagreed with the platform twice: stop believing it. */
  distrust(leaderId: string): void;
}

const TIMER = 'sync:tabsAudit';

/** Starts the audits of one follower tab; returns its disposer. */
export function startAudit(context: SyncContext, host: AuditHost): () => void {
  const { timers } = context.core.services;
  let doubted: string | null = null;

  function schedule(ms: number): void {
    timers.schedule(TIMER, ms, () => void audit());
  }

  async function audit(): Promise<void> {
    const leaderId = host.followed();
    if (leaderId === null || !context.state().client.hasLoaded || !context.state().ui.isVisible) {
      doubted = null;
      return schedule(AUDIT.everyMs);
    }
    await context.run('tabsAudit', async () => {
      const page = await fetchNoteHashes(context.client, { number: context.state().client.noteRequestLimit });
      if (context.isDisposed() || host.followed() !== leaderId) return;
      const agrees = agreesWith(context.state(), digestOf(page.notes));
      if (agrees) doubted = null;
      else if (doubted === leaderId) {
        doubted = null;
        context.logger.warn(`tabs: ${leaderId}'s relays still disagree: syncing alone`);
        host.distrust(leaderId);
      } else {
        doubted = leaderId;
        context.logger.warn(`tabs: ${leaderId}'s relays disagree: asking it to check`);
        host.askCheck();
      }
    });
    if (!context.isDisposed()) schedule(doubted === null ? AUDIT.everyMs : AUDIT.graceMs);
  }

  schedule(AUDIT.everyMs);
  return () => timers.cancel(TIMER);
}
