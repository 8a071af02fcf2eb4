// A flood of leader claims under made-up names opens at most MAX_OPEN_PINGS pings at once.
import { describe, expect, it } from 'vitest';
import { createVirtualClock } from '../core/clock.ts';
import { createTimers } from '../core/timers.ts';
import { createTrust, MAX_OPEN_PINGS, PING_MS } from './tabs-trust.ts';

describe('lease pings', () => {
  it('are bounded: claims past the open pings keep what the tab believes, logged once, and the bound frees as pings end', async () => {
    const clock = createVirtualClock(0);
    const posted: string[] = [];
    const warnings: string[] = [];
    const trust = createTrust({
      id: 'me',
      name: 'leader',
      timers: createTimers(clock, () => {}),
      query: undefined,
      byLease: () => true,
      post: (message) => posted.push(message.to),
      warn: (message) => warnings.push(message),
    });
    const answers = Array.from({ length: 1000 }, (_, index) => trust.verify(`fake-${index}`, false));
    expect(posted).toHaveLength(MAX_OPEN_PINGS);
    expect(warnings).toHaveLength(1);
    expect(await Promise.all(answers.slice(MAX_OPEN_PINGS))).toEqual(Array(1000 - MAX_OPEN_PINGS).fill(false));
    clock.advance(PING_MS);
    expect(await Promise.all(answers.slice(0, MAX_OPEN_PINGS))).toEqual(Array(MAX_OPEN_PINGS).fill(false));
    void trust.verify('another', true);
    expect(posted).toHaveLength(MAX_OPEN_PINGS + 1);
    trust.dispose();
  });
});
