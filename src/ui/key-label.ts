const KEY_NAMES: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc', Enter: 'Enter' };
// Right to left the panel mirrors the left and right arrows (src/ui/direction.ts): the help shows the key to press.
const MIRRORED: Record<string, string> = { ArrowLeft: '→', ArrowRight: '←' };

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A key as the help shows it: `Mod+z` is Ctrl+Z (⌘Z on a Mac), `Shift+j` is ⇧J; arrows as pressed in `direction`. */
export function keyLabel(key: string, direction: 'ltr' | 'rtl' = 'ltr'): string {
  const chord = /^(Mod|Shift)\+(.+)$/.exec(key);
  if (chord) return `${chord[1] === 'Shift' ? '⇧' : onMac ? '⌘' : 'Ctrl+'}${keyLabel(chord[2]!, direction)}`;
  return (direction === 'rtl' ? MIRRORED[key] : undefined) ?? KEY_NAMES[key] ?? key.toUpperCase();
}
