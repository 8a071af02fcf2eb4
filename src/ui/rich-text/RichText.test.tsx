// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../core/note.ts';
import { RichText, type RichTextOptions } from './RichText.tsx';

afterEach(cleanup);

const cases = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/range-cases.json'), 'utf8')) as {
  indices_to_html: { input: Block; expect_contains: string[] }[];
};

const show = (block: Block, options: RichTextOptions = {}) => render(<div data-testid="root"><RichText block={block} {...options} /></div>).getByTestId('root');

describe('RichText: reference HTML cases', () => {
  it.each(cases.indices_to_html.map((c, index) => [index, c] as const))('case %i', (_index, c) => {
    const html = show(c.input).outerHTML;
    for (const fragment of c.expect_contains) expect(html).toContain(fragment);
  });
});

/** What must hold for any block, however hostile: the DOM carries only what we allow. */
function expectSafeDom(root: HTMLElement): void {
  expect(root.querySelector('script, iframe, object, embed, style, form, input')).toBeNull();
  const violations: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) if (/^(on|style$)/i.test(attribute)) violations.push(`${element.tagName} ${attribute}`);
    for (const token of element.classList) if (!/^(wpnc__|is-)/.test(token)) violations.push(`${element.tagName} class ${token}`);
    const url = element.getAttribute('href') ?? element.getAttribute('src');
    if (url !== null && !/^(https?:|mailto:)/.test(url)) violations.push(`${element.tagName} url ${url}`);
  }
  expect(violations).toStrictEqual([]);
}

const link = (url: string, extra: Record<string, unknown> = {}) => ({ type: 'link', indices: [0, 5] as [number, number], url, ...extra });
const emoji = '👩‍💻';

describe('RichText: hostile input', () => {
  it.each<[string, Block, (root: HTMLElement) => void]>([
    ['javascript: link', { text: 'click', ranges: [link('javascript:alert(1)')] }, (root) => expect(root.querySelector('a')).toBeNull()],
    ['mixed-case JaVaScRiPt: link', { text: 'click', ranges: [link('JaVaScRiPt:alert(1)')] }, (root) => expect(root.querySelector('a')).toBeNull()],
    ['tab-prefixed javascript: link', { text: 'click', ranges: [link('\tjavascript:alert(1)')] }, (root) => expect(root.querySelector('a')).toBeNull()],
    ['javascript: split by a newline', { text: 'click', ranges: [link('java\nscript:alert(1)')] }, (root) => expect(root.querySelector('a')).toBeNull()],
    ['data: link', { text: 'click', ranges: [link('data:text/html,<script>alert(1)</script>')] }, (root) => expect(root.querySelector('a')).toBeNull()],
    ['protocol-relative link', { text: 'click', ranges: [link('//evil.example/')] }, (root) => expect(root.querySelector('a')).toBeNull()],
    ['javascript: on a post range', { text: 'click', ranges: [{ type: 'post', indices: [0, 5], url: 'javascript:alert(1)' }] }, (root) => expect(root.querySelector('a')).toBeNull()],
    ['script markup in text', { text: '<script>alert(1)</script>' }, (root) => expect(root.textContent).toBe('<script>alert(1)</script>')],
    ['a range typed script', { text: 'alert(1)', ranges: [{ type: 'script', indices: [0, 8] }] }, (root) => expect(root.textContent).toBe('alert(1)')],
    ['markup in a link', { text: '<img src=x onerror=alert(1)>', ranges: [{ type: 'b', indices: [0, 28] }] }, (root) => expect(root.querySelector('img')).toBeNull()],
    [
      'style and class on ranges',
      { text: 'styled', ranges: [{ type: 'b', indices: [0, 6], style: 'color:red', class: 'evil', className: 'evil', onclick: 'alert(1)' }] },
      (root) => expect(root.querySelector('b')?.outerHTML).toBe('<b class="wpnc__b">styled</b>'),
    ],
    ['javascript: media', { text: 'pic', media: [{ type: 'image', indices: [0, 3], url: 'javascript:alert(1)' }] }, (root) => expect(root.querySelector('img')).toBeNull()],
    ['ranges beyond the text', { text: 'short', ranges: [{ type: 'b', indices: [2, 900] }, { type: 'i', indices: [700, 800] }] }, (root) => expect(root.querySelector('b')?.textContent).toBe('ort')],
    ['negative indices', { text: 'short', ranges: [{ type: 'b', indices: [-5, 2] }] }, (root) => expect(root.querySelector('b')?.textContent).toBe('sh')],
    ['inverted indices', { text: 'short', ranges: [{ type: 'b', indices: [4, 1] }] }, (root) => expect(root.querySelector('b')).toBeNull()],
    ['NaN indices', { text: 'short', ranges: [{ type: 'b', indices: [Number.NaN, 3] }] }, (root) => expect(root.querySelector('b')).toBeNull()],
    [
      'overlapping links',
      { text: 'abcdef', ranges: [{ ...link('https://a.example'), indices: [0, 4] }, { ...link('https://b.example'), indices: [2, 6] }] },
      (root) => {
        expect(root.querySelectorAll('a')).toHaveLength(1);
        expect(root.querySelector('a a')).toBeNull();
      },
    ],
    [
      'emoji at range edges',
      { text: `${emoji}${emoji}`, ranges: [{ type: 'b', indices: [1, 3] }, { type: 'i', indices: [6, 7] }] },
      (root) => {
        for (const text of [root.querySelector('b')?.textContent, root.querySelector('i')?.textContent]) {
          expect(text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
        }
        expect(root.querySelector('b')?.textContent).toBe('👩\u200d');
      },
    ],
  ])('%s', (_label, block, check) => {
    const root = show(block);
    expectSafeDom(root);
    if (block.media === undefined) expect(root.textContent).toBe(block.text);
    check(root);
  });

  it('renders 1,000 ranges in one block', () => {
    const text = 'word '.repeat(1000);
    const ranges = Array.from({ length: 1000 }, (_, i) => ({ type: i % 2 ? 'b' : 'link', url: `https://x.example/${i}`, indices: [i * 5, i * 5 + 4] }));
    const root = show({ text, ranges });
    expect(root.textContent).toBe(text);
    expect(root.querySelectorAll('a')).toHaveLength(500);
    expectSafeDom(root);
  });
});

describe('RichText: links', () => {
  let prevented: boolean[] = [];
  // Runs after React's root listener: records what the component did, then stops happy-dom navigating.
  const recordDefault = (event: Event): void => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    prevented = [];
    window.addEventListener('click', recordDefault);
  });
  afterEach(() => window.removeEventListener('click', recordDefault));

  const post: Block = { text: 'A post', ranges: [{ type: 'post', indices: [2, 6], id: 9, site_id: 4, url: 'https://blog.example/p' }] };

  it('opens post, comment and site ranges in the app and prevents navigation', () => {
    const onOpen = vi.fn();
    const root = show(
      {
        text: 'post comment site',
        ranges: [
          { type: 'post', indices: [0, 4], id: 9, site_id: 4, url: 'https://blog.example/p' },
          { type: 'comment', indices: [5, 12], id: 30, post_id: 9, site_id: 4, url: 'https://blog.example/p#c' },
          { type: 'site', indices: [13, 17], id: 4, url: 'https://blog.example' },
        ],
      },
      { onOpen },
    );
    for (const anchor of root.querySelectorAll('a')) fireEvent.click(anchor);
    expect(onOpen.mock.calls.map(([target]) => target)).toStrictEqual([
      { target: 'openPost', siteId: 4, postId: 9 },
      { target: 'openComment', siteId: 4, postId: 9, commentId: 30 },
      { target: 'openSite', siteId: 4 },
    ]);
    expect(prevented).toStrictEqual([true, true, true]);
  });

  it.each([['Ctrl', { ctrlKey: true }], ['Meta', { metaKey: true }]])('%s-click is left to the browser', (_key, modifier) => {
    const onOpen = vi.fn();
    const anchor = show(post, { onOpen }).querySelector('a')!;
    fireEvent.click(anchor, modifier);
    expect(onOpen).not.toHaveBeenCalled();
    expect(prevented).toStrictEqual([false]);
  });

  it('opens plain links in a new tab, tracked, without preventing the default', () => {
    const onTrack = vi.fn();
    const anchor = show({ text: 'see this', ranges: [{ ...link('https://ext.example/x'), indices: [4, 8] }] }, { onTrack }).querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('https://ext.example/x');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(anchor);
    expect(onTrack).toHaveBeenCalledWith('notification_link_click', { link_type: 'link', href: 'https://ext.example/x' });
    expect(prevented).toStrictEqual([false]);
  });

  it('with the host\'s openUrl, a plain click on a web link is tracked and opened through it instead of the anchor', () => {
    const onTrack = vi.fn();
    const openUrl = vi.fn();
    const anchor = show({ text: 'see this', ranges: [{ ...link('https://ext.example/x'), indices: [4, 8] }] }, { onTrack, openUrl }).querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('https://ext.example/x');
    fireEvent.click(anchor);
    expect(onTrack).toHaveBeenCalledWith('notification_link_click', { link_type: 'link', href: 'https://ext.example/x' });
    expect(openUrl).toHaveBeenCalledWith('https://ext.example/x');
    expect(prevented).toStrictEqual([true]);
  });

  it('links users to their Reader page and applies the widget-host rule', () => {
    const user: Block = { text: 'Ann', ranges: [{ type: 'user', indices: [0, 3], id: 77, url: 'https://ann.example' }] };
    const settings = { appOrigin: 'https://widgets.wp.com', currentHost: 'widgets.wp.com', mainHost: 'wordpress.com' };
    expect(show(user, settings).querySelector('a')?.getAttribute('href')).toBe('https://wordpress.com/reader/users/id/77');
  });

  it('renders an in-app target without a URL as a button', () => {
    const onOpen = vi.fn();
    const button = show({ text: 'site', ranges: [{ type: 'site', indices: [0, 4], id: 5 }] }, { onOpen }).querySelector('button')!;
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith({ target: 'openSite', siteId: 5 });
  });
});

describe('RichText: media and icons', () => {
  const picture: Block = { text: 'a cat', media: [{ type: 'image', indices: [2, 5], url: 'https://img.example/cat.png', width: 40, height: 30 }] };

  it('shows a generic avatar while loading, then the image', () => {
    const root = show(picture);
    const image = root.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('cat');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('40');
    expect(root.querySelector('.wpnc__avatar-generic')).not.toBeNull();
    fireEvent.load(image);
    expect(root.querySelector('.wpnc__avatar-generic')).toBeNull();
  });

  it('replaces a failed image with its fallback, per image', () => {
    const root = show({ ...picture, text: 'a cat dog', media: [...picture.media!, { type: 'image', indices: [6, 9], url: 'https://img.example/dog.png' }] });
    fireEvent.error(root.querySelector('img[alt="cat"]')!);
    expect(root.querySelector('img[alt="cat"]')).toBeNull();
    expect(root.querySelector('.wpnc__image-fallback')?.getAttribute('aria-label')).toBe('cat');
    expect(root.querySelector('img[alt="dog"]')).not.toBeNull();
  });

  it('drops a failed decorative picture (no alt) instead of leaving an empty disc', () => {
    const root = show({ text: 'x', media: [{ type: 'badge', indices: [1, 1], url: 'https://img.example/b.png' }] });
    fireEvent.error(root.querySelector('img')!);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.wpnc__badge, .wpnc__avatar-generic')).toBeNull();
  });

  it('sizes badges at 256×256 and draws noticons as the panel\'s own hidden icons', () => {
    const root = show({ text: 'x', ranges: [{ type: 'noticon', indices: [0, 0], value: '\uf814' }], media: [{ type: 'badge', indices: [1, 1], url: 'https://img.example/b.png', width: 10 }] });
    const badge = root.querySelector('img')!;
    expect([badge.getAttribute('width'), badge.getAttribute('height')]).toStrictEqual(['256', '256']);
    expect(root.querySelector('.wpnc__noticon')?.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('.wpnc__noticon svg')?.getAttribute('data-icon')).toBe('mention');
    expect(root.textContent).not.toContain('\uf814');
  });

  it('renders zero-length br as a void element and maps headings down', () => {
    const root = show({ text: 'Titleline', ranges: [{ type: 'h1', indices: [0, 5] }, { type: 'br', indices: [5, 5] }] });
    expect(root.innerHTML).toBe('<h3 class="wpnc__h1">Title</h3><br class="wpnc__br">line');
  });
});
