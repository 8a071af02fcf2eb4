import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE, parseCountMessage, parsePanelMessage } from './protocol.ts';

describe('panel → host messages', () => {
  it('lets the badge count and all-seen through, and nothing else from the sync engine', () => {
    expect(parseCountMessage({ type: MESSAGE_TYPE, action: 'render', num_new: 3, latest_type: 'like' })).toEqual({ ok: true, message: { action: 'render', num_new: 3, latest_type: 'like' } });
    expect(parseCountMessage({ type: MESSAGE_TYPE, action: 'renderAllSeen' })).toEqual({ ok: true, message: { action: 'renderAllSeen' } });
    expect(parseCountMessage({ type: MESSAGE_TYPE, action: 'render', num_new: Number.NaN }).ok).toBe(false);
    expect(parseCountMessage({ type: MESSAGE_TYPE, action: 'render', num_new: -1 }).ok).toBe(false);
    expect(parseCountMessage({ type: MESSAGE_TYPE, action: 'openSite', siteId: 1 }).ok).toBe(false);
    expect(parseCountMessage({ type: 'other', action: 'renderAllSeen' }).ok).toBe(false);
  });

  it('reads the same count messages on the host side', () => {
    expect(parsePanelMessage(JSON.stringify({ type: MESSAGE_TYPE, action: 'render', num_new: 2 }))).toEqual({ ok: true, message: { action: 'render', num_new: 2, latest_type: null } });
    expect(parsePanelMessage({ type: MESSAGE_TYPE, action: 'render', num_new: 1.5 }).ok).toBe(false);
    expect(parsePanelMessage({ type: MESSAGE_TYPE, action: 'renderAllSeen' })).toEqual({ ok: true, message: { action: 'renderAllSeen' } });
  });
});
