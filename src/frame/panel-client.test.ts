// The iframe's lean client must send what the full wpcom client sends for every call the panel's
// own plugins and sync make (plugins/actions, plugins/lib/removal.ts, plugins/notes/comment.ts);
// both are PanelApi, the type the plugins are written against.
import { describe, expect, it } from 'vitest';
import wpcom from '../api/index.ts';
import type { RequestHandler } from '../api/types.ts';
import type { PanelApi } from '../core/services.ts';
import { createPanelClient } from './panel-client.ts';

type Call = (client: PanelApi) => Promise<unknown>;

/** Each call as the panel's plugins make it. */
const calls: Record<string, Call> = {
  'notes list': (client) => client.req.get('/notifications/', { number: 5 }),
  'mark seen': (client) => client.req.post('/notifications/seen', {}, { time: 1 }),
  'reply to a comment': (client) => client.site(7).comment(8).reply('hi'),
  'comment on a post': (client) => client.site(7).post(9).comment().add('hi'),
  "read a post's latest comments": (client) => client.site(7).post(9).comments({ number: 20, order: 'DESC' }),
  'like a post': (client) => client.site(7).post(9).like().add(),
  'unlike a comment': (client) => client.site(7).comment(8).like().del(),
  'approve a comment': (client) => client.site(7).comment(8).update({ status: 'approved' }),
  'read a comment': (client) => client.site('example.com').comment(8).get(),
  'trash a comment': (client) => client.site(7).comment(8).del(),
  follow: (client) => client.site(7).follow().follow(),
  unfollow: (client) => client.site('a.blog').follow().unfollow(),
};

function recorder(): { handler: RequestHandler; sent: unknown[] } {
  const sent: unknown[] = [];
  return {
    sent,
    handler: (params, callback) => {
      sent.push(params);
      callback(null, { ok: true });
    },
  };
}

describe('the iframe client', () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`sends what wpcom.js sends: ${name}`, async () => {
      const full = recorder();
      const lean = recorder();
      await call(wpcom('token', full.handler));
      await call(createPanelClient(lean.handler, 'token'));
      expect(lean.sent).toEqual(full.sent);
      expect(lean.sent).toHaveLength(1);
    });
  }

  it('keeps the token off its own properties (logs), as wpcom.js does', () => {
    const client = createPanelClient(recorder().handler, 'secret');
    expect(client.isTokenLoaded()).toBe(true);
    expect(client.token).toBe('secret');
    expect(Object.keys(client)).not.toContain('token');
  });
});

describe('its type', () => {
  it('has only the calls it can make: a call outside them does not compile', () => {
    const client = createPanelClient(recorder().handler);
    // @ts-expect-error: the iframe's client reaches no site media (wpcom.js's full client does)
    expect(() => client.site(1).media()).toThrow(TypeError);
    // @ts-expect-error: nor the user's domains
    expect(() => client.domains()).toThrow(TypeError);
  });
});
