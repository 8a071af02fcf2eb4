import { describe, expect, it } from 'vitest';
import { elementFor } from './elements.ts';
import type { RichElement } from './nodes.ts';
import { hrefFor, linkPlanFor, openTargetFor } from './targets.ts';

const node = (fields: Partial<RichElement>): RichElement => ({ kind: 'element', type: 'link', children: [], ...fields });

describe('openTargetFor', () => {
  it.each<[string, Partial<RichElement>, unknown]>([
    ['post', { type: 'post', id: 9, site_id: 4 }, { target: 'openPost', siteId: 4, postId: 9 }],
    ['post by post_id', { type: 'post', post_id: 9, site_id: 4 }, { target: 'openPost', siteId: 4, postId: 9 }],
    ['comment', { type: 'comment', id: 30, post_id: 9, site_id: 4 }, { target: 'openComment', siteId: 4, postId: 9, commentId: 30 }],
    ['site by id', { type: 'site', id: 4 }, { target: 'openSite', siteId: 4 }],
    ['site by site_id', { type: 'site', site_id: 4 }, { target: 'openSite', siteId: 4 }],
    // SPEC §2: only post, comment and site links open in the app; a user goes to their Reader page.
    ['user with a site', { type: 'user', id: 77, site_id: 4 }, null],
    ['post without a site', { type: 'post', id: 9 }, null],
    ['comment without a post', { type: 'comment', id: 30, site_id: 4 }, null],
    ['user without a site', { type: 'user', id: 77 }, null],
    ['plain link', { type: 'link', id: 1, site_id: 2 }, null],
  ])('%s', (_label, fields, expected) => {
    expect(openTargetFor(node(fields))).toStrictEqual(expected);
  });
});

describe('hrefFor and linkPlanFor', () => {
  it('resolves relative URLs only with a base and drops unsafe ones', () => {
    expect(hrefFor(node({ url: '/read' }))).toBeNull();
    expect(hrefFor(node({ url: '/read' }), { baseUrl: 'https://wordpress.com/' })).toBe('https://wordpress.com/read');
    expect(linkPlanFor(node({ url: 'javascript:alert(1)' }))).toBeNull();
    expect(linkPlanFor(node({ type: 'post', url: 'javascript:alert(1)', id: 9, site_id: 4 }))).toStrictEqual({ href: null, open: { target: 'openPost', siteId: 4, postId: 9 } });
  });

  it('is no link for formatting types', () => {
    expect(linkPlanFor(node({ type: 'b' }))).toBeNull();
  });

  it('moves widget-host links to the main host only on the widget host', () => {
    const onWidget = { currentHost: 'widgets.wp.com', mainHost: 'wordpress.com' };
    expect(hrefFor(node({ url: 'https://widgets.wp.com/read' }), onWidget)).toBe('https://wordpress.com/read');
    expect(hrefFor(node({ url: 'https://blog.example/' }), onWidget)).toBe('https://blog.example/');
  });
});

describe('elementFor', () => {
  it('maps known types to whitelisted tags and headings down, and nothing else', () => {
    expect(elementFor('code')).toStrictEqual({ tag: 'code', className: 'wpnc__code', void: false });
    expect(elementFor('h1')?.tag).toBe('h3');
    expect(elementFor('br')?.void).toBe(true);
    // Panel classes of the same name must not leak onto note text.
    expect(elementFor('list')?.className).toBe('wpnc__rich-list');
    for (const unknown of ['script', 'a', 'img', 'iframe', 'style', '__proto__', 'constructor', 'toString']) expect(elementFor(unknown)).toBeNull();
  });
});
