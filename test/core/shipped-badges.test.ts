// The registry now refuses a badge that is not an icon name: the shipped note types and the guide's
// worked example must still register, each badge drawing its own icon.
import { describe, expect, it } from 'vitest';
import { isIconName } from '../../src/core/icon-names.ts';
import { createRegistry } from '../../src/core/registry.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { storeOrderNoteType, pinAction } from '../../fixtures/plugins/store-order.ts';

describe('shipped badges', () => {
  it('every shipped note type registers, with a badge the panel draws', () => {
    const registry = createRegistry([...defaultPlugins, storeOrderNoteType, pinAction]);
    const badges = registry.noteTypes.flatMap((type) => (type.badge === undefined ? [] : [type.badge]));
    expect(badges.length).toBeGreaterThan(3);
    expect(badges.filter((badge) => !isIconName(badge))).toEqual([]);
  });
});
