import { describe, expect, it } from 'vitest';
import { CORE_EVENT_PREFIXES, eventKey, eventTypePrefixes } from './events.ts';

describe('event keys', () => {
  it("name the core's prefixes as its table of event types has them (no plugin may take one)", () => {
    expect([...CORE_EVENT_PREFIXES].sort()).toEqual(eventTypePrefixes().sort());
  });

  it("key a core event by its type and a plugin's fact by plugin/name", () => {
    expect(eventKey({ type: 'notes/removed', ids: [1] })).toBe('notes/removed');
    expect(eventKey({ type: 'plugin/recorded', plugin: 'pin', name: 'toggled', id: 1, data: true })).toBe('pin/toggled');
  });
});
