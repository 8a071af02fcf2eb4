import { describe, expect, it } from 'vitest';
import { forLinkHost, linkHost, readerUserUrl, safeImageUrl, safeUrl, settingsUrl } from './urls.ts';

describe('safeUrl', () => {
  it.each([
    ['https://a.example/x?y=1#z', 'https://a.example/x?y=1#z'],
    ['HTTP://A.example', 'http://a.example/'],
    ['  https://a.example/  ', 'https://a.example/'],
    ['ht\ttps://a.example/', 'https://a.example/'],
    ['mailto:someone@a.example', 'mailto:someone@a.example'],
    ['MailTo:someone@a.example', 'mailto:someone@a.example'],
  ])('keeps %j', (raw, expected) => {
    expect(safeUrl(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    'java\nscript:alert(1)',
    ' \u0000javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://a.example/uuid',
    '//evil.example/x',
    '\\\\evil.example/x',
    '/\\evil.example',
    '/relative/path',
    'relative',
    '',
    '   ',
    'https://',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });

  it('refuses non-strings', () => {
    for (const raw of [undefined, null, 42, {}, ['https://a.example']]) expect(safeUrl(raw)).toBeNull();
  });

  it('resolves relative URLs only against an http(s) base', () => {
    expect(safeUrl('/me/x', 'https://wordpress.com/a')).toBe('https://wordpress.com/me/x');
    expect(safeUrl('//evil.example', 'https://wordpress.com/')).toBeNull();
    expect(safeUrl('/x', 'javascript:alert(1)')).toBeNull();
    expect(safeUrl('/x', 'mailto:a@b.example')).toBeNull();
    expect(safeUrl('javascript:alert(1)', 'https://wordpress.com/')).toBeNull();
  });

  it('keeps mailto out of images', () => {
    expect(safeImageUrl('mailto:a@b.example')).toBeNull();
    expect(safeImageUrl('https://i.example/a.png')).toBe('https://i.example/a.png');
  });
});

describe('panel links', () => {
  it('builds the Reader user page on the app origin', () => {
    expect(readerUserUrl(42)).toBe('https://wordpress.com/reader/users/id/42');
    expect(readerUserUrl('42', 'https://app.example/ignored/path')).toBe('https://app.example/reader/users/id/42');
    expect(readerUserUrl(42, 'javascript:alert(1)')).toBe('https://wordpress.com/reader/users/id/42');
    for (const bad of [0, -1, 1.5, Number.NaN, '4x', undefined]) expect(readerUserUrl(bad)).toBeNull();
  });

  it('builds notification settings with the site URL minus its scheme as the fragment', () => {
    expect(settingsUrl('https://blog.example')).toBe('https://wordpress.com/me/notifications#blog.example');
    expect(settingsUrl('http://blog.example/sub')).toBe('https://wordpress.com/me/notifications#blog.example/sub');
    expect(settingsUrl(undefined, 'https://app.example')).toBe('https://app.example/me/notifications');
  });

  it('swaps the widget host for the main host, and only there', () => {
    expect(linkHost('widgets.wp.com', 'wordpress.com')).toBe('wordpress.com');
    expect(linkHost('wordpress.com', 'wordpress.com')).toBe('wordpress.com');
    expect(linkHost('localhost:3000', 'wordpress.com')).toBe('localhost:3000');
    expect(forLinkHost('https://widgets.wp.com/read/x', 'widgets.wp.com', 'wordpress.com')).toBe('https://wordpress.com/read/x');
    expect(forLinkHost('https://blog.example/p', 'widgets.wp.com', 'wordpress.com')).toBe('https://blog.example/p');
    expect(forLinkHost('https://widgets.wp.com/read/x', 'wordpress.com', 'wordpress.com')).toBe('https://widgets.wp.com/read/x');
  });
});
