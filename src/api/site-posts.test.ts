import { describe, expect, it } from 'vitest';
import { useApiServer, viaCallback } from './testing/api-server.ts';
import { expectRequest, type ExpectedRequest } from './testing/expect-request.ts';
import type { WpcomClient } from './types.ts';

const api = useApiServer();
const S = '/rest/v1.1/sites/7';

const cases: Array<[string, (client: WpcomClient) => Promise<unknown>, ExpectedRequest]> = [
  ['post.get', (c) => c.site(7).post(5).get({ context: 'edit' }), { method: 'GET', path: `${S}/posts/5`, query: 'context=edit' }],
  ['post.get by slug', (c) => c.site(7).post({ slug: 'hello' }).get(), { method: 'GET', path: `${S}/posts/slug:hello` }],
  ['post.getBySlug', (c) => c.site(7).post({ id: 5, slug: 'hi' }).getBySlug(), { method: 'GET', path: `${S}/posts/slug:hi` }],
  ['post.add', (c) => c.site(7).post().add({ title: 'T' }), { method: 'POST', path: `${S}/posts/new`, body: { title: 'T' } }],
  ['post.add with query', (c) => c.site(7).post().add({ context: 'edit' }, { title: 'T' }), { method: 'POST', path: `${S}/posts/new`, query: 'context=edit', body: { title: 'T' } }],
  ['site.addPost', (c) => c.site(7).addPost({ title: 'A' }), { method: 'POST', path: `${S}/posts/new`, body: { title: 'A' } }],
  ['post.update', (c) => c.site(7).post(5).update({ title: 'U' }), { method: 'POST', path: `${S}/posts/5`, body: { title: 'U' } }],
  ['post.delete', (c) => c.site(7).post(5).delete(), { method: 'POST', path: `${S}/posts/5/delete`, body: null }],
  ['post.del', (c) => c.site(7).post(5).del(), { method: 'POST', path: `${S}/posts/5/delete` }],
  ['site.deletePost', (c) => c.site(7).deletePost(5), { method: 'POST', path: `${S}/posts/5/delete` }],
  ['post.restore', (c) => c.site(7).post(5).restore(), { method: 'POST', path: `${S}/posts/5/restore`, body: null }],
  ['post.comments', (c) => c.site(7).post(5).comments({ number: 2 }), { method: 'GET', path: `${S}/posts/5/replies/`, query: 'number=2' }],
  ['post.likesList', (c) => c.site(7).post(5).likesList(), { method: 'GET', path: `${S}/posts/5/likes` }],
  ['post.like().add', (c) => c.site(7).post(5).like().add(), { method: 'POST', path: `${S}/posts/5/likes/new`, body: null }],
  ['post.like().del', (c) => c.site(7).post(5).like().del(), { method: 'POST', path: `${S}/posts/5/likes/mine/delete` }],
  ['post.like().mine', (c) => c.site(7).post(5).like().mine(), { method: 'GET', path: `${S}/posts/5/likes/mine` }],
  ['comment.get', (c) => c.site(7).comment(9).get(), { method: 'GET', path: `${S}/comments/9` }],
  ['comment.update (string)', (c) => c.site(7).comment(9).update('edited'), { method: 'POST', path: `${S}/comments/9`, body: { content: 'edited' } }],
  ['comment.update (status)', (c) => c.site(7).comment(9).update({ status: 'approved' }), { method: 'POST', path: `${S}/comments/9`, body: { status: 'approved' } }],
  ['comment.reply', (c) => c.site(7).comment(9).reply('thanks'), { method: 'POST', path: `${S}/comments/9/replies/new`, body: { content: 'thanks' } }],
  ['comment.del', (c) => c.site(7).comment(9).del(), { method: 'POST', path: `${S}/comments/9/delete`, body: null }],
  ['comment.delete', (c) => c.site(7).comment(9).delete(), { method: 'POST', path: `${S}/comments/9/delete` }],
  ['comment.like().add', (c) => c.site(7).comment(9).like().add(), { method: 'POST', path: `${S}/comments/9/likes/new` }],
  ['comment.like().delete', (c) => c.site(7).comment(9).like().delete(), { method: 'POST', path: `${S}/comments/9/likes/mine/delete` }],
  ['comment.likesList', (c) => c.site(7).comment(9).likesList(), { method: 'GET', path: `${S}/comments/9/likes` }],
  ['post.comment().add', (c) => c.site(7).post(5).comment().add('first!'), { method: 'POST', path: `${S}/posts/5/replies/new`, body: { content: 'first!' } }],
  ['post.comment().replies', (c) => c.site(7).post(5).comment().replies(), { method: 'GET', path: `${S}/posts/5/replies/` }],
  ['category.get', (c) => c.site(7).category('news').get(), { method: 'GET', path: `${S}/categories/slug:news` }],
  ['category.add', (c) => c.site(7).category().add({ name: 'News' }), { method: 'POST', path: `${S}/categories/new`, body: { name: 'News' } }],
  ['category.update', (c) => c.site(7).category('news').update({ name: 'N' }), { method: 'POST', path: `${S}/categories/slug:news`, body: { name: 'N' } }],
  ['category.delete', (c) => c.site(7).category('news').delete(), { method: 'POST', path: `${S}/categories/slug:news/delete` }],
  ['tag.get after slug()', (c) => { const tag = c.site(7).tag(); tag.slug('t1'); return tag.get(); }, { method: 'GET', path: `${S}/tags/slug:t1` }],
  ['tag.add', (c) => c.site(7).tag().add({ q: 1 }, { name: 'T' }), { method: 'POST', path: `${S}/tags/new`, query: 'q=1', body: { name: 'T' } }],
  ['tag.del', (c) => c.site(7).tag('t1').del(), { method: 'POST', path: `${S}/tags/slug:t1/delete` }],
  ['taxonomy.termsList', (c) => c.site(7).taxonomy('genre').termsList({ number: 5 }), { method: 'GET', path: `${S}/taxonomies/genre/terms`, query: 'number=5' }],
  ['term.get', (c) => c.site(7).taxonomy('genre').term('jazz').get(), { method: 'GET', path: `${S}/taxonomies/genre/terms/slug:jazz` }],
  ['term.add', (c) => c.site(7).taxonomy('genre').term().add({ name: 'Blues' }), { method: 'POST', path: `${S}/taxonomies/genre/terms/new`, body: { name: 'Blues' } }],
  ['term.update', (c) => c.site(7).taxonomy('genre').term('jazz').update({ name: 'Jazz' }), { method: 'POST', path: `${S}/taxonomies/genre/terms/slug:jazz`, body: { name: 'Jazz' } }],
  ['term.delete', (c) => c.site(7).taxonomy('genre').term('jazz').delete(), { method: 'POST', path: `${S}/taxonomies/genre/terms/slug:jazz/delete` }],
  ['term path encodes site id and taxonomy once', (c) => c.site('a/b').taxonomy('x y').term('t/1').get(), { method: 'GET', path: '/rest/v1.1/sites/a%2Fb/taxonomies/x%20y/terms/slug:t%2F1' }],
  ['postType.taxonomiesList', (c) => c.site(7).postType('page').taxonomiesList(), { method: 'GET', path: `${S}/post-types/page/taxonomies` }],
];

describe('posts, comments, likes and terms', () => {
  it.each(cases)('%s', async (_name, call, expected) => {
    await call(api.client());
    expectRequest(api.last(), expected);
  });

  it('post.add remembers the new id and slug, in both styles', async () => {
    api.reply({ ID: 41, slug: 'new-post' });
    const post = api.client().site(7).post();
    await expect(post.add({ title: 'x' })).resolves.toEqual({ ID: 41, slug: 'new-post' });
    expect([post._id, post._slug]).toEqual([41, 'new-post']);
    await post.get();
    expect(api.last().path).toBe(`${S}/posts/41`);
    api.reply({ ID: 42, slug: 'other' });
    const [error, body] = await viaCallback((fn) => post.add({ title: 'y' }, fn));
    expect([error, body]).toEqual([null, { ID: 42, slug: 'other' }]);
    api.reply({ error: 'bad' }, 400);
    const [failure] = await viaCallback((fn) => post.add({ title: 'z' }, fn));
    expect(failure).toMatchObject({ statusCode: 400 });
  });

  it.each<[string, (c: WpcomClient, fn: (e: Error | null, b?: unknown) => void) => unknown, ExpectedRequest]>([
    ['post.restore(fn)', (c, fn) => c.site(7).post(5).restore(fn), { method: 'POST', path: `${S}/posts/5/restore` }],
    ['comment.reply(text, fn)', (c, fn) => c.site(7).comment(9).reply('hey', fn), { method: 'POST', path: `${S}/comments/9/replies/new`, body: { content: 'hey' } }],
    ['comment.update(body, fn)', (c, fn) => c.site(7).comment(9).update({ status: 'spam' }, fn), { method: 'POST', path: `${S}/comments/9`, body: { status: 'spam' } }],
    ['comment.get(fn)', (c, fn) => c.site(7).comment(9).get(fn), { method: 'GET', path: `${S}/comments/9` }],
    ['term.add(params, fn)', (c, fn) => c.site(7).taxonomy('g').term().add({ name: 'n' }, fn), { method: 'POST', path: `${S}/taxonomies/g/terms/new`, body: { name: 'n' } }],
    ['term.delete(fn)', (c, fn) => c.site(7).taxonomy('g').term('t').delete(fn), { method: 'POST', path: `${S}/taxonomies/g/terms/slug:t/delete` }],
    ['like.add(fn)', (c, fn) => c.site(7).comment(9).like().add(fn), { method: 'POST', path: `${S}/comments/9/likes/new` }],
  ])('callback style: %s', async (_name, call, expected) => {
    const [error, body] = await viaCallback((fn) => call(api.client(), fn));
    expect(error).toBeNull();
    expect(body).toEqual({ ok: true });
    expectRequest(api.last(), expected);
  });
});
