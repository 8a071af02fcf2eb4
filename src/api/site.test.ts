import { describe, expect, it } from 'vitest';
import { SITE_LIST_METHODS } from './site/site-lists.ts';
import { useApiServer, viaCallback } from './testing/api-server.ts';
import { expectRequest, type ExpectedRequest } from './testing/expect-request.ts';
import type { WpcomClient } from './types.ts';

const api = useApiServer();
const S = '/rest/v1.1/sites/ex.com';

const cases: Array<[string, (client: WpcomClient) => Promise<unknown>, ExpectedRequest]> = [
  ['get', (c) => c.site('ex.com').get({ fields: 'ID' }), { method: 'GET', path: S, query: 'fields=ID' }],
  ['numeric id', (c) => c.site(123).get(), { method: 'GET', path: '/rest/v1.1/sites/123' }],
  ['postCounts default type', (c) => c.site('ex.com').postCounts(undefined), { method: 'GET', path: `${S}/post-counts/post` }],
  ['postCounts page', (c) => c.site('ex.com').postCounts('page', { context: 'edit' }), { method: 'GET', path: `${S}/post-counts/page`, query: 'context=edit' }],
  ['renderShortcode', (c) => c.site('ex.com').renderShortcode('[gallery ids="1,2"]'), { method: 'GET', path: `${S}/shortcodes/render`, query: 'shortcode=%5Bgallery%20ids%3D%221%2C2%22%5D' }],
  ['renderEmbed', (c) => c.site('ex.com').renderEmbed('https://youtu.be/x', { a: 1 }), { method: 'GET', path: `${S}/embeds/render`, query: 'a=1&embed_url=https%3A%2F%2Fyoutu.be%2Fx' }],
  ['statsReferrersSpamNew', (c) => c.site('ex.com').statsReferrersSpamNew('spam.com'), { method: 'POST', path: `${S}/stats/referrers/spam/new`, query: 'domain=spam.com', body: null }],
  ['statsReferrersSpamDelete', (c) => c.site('ex.com').statsReferrersSpamDelete('spam.com'), { method: 'POST', path: `${S}/stats/referrers/spam/delete`, query: 'domain=spam.com' }],
  ['statsVideo', (c) => c.site('ex.com').statsVideo(5, { period: 'day' }), { method: 'GET', path: `${S}/stats/video/5`, query: 'period=day' }],
  ['statsPostViews', (c) => c.site('ex.com').statsPostViews(6), { method: 'GET', path: `${S}/stats/post/6` }],
  ['follow.mine', (c) => c.site('ex.com').follow().mine(), { method: 'GET', path: `${S}/follows/mine` }],
  ['follow.follow', (c) => c.site('ex.com').follow().follow(), { method: 'POST', path: `${S}/follows/new`, body: null }],
  ['follow.unfollow', (c) => c.site('ex.com').follow().unfollow({ source: 'notes' }), { method: 'POST', path: `${S}/follows/mine/delete`, query: 'source=notes' }],
  ['settings.get', (c) => c.site('ex.com').settings().get(), { method: 'GET', path: `${S}/settings` }],
  ['settings.update', (c) => c.site('ex.com').settings().update({ blogname: 'B' }), { method: 'POST', path: `${S}/settings`, body: { blogname: 'B' } }],
  ['settings.setOption', (c) => c.site('ex.com').settings().setOption('lang_id', 3), { method: 'POST', path: `${S}/settings`, body: { lang_id: 3 } }],
  ['domain.getPrimary', (c) => c.site('ex.com').domain().getPrimary(), { method: 'GET', path: `${S}/domains/primary` }],
  ['domain.setPrimary', (c) => c.site('ex.com').domain().setPrimary('ex.org'), { method: 'POST', path: `${S}/domains/primary`, body: { domain: 'ex.org' } }],
  ['domain.getRedirect', (c) => c.site('ex.com').domain().getRedirect(), { method: 'GET', path: `${S}/domains/redirect` }],
  ['domain.setRedirect', (c) => c.site('ex.com').domain().setRedirect('ex.net'), { method: 'POST', path: `${S}/domains/redirect`, body: { location: 'ex.net' } }],
  ['wordAds.settings.get', (c) => c.site('ex.com').wordAds().settings().get(), { method: 'GET', path: `${S}/wordads/settings` }],
  ['wordAds.settings.update', (c) => c.site('ex.com').wordAds().settings().update({ paypal: 'p' }), { method: 'POST', path: `${S}/wordads/settings`, body: { paypal: 'p' } }],
  ['wordAds.earnings.get', (c) => c.site('ex.com').wordAds().earnings().get(), { method: 'GET', path: `${S}/wordads/earnings` }],
  ['wordAds.tos.get', (c) => c.site('ex.com').wordAds().tos().get(), { method: 'GET', path: `${S}/wordads/tos` }],
  ['wordAds.tos.update', (c) => c.site('ex.com').wordAds().tos().update({ tos: 'x' }), { method: 'POST', path: `${S}/wordads/tos`, body: { tos: 'x' } }],
  ['wordAds.tos.sign', (c) => c.site('ex.com').wordAds().tos().sign(), { method: 'POST', path: `${S}/wordads/tos`, body: { tos: 'signed' } }],
  ['plugin.get', (c) => c.site('ex.com').plugin('akismet/akismet').get(), { method: 'GET', path: `${S}/plugins/akismet%2Fakismet` }],
  ['plugin.update', (c) => c.site('ex.com').plugin('hello').update({ active: true }), { method: 'POST', path: `${S}/plugins/hello`, body: { active: true } }],
  ['plugin.updateVersion', (c) => c.site('ex.com').plugin('hello').updateVersion(), { method: 'POST', path: `${S}/plugins/hello/update` }],
  ['plugin.install', (c) => c.site('ex.com').plugin('hello').install(), { method: 'POST', path: `${S}/plugins/install`, body: { slug: 'hello' } }],
  ['plugin.delete', (c) => c.site('ex.com').plugin('hello').delete(), { method: 'POST', path: `${S}/plugins/hello/delete` }],
  ['plugin.activate', (c) => c.site('ex.com').plugin('hello').activate(), { method: 'POST', path: `${S}/plugins/hello`, body: { active: true } }],
  ['plugin.deactivate', (c) => c.site('ex.com').plugin('hello').deactivate(), { method: 'POST', path: `${S}/plugins/hello`, body: { active: false } }],
  ['plugin.enableAutoupdate', (c) => c.site('ex.com').plugin('hello').enableAutoupdate(), { method: 'POST', path: `${S}/plugins/hello`, body: { autoupdate: true } }],
  ['plugin.disableAutoupdate', (c) => c.site('ex.com').plugin('hello').disableAutoupdate(), { method: 'POST', path: `${S}/plugins/hello`, body: { autoupdate: false } }],
  ['wpcomPlugin.activate', (c) => c.site('ex.com').wpcomPlugin('vaultpress').activate(), { method: 'POST', path: `${S}/wpcom-plugins/vaultpress`, body: { active: true } }],
  ['wpcomPlugin.deactivate', (c) => c.site('ex.com').wpcomPlugin('vaultpress').deactivate(), { method: 'POST', path: `${S}/wpcom-plugins/vaultpress`, body: { active: false } }],
  ['wpcomPlugin.update', (c) => c.site('ex.com').wpcomPlugin('vaultpress').update({ x: 1 }), { method: 'POST', path: `${S}/wpcom-plugins/vaultpress`, body: { x: 1 } }],
];

describe('site resources', () => {
  it.each(cases)('%s', async (_name, call, expected) => {
    await call(api.client());
    expectRequest(api.last(), expected);
  });

  it.each(Object.entries(SITE_LIST_METHODS))('generated %s → /%s', async (name, subpath) => {
    const site = api.client().site('ex.com');
    await site[name as keyof typeof SITE_LIST_METHODS]({ number: 1 });
    expectRequest(api.last(), { method: 'GET', path: `${S}/${subpath}`, query: 'number=1' });
  });

  it('settings.getOption resolves one setting and also calls the callback', async () => {
    api.reply({ settings: { blog_public: 1 } });
    const seen: unknown[] = [];
    await expect(api.client().site('ex.com').settings().getOption('blog_public', (e, v) => seen.push([e, v]))).resolves.toBe(1);
    expect(api.last().query).toBe('fields=settings');
    expect(seen).toEqual([[null, 1]]);
  });

  it('email stats merge several requests, promise and callback style', async () => {
    const site = api.client().site('ex.com');
    await site.emailStatsForPeriod(9, 'opens', { period: 'day' });
    expectRequest(api.last(), { method: 'GET', path: `${S}/stats/opens/emails/9`, query: 'period=day&stats_fields=timeline' });
    api.seen.length = 0;
    const [error, merged] = await viaCallback((fn) => site.emailStatsAlltime(9, 'clicks', fn));
    expect(error).toBeNull();
    expect(merged).toEqual({ ok: true });
    expect(api.seen.map((r) => r.path.split('/').pop()).sort()).toEqual(['client', 'country', 'device', 'link', 'rate', 'user-content-link']);
  });

  // Calls whose callback wpcom.js drops or misplaces.
  it.each<[string, (c: WpcomClient, fn: (e: Error | null, b?: unknown) => void) => unknown, ExpectedRequest]>([
    ['follow.follow(fn)', (c, fn) => c.site('ex.com').follow().follow(fn), { method: 'POST', path: `${S}/follows/new` }],
    ['follow.unfollow(query, fn)', (c, fn) => c.site('ex.com').follow().unfollow({ a: 1 }, fn), { method: 'POST', path: `${S}/follows/mine/delete`, query: 'a=1' }],
    ['plugin.activate(fn)', (c, fn) => c.site('ex.com').plugin('p').activate(fn), { method: 'POST', path: `${S}/plugins/p`, body: { active: true } }],
    ['plugin.install(fn)', (c, fn) => c.site('ex.com').plugin('p').install(fn), { method: 'POST', path: `${S}/plugins/install`, body: { slug: 'p' } }],
    ['plugin.updateVersion(body, fn)', (c, fn) => c.site('ex.com').plugin('p').updateVersion({ v: 2 }, fn), { method: 'POST', path: `${S}/plugins/p/update`, body: { v: 2 } }],
    ['wpcomPlugin.deactivate(fn)', (c, fn) => c.site('ex.com').wpcomPlugin('p').deactivate(fn), { method: 'POST', path: `${S}/wpcom-plugins/p`, body: { active: false } }],
    ['tos.sign(fn)', (c, fn) => c.site('ex.com').wordAds().tos().sign(fn), { method: 'POST', path: `${S}/wordads/tos`, body: { tos: 'signed' } }],
    ['postCounts(type, fn)', (c, fn) => c.site('ex.com').postCounts('page', fn), { method: 'GET', path: `${S}/post-counts/page` }],
    ['statsReferrersSpamNew(domain, fn)', (c, fn) => c.site('ex.com').statsReferrersSpamNew('d.com', fn), { method: 'POST', path: `${S}/stats/referrers/spam/new`, query: 'domain=d.com' }],
    ['emailStatsForPeriod(…, fn)', (c, fn) => c.site('ex.com').emailStatsForPeriod(1, 'opens', fn), { method: 'GET', path: `${S}/stats/opens/emails/1`, query: 'stats_fields=timeline' }],
  ])('callback style: %s', async (_name, call, expected) => {
    const [error, body] = await viaCallback((fn) => call(api.client(), fn));
    expect(error).toBeNull();
    expect(body).toEqual({ ok: true });
    expectRequest(api.last(), expected);
  });
});
