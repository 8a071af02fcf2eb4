import { describe, expect, it } from 'vitest';
import { avatarColour, avatarSources, initialsOf } from './avatar.ts';

describe('avatar fallbacks', () => {
  it('shows one or two initials, whole characters only', () => {
    expect(initialsOf('Ana Wójcik')).toBe('AW');
    expect(initialsOf('trailrunner59')).toBe('T');
    expect(initialsOf('  chiara  van  jensen ')).toBe('CJ');
    expect(initialsOf('@login')).toBe('L');
    expect(initialsOf('ésa Ölund')).toBe('ÉÖ');
    expect(initialsOf('👩‍🚀 Space')).toBe('👩‍🚀S');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' - ')).toBe('?');
  });

  it('gives the same seed the same colour every time, and spreads seeds over the palette', () => {
    expect(avatarColour('user:2425420')).toBe(avatarColour('user:2425420'));
    const colours = new Set(Array.from({ length: 40 }, (_, index) => avatarColour(`user:${index}`)));
    expect(colours.size).toBeGreaterThan(4);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('asks gravatar and the image service for the shown size and a 2× source', () => {
    const gravatar = 'https://0.gravatar.com/avatar/abc?s=256&d=identicon&r=G';
    expect(avatarSources(gravatar, 32)).toStrictEqual({
      src: 'https://0.gravatar.com/avatar/abc?s=32&d=identicon&r=G',
      srcSet: 'https://0.gravatar.com/avatar/abc?s=64&d=identicon&r=G 2x',
    });
    expect(avatarSources('https://i0.wp.com/site.example/a.png?w=256', 40).srcSet).toBe('https://i0.wp.com/site.example/a.png?w=80 2x');
  });

  it('leaves other images, and addresses it cannot read, as they are', () => {
    expect(avatarSources('https://s.wp.com/achievements/badge-2x.png', 32)).toStrictEqual({ src: 'https://s.wp.com/achievements/badge-2x.png' });
    expect(avatarSources('https://evil.example/a.png?s=256', 32)).toStrictEqual({ src: 'https://evil.example/a.png?s=256' });
    expect(avatarSources('not a url', 32)).toStrictEqual({ src: 'not a url' });
  });
});
