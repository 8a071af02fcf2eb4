/**
 * The realtime subscription (subscription.ts), loaded on first use: the first load draws the badge
 * and the first open from the list fetch, and the channel opens a moment later, once its code is
 * here. Once loaded (or preloaded: the CLI, tests) it runs synchronously, exactly as if eager.
 */
import { lazyModule } from '../core/index.ts';
import type { SyncContext } from './context.ts';
import type { RealtimeConnector } from './realtime.ts';
import type * as SubscriptionModule from './subscription.ts';
import type { Subscription, SubscriptionHooks } from './subscription.ts';

const code = lazyModule(() => import('./subscription.ts'));

/** Loads the subscription's code now (tests that open a channel in the same turn as they start). */
export const preloadSubscription = (): Promise<unknown> => code.get();

/** A subscription whose code loads the first time the loop asks it to subscribe. */
export function createLazySubscription(context: SyncContext, connector: RealtimeConnector | undefined, hooks: SubscriptionHooks): Subscription {
  let subscription: Subscription | null = null;
  // Released (this tab stopped leading) while the code was on its way: it must not subscribe then.
  let released = false;
  const made = (module: typeof SubscriptionModule) => (subscription ??= module.createSubscription(context, connector, hooks));
  return {
    ensure() {
      if (!connector || context.isDisposed()) return;
      released = false;
      const module = code.peek();
      if (module) return made(module).ensure();
      void context.run('realtimeCode', async () => {
        const loadedModule = await code.get();
        if (!released && !context.isDisposed()) made(loadedModule).ensure();
      });
    },
    release() {
      released = true;
      subscription?.release();
    },
    dispose() {
      released = true;
      subscription?.dispose();
    },
  };
}
