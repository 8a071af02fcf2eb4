import { describe, expect, it } from 'vitest';
import wpcom from './index.ts';
import type { RequestParams } from './types.ts';

const calls: RequestParams[] = [];
const client = wpcom((params, callback) => {
  calls.push(params);
  callback(null, {});
});
const SITE_ID = '`site id` is not correctly defined';

describe('guard errors (wpcom.js messages)', () => {
  it.each<[string, () => unknown]>([
    ['category', () => client.site('').category('x')],
    ['tag', () => client.site(undefined as unknown as string).tag('x')],
    ['comment', () => client.site(null as unknown as string).comment(1)],
    ['post comment', () => client.site('').post(1).comment(2)],
    ['follow', () => client.site('').follow()],
    ['settings', () => client.site('').settings()],
  ])('%s without a site id throws Error(%j)', (_name, build) => {
    expect(build).toThrow(new Error(SITE_ID));
  });

  it('taxonomy, term and post type constructors throw TypeErrors', () => {
    expect(() => client.site('').taxonomy('genre')).toThrow(new TypeError('`siteId` is not correctly defined'));
    expect(() => client.site(1).taxonomy('')).toThrow(new TypeError('`taxonomy` is not correctly defined'));
    expect(() => client.site('').postType('page')).toThrow(TypeError);
    expect(() => client.site(1).postType('')).toThrow(new TypeError('`postType` is not correctly defined'));
  });

  it('term get, update and delete need a term; add needs params.name', () => {
    const term = client.site(1).taxonomy('genre').term();
    expect(() => term.get()).toThrow(new Error('`term` is not correctly defined'));
    expect(() => term.update({ name: 'x' })).toThrow('`term` is not correctly defined');
    expect(() => term.delete()).toThrow('`term` is not correctly defined');
    expect(() => term.add({})).toThrow(new Error('`params.name` is not correctly defined'));
    expect(() => term.add(undefined as unknown as { name: string })).toThrow('`params.name` is not correctly defined');
  });

  it('plugins need a slug', () => {
    expect(() => client.site(1).plugin('')).toThrow(new Error('`slug` is not correctly defined'));
    expect(() => client.site(1).wpcomPlugin('')).toThrow(new Error('`slug` is not correctly defined'));
  });

  it('shortcode and embed rendering need a string', () => {
    expect(() => client.site(1).renderShortcode(5 as unknown as string)).toThrow(new TypeError('expected a url String'));
    expect(() => client.site(1).renderEmbed(null as unknown as string)).toThrow(new TypeError('expected an embed String'));
  });

  it('guards throw before anything is sent', () => {
    calls.length = 0;
    expect(() => client.site(1).taxonomy('g').term().get()).toThrow();
    expect(calls).toHaveLength(0);
  });
});
