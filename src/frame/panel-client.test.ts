// The iframe's lean client must send what the full wpcom client sends for every call the panel's
// own plugins and sync make (plugins/actions, plugins/lib/removal.ts, plugins/notes/comment.ts).
import { describe, expect, it } from 'vitest';
import wpcom from '../api/index.ts';
import type { RequestHandler, WpcomClient } from '../api/types.ts';
import { createPanelClient } from './panel-client.ts';
import { siteFollow, sitePost } from '../../plugins/lib/site-calls.ts';

type Call = (client: WpcomClient) => Promise<unknown>;

/** Each call as wpcom.js makes it, and as the panel's plugins make it when that differs. */
const calls: Record<string, Call | [full: Call, panel: Call]> = {
  'notes list': (client) => client.req.get('/notifications/', { number: 5 }),
  'mark seen': (client) => client.req.post('/notifications/seen', {}, { time: 1 }),
  'reply to a comment': (client) => client.site(7).comment(8).reply('hi'),
  'comment on a post': [(client) => client.site(7).post(9).comment().add('hi'), (client) => sitePost(client, 7, 9).comment().add('hi')],
  'like a post': [(client) => client.site(7).post(9).like().add(), (client) => sitePost(client, 7, 9).like().add()],
  'unlike a comment': (client) => client.site(7).comment(8).like().del(),
  'approve a comment': (client) => client.site(7).comment(8).update({ status: 'approved' }),
  'read a comment': (client) => client.site('example.com').comment(8).get(),
  'trash a comment': (client) => client.site(7).comment(8).del(),
  follow: [(client) => client.site(7).follow().follow(), (client) => siteFollow(client, 7).follow()],
  unfollow: [(client) => client.site('a.blog').follow().unfollow(), (client) => siteFollow(client, 'a.blog').unfollow()],
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
  for (const [name, calling] of Object.entries(calls)) {
    it(`sends what wpcom.js sends: ${name}`, async () => {
      const [call, panelCall] = Array.isArray(calling) ? calling : [calling, calling];
      const full = recorder();
      const lean = recorder();
      await call(wpcom('token', full.handler));
      await panelCall(createPanelClient(lean.handler, 'token'));
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
